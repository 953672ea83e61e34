import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { analyzeStale } from '../../server/db/open';
import { build } from './helper';

// PGlite runs no autovacuum: open.ts refreshes the planner's statistics itself (analyzeStale).
const t = await build();

describe('planner statistics on PGlite', () => {
  it('are gathered for tables never analyzed, then only again once a table grows by over 10%', async () => {
    const reltuples = async () => {
      const { rows } = await sql<{ n: number }>`
        select reltuples as n from pg_class where oid = 'products'::regclass
      `.execute(t.db);
      return Number(rows[0].n);
    };
    // The template database was never analyzed (unless the background upkeep got there first).
    const before = await reltuples();
    expect(await analyzeStale(t.db)).toEqual(before < 0 ? expect.arrayContaining(['products']) : []);
    expect(await reltuples()).toBeGreaterThan(0);
    expect(await analyzeStale(t.db)).toEqual([]);

    await sql`
      insert into products (vendor_id, type, name, sku, price, discount_price, quantity, status, attributes)
      select (select min(id) from vendors), 'tire', jsonb_build_object('en', 'Bulk ' || g), 'BULK-' || g, 100, 100, 1, 'available',
             '{"description": "a tire imported in bulk, long enough to fill pages"}'
      from generate_series(1, 3000) g
    `.execute(t.db);
    expect(await analyzeStale(t.db)).toContain('products');
    expect(await reltuples()).toBeGreaterThan(3000);
    expect(await analyzeStale(t.db)).toEqual([]);
  });
});
