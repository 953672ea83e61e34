import type { Kysely } from 'kysely';
import type { Database } from './tables';

/** What the marketplace's moderators do to products (D8): vendors never reach these. */
export const moderation = (db: Kysely<Database>) => ({
  /** Products waiting for review, oldest first. */
  pending: () =>
    db
      .selectFrom('products')
      .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
      .select([
        'products.id',
        'products.type',
        'products.name',
        'products.sku',
        'vendors.company_name',
        'products.updated_at',
      ])
      .where('products.status', '=', 'under_review')
      .orderBy('products.updated_at', 'asc')
      .execute(),

  /** Approves a product under review; null when there is no such product waiting. */
  approve: (id: number) =>
    db
      .updateTable('products')
      .set({ status: 'available', rejection_reason: null, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'under_review')
      .returning(['id', 'name', 'status'])
      .executeTakeFirst()
      .then((row) => row ?? null),

  /** Rejects a product with a reason the vendor sees on the product page. */
  reject: (id: number, reason: string) =>
    db
      .updateTable('products')
      .set({ status: 'not_available', rejection_reason: reason, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', ['under_review', 'available'])
      .returning(['id', 'name', 'status'])
      .executeTakeFirst()
      .then((row) => row ?? null),
});
