import { Create, Edit, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { ProductSchema } from '../../schemas';
import { ProductForm } from './ProductForm';

/** After a save the vendor reads what happened to the product (D9): live at once, or back in review. */
const useSaved = (resource: string, created: boolean) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (record: RaRecord) => {
    const message = created
      ? 'product.created'
      : record.status === 'under_review'
        ? 'product.sentForReview'
        : 'product.savedLive';
    notify(message, { type: 'success' });
    redirect('list', resource);
  };
};

/** Create and edit views generated from a product schema; new products go to review (server side). */
export const productViews = (schema: ProductSchema) => {
  const resource = schema['x-resource'];
  const ProductCreate = () => {
    const onSuccess = useSaved(resource, true);
    return (
      <Create resource={resource} mutationOptions={{ onSuccess }}>
        <ProductForm schema={schema} />
      </Create>
    );
  };
  const ProductEdit = () => {
    const onSuccess = useSaved(resource, false);
    return (
      <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
        <ProductForm schema={schema} />
      </Edit>
    );
  };
  return { create: ProductCreate, edit: ProductEdit };
};
