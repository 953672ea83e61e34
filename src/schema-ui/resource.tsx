import type { ProductSchema } from '../../schemas';
import { productList } from './ProductList';
import { productRepresentation } from './representation';
import { bulkRouteOf } from './routes';
import { productViews } from './views';

/**
 * A product resource built from its schema: the list, the create and edit views, and the spec's add
 * page (`/dashboard/<x-add-route>`), for the vendor types the schema names. `src/resources` adds
 * only what a schema cannot say (an icon).
 */
export const productResource = (schema: ProductSchema) => ({
  schema,
  name: schema['x-resource'],
  addRoute: schema['x-add-route'],
  bulkRoute: bulkRouteOf(schema),
  vendorTypes: schema['x-vendor-types'] as readonly string[],
  list: productList(schema),
  recordRepresentation: productRepresentation,
  ...productViews(schema),
});

export type ProductResourceViews = ReturnType<typeof productResource>;
