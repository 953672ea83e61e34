import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productService } from '../../server/products/service';
import { productStore } from '../../server/products/store';
import { build, buildTire } from './helper';

// Totals of unfiltered and status-filtered lists come from `product_counts` (migration 0002),
// kept by triggers; the rest are counted. Either way react-admin shows "1-25 of N": N must be exact.
const t = await build();
const tires = await t.login('tires');
const { id: vendorId } = await t.db
  .selectFrom('vendors')
  .select('id')
  .where('email', '=', 'tires@mawrid.example')
  .executeTakeFirstOrThrow();

const url = (resource: string, filter: object = {}, range = '[0,0]') =>
  `/api/v1/${resource}?range=${encodeURIComponent(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The N of `Content-Range: … /N`; a one-row range, so the page alone never tells the total. */
const total = async (resource: string, filter: object = {}, range = '[0,0]') => {
  const res = await t.call({ method: 'GET', url: url(resource, filter, range), token: tires });
  expect(res.statusCode).toBe(200);
  return Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1]);
};

const counted = async (where: { type?: string; status?: string[] } = {}) => {
  let q = t.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_id', '=', vendorId);
  if (where.type) q = q.where('type', '=', where.type);
  if (where.status) q = q.where('status', 'in', where.status);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

/** Every (vendor, type, status) the counts table holds matches a real count, and no group is missing. */
const expectCountsMatchProducts = async () => {
  const { rows } = await sql<{ vendor_id: number; type: string; status: string; n: number; real: number }>`
    select coalesce(c.vendor_id, p.vendor_id) as vendor_id, coalesce(c.type, p.type) as type,
           coalesce(c.status, p.status) as status, coalesce(c.n, 0) as n, coalesce(p.real, 0)::int as real
    from product_counts c
    full join (select vendor_id, type, status, count(*) as real from products group by 1, 2, 3) p
      using (vendor_id, type, status)
  `.execute(t.db);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.n, `${row.vendor_id} ${row.type} ${row.status}`).toBe(row.real);
};

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/tires',
    token: tires,
    payload: buildTire(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

describe('list totals', () => {
  it('start equal to real counts, for all products, one type and status filters', async () => {
    await expectCountsMatchProducts();
    expect(await total('products')).toBe(await counted());
    expect(await total('tires')).toBe(await counted({ type: 'tire' }));
    expect(await total('batteries', { status: 'available' })).toBe(
      await counted({ type: 'battery', status: ['available'] }),
    );
    expect(await total('products', { status: ['available', 'under_review'] })).toBe(
      await counted({ status: ['available', 'under_review'] }),
    );
    expect(await total('products', { type: 'battery', status: 'not_available' })).toBe(
      await counted({ type: 'battery', status: ['not_available'] }),
    );
  });

  it('follow creates, edits that send a product back to review, moderation and deletes', async () => {
    const before = { all: await total('tires'), review: await total('tires', { status: 'under_review' }) };
    const a = await create();
    const b = await create();
    expect(await total('tires')).toBe(before.all + 2);
    expect(await total('products')).toBe(await counted());
    expect(await total('tires', { status: 'under_review' })).toBe(before.review + 2);

    const mod = productService(productStore(t.db), () => new Date());
    await mod.approve(a.id);
    await mod.reject(b.id, 'Blurry photos.');
    expect(await total('tires', { status: 'under_review' })).toBe(before.review);
    expect(await total('tires', { status: 'available' })).toBe(
      await counted({ type: 'tire', status: ['available'] }),
    );

    const current = (await t.call({ method: 'GET', url: `/api/v1/tires/${a.id}`, token: tires })).json();
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/v1/tires/${a.id}`,
      token: tires,
      payload: { ...current, name: 'Renamed for review' },
    });
    expect(renamed.json().status).toBe('under_review');
    expect(await total('tires', { status: 'under_review' })).toBe(before.review + 1);

    for (const id of [a.id, b.id])
      expect((await t.call({ method: 'DELETE', url: `/api/v1/tires/${id}`, token: tires })).statusCode).toBe(
        200,
      );
    expect(await total('tires')).toBe(before.all);
    expect(await total('tires', { status: 'under_review' })).toBe(before.review);
    await expectCountsMatchProducts();
  });

  it('follow writes of many rows at once, moves between types and vendors, and rollbacks', async () => {
    const other = await t.db
      .insertInto('vendors')
      .values({
        vendor_type: 'bt-vendor',
        name: 'Other',
        email: 'other-totals@mawrid.example',
        phone: '01099999999',
        password_hash: 'none',
        company_name: 'Other',
        profile: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await Promise.all([1, 2, 3].map(() => create().then((p) => p.id)));
    await t.db.updateTable('products').set({ type: 'battery' }).where('id', '=', ids[0]).execute();
    await t.db.updateTable('products').set({ vendor_id: other.id }).where('id', 'in', ids.slice(1)).execute();
    await t.db.updateTable('products').set({ quantity: 1 }).where('vendor_id', '=', other.id).execute();
    await expectCountsMatchProducts();

    const all = await total('products');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ status: 'available' }).where('id', '=', ids[0]).execute();
        await trx.deleteFrom('products').where('vendor_id', '=', other.id).execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await total('products')).toBe(all);
    await expectCountsMatchProducts();

    // Deleting a vendor deletes its products by cascade: the counts follow too.
    await t.db.deleteFrom('vendors').where('id', '=', other.id).execute();
    await expectCountsMatchProducts();
  });

  it('count what is searched or filtered by attributes, on every page and past the last one', async () => {
    const marker = `Totals${Date.now()}`;
    for (let i = 0; i < 30; i++) await create({ name: `${marker} tire ${i}`, brand: 'bridgestone' });
    expect(await total('tires', { q: marker.toLowerCase() }, '[0,24]')).toBe(30);
    expect(await total('tires', { q: marker }, '[25,49]')).toBe(30);
    expect(await total('tires', { q: marker }, '[50,74]')).toBe(30);
    expect(await total('tires', { q: marker, status: 'available' })).toBe(0);
    expect(await total('products', { q: marker, type: 'tire' })).toBe(30);

    const res = await t.call({ method: 'GET', url: url('tires', { q: marker }, '[20,29]'), token: tires });
    expect(res.json()).toHaveLength(10);
    expect(res.headers['content-range']).toBe('tires 20-29/30');

    const brand = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor_id', '=', vendorId)
      .where('type', '=', 'tire')
      .where(sql`attributes->>'brand'`, '=', 'bridgestone')
      .executeTakeFirstOrThrow();
    expect(await total('tires', { brand: 'bridgestone' })).toBe(Number(brand.n));
  });

  it('are cleared with the products by TRUNCATE', async () => {
    await sql`truncate products cascade`.execute(t.db);
    expect(await total('products')).toBe(0);
    const { rows } = await sql<{
      n: number;
    }>`select coalesce(sum(n), 0)::int as n from product_counts`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });
});
