import { Create, Edit } from 'react-admin';
import type { ProductSchema } from '../../schemas';
import { ProductForm } from './ProductForm';

/** Create and edit views generated from a product schema; new products go to review (server side). */
export const productViews = (schema: ProductSchema) => {
  const ProductCreate = () => (
    <Create redirect="list" resource={schema['x-resource']}>
      <ProductForm schema={schema} />
    </Create>
  );
  const ProductEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <ProductForm schema={schema} />
    </Edit>
  );
  return { create: ProductCreate, edit: ProductEdit };
};
