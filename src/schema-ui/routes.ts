import type { ProductSchema } from '../../schemas';

/** The spec's spreadsheet page of a type: `bulk-tire-upload`, `bulk-battery-upload`, `bulk-car-part-upload`… */
export const bulkRouteOf = (schema: ProductSchema) => `bulk-${schema['x-product-type']}-upload`;
