import { sql, type Kysely } from 'kysely';
import { toColumns } from '../../server/products/columns';
import { demoProducts } from '../../server/db/seed-data';
import type { Database } from '../../server/db/tables';

const TYPE_OF = { tires: 'tire', batteries: 'battery', 'car-parts': 'car-part' } as const;
// Rows per INSERT: one JSON parameter each, so PostgreSQL's 65,535-parameter limit never applies.
const BATCH = 5000;

export type CatalogueSize = { total: number; big: number; vendors: number };

/** The demo generator's products, 40 at a time with a new seed each time, numbered so SKUs stay unique. */
function* productsOf(vendorType: 'bt-vendor' | 'cp-vendor', count: number, seedBase: number) {
  let made = 0;
  for (let round = 0; made < count; round++) {
    for (const p of demoProducts(vendorType, seedBase + round)) {
      if (made++ >= count) return;
      const data = { ...(p.data as Record<string, unknown>) };
      data.sku = `${String(data.sku)}-${String(round).padStart(4, '0')}`;
      yield { ...p, data };
    }
  }
}

/**
 * `size.total` products: `size.big` for the first vendor (tires and batteries), the rest spread
 * over `size.vendors - 1` others, tires or car-parts vendors in turn. Returns the vendors' ids,
 * the big one first. Deterministic: the same size gives the same names and SKUs.
 */
export const seedCatalogue = async (db: Kysely<Database>, size: CatalogueSize) => {
  const now = Date.now();
  const vendorIds: number[] = [];
  for (let v = 0; v < size.vendors; v++) {
    const vendorType = v % 2 === 0 ? 'bt-vendor' : 'cp-vendor';
    const row = await db
      .insertInto('vendors')
      .values({
        vendor_type: vendorType,
        name: `Bench vendor ${v + 1}`,
        email: `bench-${v + 1}@mawrid.example`,
        phone: `0109${String(v + 1).padStart(7, '0')}`,
        // Nobody signs in with a password: the bench opens sessions directly.
        password_hash: 'none',
        company_name: `Bench Trading ${v + 1}`,
        profile: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    vendorIds.push(row.id);

    const count =
      v === 0
        ? size.big
        : Math.floor((size.total - size.big) / (size.vendors - 1)) + (v === 1 ? rest(size) : 0);
    let batch: Record<string, unknown>[] = [];
    let i = 0;
    for (const p of productsOf(vendorType, count, v * 100_000 + 1)) {
      const at = new Date(now - (count - i++) * 60_000).toISOString();
      batch.push({
        ...toColumns(p.data),
        vendor_id: row.id,
        type: TYPE_OF[p.resource],
        status: p.status,
        rejection_reason: p.rejectionReason,
        created_at: at,
        updated_at: at,
      });
      if (batch.length === BATCH) batch = await insertBatch(db, batch);
    }
    if (batch.length) await insertBatch(db, batch);
  }
  return vendorIds;
};

const rest = (size: CatalogueSize) => (size.total - size.big) % (size.vendors - 1);

/** One INSERT … SELECT over a JSON array: far faster than row-by-row, and the same on PostgreSQL. */
const insertBatch = async (db: Kysely<Database>, rows: Record<string, unknown>[]) => {
  await sql`
    insert into products (vendor_id, type, name, sku, price, discount_price, quantity, status,
      rejection_reason, attributes, created_at, updated_at)
    select vendor_id, type, name::jsonb, sku, price, discount_price, quantity, status,
      rejection_reason, attributes::jsonb, created_at, updated_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(vendor_id int, type text, name text,
      sku text, price numeric, discount_price numeric, quantity int, status text, rejection_reason text,
      attributes text, created_at timestamptz, updated_at timestamptz)
  `.execute(db);
  return [];
};
