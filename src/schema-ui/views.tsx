import { lazy, Suspense } from 'react';
import { Create, Edit, Loading } from 'react-admin';
import type { ProductSchema } from '../../schemas';

// Forms (inputs, validators) are their own chunk: a vendor opening a list does not load them.
const ProductForm = lazy(() => import('./ProductForm').then((m) => ({ default: m.ProductForm })));

/** Create and edit views generated from a product schema; new products go to review (server side). */
export const productViews = (schema: ProductSchema) => {
  const ProductCreate = () => (
    <Create redirect="list" resource={schema['x-resource']}>
      <Suspense fallback={<Loading />}>
        <ProductForm schema={schema} />
      </Suspense>
    </Create>
  );
  const ProductEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <Suspense fallback={<Loading />}>
        <ProductForm schema={schema} />
      </Suspense>
    </Edit>
  );
  return { create: ProductCreate, edit: ProductEdit };
};
