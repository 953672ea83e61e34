import type { FromSchema } from 'json-schema-to-ts';
import { batterySchema } from './battery';
import { carPartSchema } from './car-part';
import { productStatus } from './defs';
import { orderSchema } from './order';
import { tireSchema } from './tire';
import { vendorSchema, type VendorType } from './vendor';

export { batterySchema, carPartSchema, orderSchema, tireSchema, vendorSchema, productStatus };
export { ACTIVE_ORDER_STATUSES } from './order';
export { EGYPT_MOBILE, VENDOR_TYPES, type VendorType } from './vendor';
export type { Label, Lang } from './labels';
export { LANGS } from './labels';

/** The product schemas; the dashboard and the API build one resource per entry. */
export const productSchemas = [tireSchema, batterySchema, carPartSchema] as const;
export type ProductSchema = (typeof productSchemas)[number];
export type ProductResource = ProductSchema['x-resource'];
export type ProductType = ProductSchema['x-product-type'];

export type Tire = FromSchema<typeof tireSchema>;
export type Battery = FromSchema<typeof batterySchema>;
export type CarPart = FromSchema<typeof carPartSchema>;
export type Order = FromSchema<typeof orderSchema>;
export type Vendor = FromSchema<typeof vendorSchema>;
export type ProductStatus = FromSchema<typeof productStatus>;

/** Fields the server owns on a product: never taken from a request body, ignored by form validation. */
export const PRODUCT_SERVER_FIELDS = [
  'id',
  'type',
  'status',
  'rejectionReason',
  'createdAt',
  'updatedAt',
  'vendorId',
];

/** What the server adds to every product it stores. */
export type ProductMeta = {
  id: number;
  type: ProductType;
  status: ProductStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
};

export const productSchemaFor = (resource: string): ProductSchema | undefined =>
  productSchemas.find((s) => s['x-resource'] === resource);

/** The product resources a vendor of this type may hold. */
export const resourcesFor = (vendorType: VendorType): ProductResource[] =>
  productSchemas
    .filter((s) => (s['x-vendor-types'] as readonly string[]).includes(vendorType))
    .map((s) => s['x-resource']);
