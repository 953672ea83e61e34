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

  it('keeps its per-day and per-deadline figures true through every kind of change to the orders', async () => {
    const id = await vendorId('tires@mawrid.example');
    const HOUR = 3_600_000;
    const now = Date.now();
    const order = (i: number, status: string, placedAgoH: number, deadlineInH: number) => ({
      vendor_id: id,
      order_number: `MW-ROLL-${now}-${i}`,
      status,
      payment_type: 'card',
      total_price: 100 * (i + 1),
      order_date: new Date(now - placedAgoH * HOUR),
      arrival_date: new Date(now + deadlineInH * HOUR),
      customer_name: 'Rollup Customer',
      customer_phone: '01000000000',
      details: JSON.stringify({ items: [] }),
      confirm_by: new Date(now + deadlineInH * HOUR),
      delivered_at: status === 'delivered' ? new Date(now) : null,
      updated_at: new Date(now),
    });
    // Deadlines an hour ago (overdue today), in an hour (due today), days ago and days ahead.
    const made = await t.db
      .insertInto('orders')
      .values([
        order(0, 'pending', 2, -1),
        order(1, 'pending', 30, 1),
        order(2, 'confirmed', 50, -48),
        order(3, 'on_the_way', 3, -1),
        order(4, 'on_the_way', 3, 1),
        order(5, 'delivered', 80, -10),
        order(6, 'confirmed', 1, 72),
      ])
      .returning('id')
      .execute();
    const ids = made.map((r) => r.id);

    const expectTrue = async () => {
      const diff = await one(sql<{ days: string; deadlines: string }>`
        with truth as (
          select vendor_id, (order_date at time zone 'Africa/Cairo')::date as day, count(*) as placed,
            count(*) filter (where status = 'cancelled') as cancelled,
            count(*) filter (where status = 'delivered') as delivered,
            count(*) filter (where status = 'delivered' and delivered_at > arrival_date) as late,
            coalesce(sum(total_price) filter (where status = 'delivered'), 0) as sales
          from orders group by 1, 2),
        kept as (select vendor_id, day, placed, cancelled, delivered, late, sales from order_days
          where placed <> 0 or sales <> 0)
        select
          (select count(*) from ((select * from truth except select * from kept)
            union all (select * from kept except select * from truth)) x) as days,
          (select count(*) from (
            (select o.vendor_id, d.kind, d.day, count(*) from orders o, order_deadline(o) d group by 1, 2, 3
             except select vendor_id, kind, day, n from order_deadlines where n <> 0)
            union all
            (select vendor_id, kind, day, n from order_deadlines where n <> 0
             except select o.vendor_id, d.kind, d.day, count(*) from orders o, order_deadline(o) d group by 1, 2, 3)) y) as deadlines`);
      expect({ days: Number(diff.days), deadlines: Number(diff.deadlines) }).toEqual({
        days: 0,
        deadlines: 0,
      });

      const direct = await one(sql<{ overdue: string; due_today: string; pending: string }>`
        select
          count(*) filter (where (status = 'pending' and confirm_by < now())
            or (status in ('confirmed', 'on_the_way') and arrival_date < now())) as overdue,
          count(*) filter (where status in ('confirmed', 'on_the_way')
            and (arrival_date at time zone 'Africa/Cairo')::date = ${todayInCairo()}::date) as due_today,
          count(*) filter (where status = 'pending') as pending
        from orders where vendor_id = ${id}`);
      const { actions } = (await summary(tires)).body;
      expect(actions).toMatchObject({
        overdue: Number(direct.overdue),
        dueToday: Number(direct.due_today),
        toConfirm: Number(direct.pending),
      });
    };
    await expectTrue();

    // Confirmed, delivered late, cancelled, moved to another day, deadline cleared, and deleted.
    await t.db.updateTable('orders').set({ status: 'confirmed' }).where('id', '=', ids[0]).execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: new Date(now) })
      .where('id', '=', ids[2])
      .execute();
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', ids[1]).execute();
    await t.db
      .updateTable('orders')
      .set({ order_date: new Date(now - 20 * 24 * HOUR), total_price: 999 })
      .where('id', '=', ids[5])
      .execute();
    await t.db.updateTable('orders').set({ arrival_date: null }).where('id', '=', ids[6]).execute();
    await t.db.updateTable('orders').set({ updated_at: new Date() }).where('id', 'in', ids).execute();
    await t.db.deleteFrom('orders').where('id', '=', ids[4]).execute();
    await expectTrue();
    await t.db.deleteFrom('orders').where('id', 'in', ids).execute();
    await expectTrue();
  });

  it('follows the threshold the vendor sets on the profile, and refuses one out of range', async () => {
    const sku = `MID-${Date.now()}`;
    await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ sku, quantity: 15 }),
    });
    await t.db.updateTable('products').set({ status: 'available' }).where('sku', '=', sku).execute();
    const before = (await summary(tires)).body.lowStock;
    const profile = (await t.call({ method: 'GET', url: '/api/v1/profile', token: tires })).json();
    expect(profile.lowStockThreshold).toBe(5);
    const put = (lowStockThreshold: unknown, lang: 'en' | 'ar' = 'en') =>
      t.call({
        method: 'PUT',
        url: '/api/v1/profile',
        token: tires,
        lang,
        payload: {
          name: profile.name,
          email: profile.email,
          companyName: profile.companyName,
          lowStockThreshold,
        },
      });
    const saved = await put(20);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lowStockThreshold).toBe(20);
    const after = (await summary(tires)).body.lowStock;
    expect(after.threshold).toBe(20);
    expect(after.count).toBeGreaterThan(before.count);
    expect(after.items.every((i) => i.quantity <= 20)).toBe(true);
    // Not the other vendor's threshold.
    expect((await summary(parts)).body.lowStock.threshold).toBe(5);

    const refused = await put(-1, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['lowStockThreshold']);
    expect((await summary(tires)).body.lowStock.threshold).toBe(20);
    expect((await put(5)).statusCode).toBe(200);
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
