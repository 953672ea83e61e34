import type { ProductSchema } from '../../schemas';
import type { Clock } from '../accounts/sessions';
import { linkTo, type Notifier } from '../notifications/service';
import { inBothLanguages, liveFields, toColumns, toRecord, type ProductRecord } from './columns';
import type { ListQuery, ProductStore } from './store';

/** A vendor's product body, validated by its schema, server-owned fields already dropped. */
export type ProductInput = Record<string, unknown>;

/** Whether a value says nothing: absent, null, '', [] or an object of such values. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isEmpty));

/**
 * JSON with object keys in order (the database hands nested objects back in its own key order)
 * and empty values dropped: a product made through the API without images and then saved from
 * the form, which sends `images: []`, has not changed.
 */
const canonical = (value: unknown): string =>
  isEmpty(value)
    ? 'empty'
    : JSON.stringify(value, (_, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([, inner]) => !isEmpty(inner))
                .sort(([a], [b]) => (a < b ? -1 : 1)),
            )
          : v,
      );

/** Whether a change sends the product back to review (D9): anything but its `x-live` fields changed. */
const needsReview = (schema: ProductSchema, before: ProductRecord, after: ProductInput) => {
  const live = liveFields(schema);
  const [was, now] = [inBothLanguages(schema, before), inBothLanguages(schema, after)];
  return Object.keys(schema.properties).some((k) => !live.has(k) && canonical(was[k]) !== canonical(now[k]));
};

/**
 * The product rules, for the API, the moderators' tool and the spreadsheet import alike: a new
 * product waits for review; a change to anything but price, discount or stock sends it back (D9,
 * by the schema's `x-live`); moderators approve what waits, or reject it with a reason the vendor
 * reads. Lookups answer null when the vendor has no such product. With `notifications`, the
 * owner is told of each decision (issue 14).
 */
export const productService = (store: ProductStore, now: Clock, notifications?: Notifier) => {
  const moderate = async (
    id: number,
    from: string[],
    to: { status: string; rejection_reason: string | null },
  ): Promise<ProductRecord | 'missing' | 'state'> => {
    const row = await store.moveStatus(id, from, { ...to, updated_at: now() });
    if (!row) return (await store.exists(id)) ? 'state' : 'missing';
    if (to.rejection_reason === null)
      await notifications?.notify(
        row.vendor_id,
        'product_approved',
        { productId: id, name: row.name },
        linkTo.product(id),
      );
    else
      await notifications?.notify(
        row.vendor_id,
        'product_rejected',
        { productId: id, name: row.name, reason: to.rejection_reason },
        linkTo.product(id),
      );
    return toRecord(row);
  };

  return {
    /** Whether a vendor of this type may hold products of this schema (tires are not a car-parts vendor's). */
    mayHold: (vendorType: string, schema: ProductSchema) =>
      (schema['x-vendor-types'] as readonly string[]).includes(vendorType),

    async list(query: ListQuery) {
      const { rows, total } = await store.list(query);
      return { records: rows.map(toRecord), total };
    },

    /** The vendor's products with these SKUs, of any type, by SKU. */
    async bySkus(vendorId: number, skus: string[]): Promise<Map<string, ProductRecord>> {
      if (!skus.length) return new Map();
      return new Map((await store.bySkus(vendorId, skus)).map((row) => [row.sku, toRecord(row)]));
    },

    async get(vendorId: number, id: number, schema: ProductSchema | null) {
      const row = await store.find(vendorId, id, schema?.['x-product-type'] ?? null);
      return row && toRecord(row);
    },

    async create(vendorId: number, schema: ProductSchema, input: ProductInput) {
      const at = now();
      const row = await store.insert({
        ...toColumns(input),
        vendor_id: vendorId,
        type: schema['x-product-type'],
        status: 'under_review',
        created_at: at,
        updated_at: at,
      });
      return toRecord(row);
    },

    /** Many new products at once (a spreadsheet's batch), each waiting for review; ids by SKU. */
    createMany(vendorId: number, schema: ProductSchema, inputs: ProductInput[]) {
      const at = now();
      return store.insertMany(
        inputs.map((input) => ({
          ...toColumns(input),
          vendor_id: vendorId,
          type: schema['x-product-type'],
          status: 'under_review',
          created_at: at,
          updated_at: at,
        })),
      );
    },

    /**
     * Many whole products at once, each against what was read before (`before`), by the same
     * rule as `update`: a change to anything but the live fields sends it back to review. Answers
     * the ids changed; one missing means it went away since it was read.
     */
    updateMany(
      vendorId: number,
      schema: ProductSchema,
      items: { before: ProductRecord; input: ProductInput }[],
    ) {
      return store.updateMany(
        vendorId,
        now(),
        items.map(({ before, input }) => ({
          id: before.id as number,
          columns: toColumns(input),
          review: needsReview(schema, before, input),
        })),
      );
    },

    /** The whole product as sent; null when the vendor has no such product of this type. */
    async update(vendorId: number, schema: ProductSchema, id: number, input: ProductInput) {
      const before = await store.find(vendorId, id, schema['x-product-type']);
      if (!before) return null;
      const review = needsReview(schema, toRecord(before), input);
      const row = await store.update(vendorId, id, {
        ...toColumns(input),
        updated_at: now(),
        ...(review ? { status: 'under_review', rejection_reason: null } : {}),
      });
      return row && toRecord(row);
    },

    async remove(vendorId: number, id: number, schema: ProductSchema | null) {
      const row = await store.remove(vendorId, id, schema?.['x-product-type'] ?? null);
      return row && toRecord(row);
    },

    countByStatus: (vendorId: number) => store.countByStatus(vendorId),

    /** Moderators (D8): what waits for review, oldest first, with the vendor's company. */
    pending: async () =>
      (await store.pending()).map((p) => ({
        id: p.id,
        type: p.type,
        name: p.name,
        sku: p.sku,
        company: p.company_name,
        updatedAt: new Date(p.updated_at).toISOString(),
      })),

    /** Moderators: a product under review goes live; 'missing' or 'state' (not waiting) otherwise. */
    approve: (id: number) => moderate(id, ['under_review'], { status: 'available', rejection_reason: null }),

    /** Moderators: a product under review or live is taken off with a reason the vendor reads. */
    reject: (id: number, reason: string) =>
      moderate(id, ['under_review', 'available'], { status: 'not_available', rejection_reason: reason }),
  };
};

export type ProductService = ReturnType<typeof productService>;
