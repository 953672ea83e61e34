import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { todayInCairo } from '../../schemas/dates';
import { build, buildTire } from './helper';

// Issue 14, part 1: the home page's figures, computed by the server over a period of Cairo days,
// checked against direct SQL over the same rows.
const t = await build();
const tires = await t.login('tires');
const parts = await t.login('parts');

const vendorId = async (email: string) =>
  (await t.db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

type Summary = {
  from: string;
  to: string;
  actions: {
    toConfirm: number;
    dueToday: number;
    overdue: number;
    rejected: { count: number; items: unknown[] };
  };
  sales: { total: number; previous: number; change: number | null };
  perDay: { day: string; orders: number; sales: number }[];
  products: Record<string, number>;
  lowStock: { threshold: number; count: number; items: { sku: string; quantity: number }[] };
  licence: { expiresAt: string | null; days: number | null };
  rates: { cancellation: number | null; lateDelivery: number | null };
};

const summary = async (token: string, query = '', lang: 'en' | 'ar' = 'en') => {
  const res = await t.call({ method: 'GET', url: `/api/v1/home/summary${query}`, token, lang });
  return { status: res.statusCode, body: res.json() as Summary & { message?: string } };
};

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

describe('the home summary', () => {
  it('matches direct SQL over the same orders: actions, sales, orders per day, rates', async () => {
    const id = await vendorId('tires@mawrid.example');
    const to = todayInCairo();
    const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await summary(tires);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from, to });
    expect(body.perDay).toHaveLength(30);

    const inPeriod = sql`vendor_id = ${id} and (order_date at time zone 'Africa/Cairo')::date between ${from}::date and ${to}::date`;
    const direct = await one(sql<{
      placed: string;
      sales: string | null;
      cancelled: string;
      pending: string;
    }>`
      select count(*) as placed,
        sum(total_price) filter (where status = 'delivered') as sales,
        count(*) filter (where status = 'cancelled') as cancelled,
        (select count(*) from orders where vendor_id = ${id} and status = 'pending') as pending
      from orders where ${inPeriod}`);
    expect(body.actions.toConfirm).toBe(Number(direct.pending));
    expect(body.sales.total).toBe(Number(direct.sales ?? 0));
    expect(body.perDay.reduce((n, d) => n + d.orders, 0)).toBe(Number(direct.placed));
    expect(body.perDay.reduce((n, d) => n + d.sales, 0)).toBe(Number(direct.sales ?? 0));
    expect(body.rates.cancellation).toBe(
      Number(direct.placed)
        ? Math.round((1000 * Number(direct.cancelled)) / Number(direct.placed)) / 10
        : null,
    );
    expect(body.actions.toConfirm).toBeGreaterThan(0);
    expect(body.actions.overdue).toBeGreaterThanOrEqual(0);

    const products = await t.db
      .selectFrom('products')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('vendor_id', '=', id)
      .groupBy('status')
      .execute();
    for (const p of products) expect(body.products[p.status], p.status).toBe(Number(p.n));
  });

  it('lists low stock from the threshold and the licence countdown; another vendor sees only its own', async () => {
    const sku = `LOW-${Date.now()}`;
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ sku, quantity: 2 }),
    });
    expect(made.statusCode).toBe(201);
    // Moderated (not waiting for review): low stock is about what customers can buy.
    await t.db.updateTable('products').set({ status: 'available' }).where('sku', '=', sku).execute();
    const mine = (await summary(tires)).body;
    expect(mine.lowStock.threshold).toBe(5);
    expect(mine.lowStock.items.map((i) => i.sku)).toContain(sku);
    expect(mine.licence.days).toBeGreaterThan(0);

    const theirs = (await summary(parts)).body;
    expect(theirs.lowStock.items.map((i) => i.sku)).not.toContain(sku);
    const partsId = await vendorId('parts@mawrid.example');
    const partsPending = await one(
      sql<{
        n: string;
      }>`select count(*) as n from orders where vendor_id = ${partsId} and status = 'pending'`,
    );
    expect(theirs.actions.toConfirm).toBe(Number(partsPending.n));
  });

  it('compares a period with the one before it, and refuses an impossible period in the reader’s language', async () => {
    const { body } = await summary(tires, '?from=2026-01-01&to=2026-01-07');
    expect(body.perDay.map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    expect(body.sales.change === null || typeof body.sales.change === 'number').toBe(true);
    const backwards = await summary(tires, '?from=2026-02-01&to=2026-01-01', 'ar');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('اختر فترة من يوم واحد إلى 366 يومًا، تبدأ قبل أن تنتهي.');
    expect((await summary(tires, '?from=2020-01-01&to=2026-01-01')).status).toBe(422);
    expect((await summary(tires, '?from=yesterday')).status).toBe(400);
  });
});
