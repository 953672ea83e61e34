import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { textIn } from '../../schemas/translations';
import { searchFilter } from '../../server/products/store';
import { build, buildTire } from './helper';

const t = await build();
const tires = await t.login('tires');

const NAMES = [
  'Sale 50% off Primacy',
  'Sale 500 off Primacy',
  'Wide_load Primacy',
  'WideXload Primacy',
  'Back\\slash Primacy',
  'إطار ميشلان بريمسي',
];
const created = new Map<string, number>();
for (const name of NAMES) {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/tires',
    token: tires,
    payload: buildTire({ name }),
  });
  created.set(name, res.json().id);
}
const sku = await t.call({
  method: 'POST',
  url: '/api/v1/tires',
  token: tires,
  payload: buildTire({ name: 'Plain tire', sku: 'ZQ-SEARCH-7781' }),
});

const search = async (q: string, resource = 'tires') => {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const res = await t.call({ method: 'GET', url: `/api/v1/${resource}?filter=${filter}`, token: tires });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number; name: unknown }[]).map((p) => textIn(p.name, 'en'));
};

describe('product search (name or SKU contains q, any case)', () => {
  it('takes %, _ and \\ literally', async () => {
    expect(await search('50%')).toEqual(['Sale 50% off Primacy']);
    expect(await search('e_l')).toEqual(['Wide_load Primacy']);
    expect(await search('k\\s')).toEqual(['Back\\slash Primacy']);
    expect(await search('%')).toEqual(['Sale 50% off Primacy']);
  });

  it('ignores case, finds SKUs, Arabic names and terms shorter than a trigram', async () => {
    expect(await search('SALE 50')).toEqual(['Sale 500 off Primacy', 'Sale 50% off Primacy']);
    expect(await search('zq-search-77')).toEqual(['Plain tire']);
    expect(sku.json().sku).toBe('ZQ-SEARCH-7781');
    expect(await search('بريمسي')).toEqual(['إطار ميشلان بريمسي']);
    // Two characters no random test SKU (TEST-<base 36>) or demo name holds.
    expect(await search('q-')).toEqual(['Plain tire']);
  });

  it("pages newest first with an exact total, and never finds another vendor's products", async () => {
    const parts = await t.db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_type', '=', 'cp-vendor')
      .execute();
    await t.db
      .insertInto('products')
      .values({
        vendor_id: parts[0].id,
        type: 'tire',
        name: JSON.stringify({ en: 'Sale 50% off Primacy (theirs)' }),
        sku: 'THEIRS-1',
        price: 1,
        discount_price: 1,
        quantity: 1,
        status: 'available',
        attributes: '{}',
      })
      .execute();
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/products?range=[0,2]&filter=${encodeURIComponent(JSON.stringify({ q: 'primacy' }))}`,
      token: tires,
    });
    expect(res.headers['content-range']).toMatch(/^products 0-2\/\d+$/);
    const total = Number(String(res.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(NAMES.length - 1);
    const ids = res.json().map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(created.get(NAMES[4]));
    expect(await search('(theirs)', 'products')).toEqual([]);
  });

  it('finds what the list shows: a brand by its Arabic or English name, digits typed either way', async () => {
    const byBrand = async (q: string) => {
      const filter = encodeURIComponent(JSON.stringify({ q }));
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/tires?range=[0,99]&filter=${filter}`,
        token: tires,
      });
      return res.json() as { id: number; brand: string; name: { ar?: string } }[];
    };
    const arabic = await byBrand('دنلوب');
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((p) => p.brand === 'dunlop' || p.name.ar?.includes('دنلوب'))).toBe(true);
    expect((await byBrand('Dunlop')).map((p) => p.id).sort()).toEqual(arabic.map((p) => p.id).sort());
    const eastern = await byBrand('١٨٥');
    expect(eastern.length).toBeGreaterThan(0);
    expect(eastern.map((p) => p.id).sort()).toEqual((await byBrand('185')).map((p) => p.id).sort());
  });

  it('is answerable from the trigram indexes alone', async () => {
    // With sequential and plain index scans off, only a bitmap scan of an index that understands
    // ILIKE can answer: the plan names both trigram indexes, escaped pattern or not.
    for (const q of ['primacy', '50%', 'e_l']) {
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        const query = trx.selectFrom('products').select('id').where(searchFilter(q)).compile();
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
          ...query,
          sql: `explain ${query.sql}`,
        });
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, q).toContain('products_name_trgm');
      expect(plan, q).toContain('products_sku_trgm');
      expect(plan, q).not.toMatch(/Disabled: true/);
    }
  });
});
