import { sql, type Kysely } from 'kysely';
import { todayInCairo } from '../../schemas/dates';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';

/** Products with this many or fewer in stock are "low" unless the vendor set its own threshold. */
export const DEFAULT_LOW_STOCK = 5;
const LISTED = 5;
const DAY = 86_400_000;

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
const shift = (date: string, n: number) => new Date(Date.parse(date) + n * DAY).toISOString().slice(0, 10);
const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/**
 * The home page's figures for one vendor over a period of Cairo days (`from`–`to`, inclusive),
 * computed by the database: what needs action now, sales against the period before, orders and
 * sales per day, products by status, low stock, the licence's expiry, cancellation and late
 * delivery rates. Never a page of records added up in the browser.
 */
export const homeSummary = async (
  db: Kysely<Database>,
  now: Clock,
  vendorId: number,
  from: string,
  to: string,
) => {
  const at = now();
  const today = todayInCairo(at);
  const cairo = (column: string) => sql`(${sql.ref(column)} at time zone 'Africa/Cairo')::date`;
  const length = days(from, to);
  const previousFrom = shift(from, -length);

  const actions = await sql<{ to_confirm: number; due_today: number; overdue: number }>`
    select
      count(*) filter (where status = 'pending') as to_confirm,
      count(*) filter (where status in ('confirmed', 'on_the_way') and ${cairo('arrival_date')} = ${today}::date) as due_today,
      count(*) filter (where (status = 'pending' and confirm_by < ${at})
        or (status in ('confirmed', 'on_the_way') and arrival_date < ${at})) as overdue
    from orders where vendor_id = ${vendorId}`.execute(db);

  const periods = await sql<{
    current: string | null;
    previous: string | null;
    placed: number;
    cancelled: number;
    delivered: number;
    late: number;
  }>`
    select
      sum(total_price) filter (where status = 'delivered' and ${cairo('order_date')} between ${from}::date and ${to}::date) as current,
      sum(total_price) filter (where status = 'delivered' and ${cairo('order_date')} between ${previousFrom}::date and (${from}::date - 1)) as previous,
      count(*) filter (where ${cairo('order_date')} between ${from}::date and ${to}::date) as placed,
      count(*) filter (where status = 'cancelled' and ${cairo('order_date')} between ${from}::date and ${to}::date) as cancelled,
      count(*) filter (where status = 'delivered' and ${cairo('order_date')} between ${from}::date and ${to}::date) as delivered,
      count(*) filter (where status = 'delivered' and delivered_at > arrival_date and ${cairo('order_date')} between ${from}::date and ${to}::date) as late
    from orders where vendor_id = ${vendorId}
      and order_date >= ${previousFrom}::date - 1 and order_date < ${to}::date + 2`.execute(db);

  // The period's orders counted once by day, then laid over every day of it (empty days are 0).
  const perDay = await sql<{ day: string; orders: number; sales: string }>`
    with per as (
      select ${cairo('order_date')} as day, count(*) as orders,
        sum(total_price) filter (where status = 'delivered') as sales
      from orders
      where vendor_id = ${vendorId} and order_date >= ${from}::date - 1 and order_date < ${to}::date + 2
        and ${cairo('order_date')} between ${from}::date and ${to}::date
      group by 1)
    select to_char(d, 'YYYY-MM-DD') as day, coalesce(per.orders, 0) as orders, coalesce(per.sales, 0) as sales
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join per on per.day = d::date
    order by d`.execute(db);

  const vendor = await db
    .selectFrom('vendors')
    .select('profile')
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
  const profile = vendor.profile as { lowStockThreshold?: number; companyLicense?: { expiresAt?: string } };
  const threshold = profile.lowStockThreshold ?? DEFAULT_LOW_STOCK;
  const low = await db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'quantity', 'type', sql<number>`count(*) over ()`.as('total')])
    .where('vendor_id', '=', vendorId)
    .where('status', '!=', 'under_review')
    .where('quantity', '<=', threshold)
    .orderBy('quantity')
    .orderBy('id')
    .limit(LISTED)
    .execute();
  const rejected = await db
    .selectFrom('products')
    .select(['id', 'name', 'type', 'rejection_reason', sql<number>`count(*) over ()`.as('total')])
    .where('vendor_id', '=', vendorId)
    .where('rejection_reason', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(LISTED)
    .execute();
  const byStatus = await db
    .selectFrom('products')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('vendor_id', '=', vendorId)
    .groupBy('status')
    .execute();

  const a = actions.rows[0];
  const p = periods.rows[0];
  const current = Number(p.current ?? 0);
  const previous = Number(p.previous ?? 0);
  const expiresAt = profile.companyLicense?.expiresAt ?? null;
  const count = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  return {
    from,
    to,
    actions: {
      toConfirm: Number(a.to_confirm),
      dueToday: Number(a.due_today),
      overdue: Number(a.overdue),
      rejected: {
        count: Number(rejected[0]?.total ?? 0),
        items: rejected.map((r) => ({
          id: r.id,
          name: r.name,
          type: r.type,
          reason: r.rejection_reason ?? '',
        })),
      },
    },
    sales: {
      total: current,
      previous,
      change: previous ? Math.round((1000 * (current - previous)) / previous) / 10 : null,
    },
    perDay: perDay.rows.map((r) => ({ day: r.day, orders: Number(r.orders), sales: Number(r.sales) })),
    products: {
      available: count('available'),
      under_review: count('under_review'),
      not_available: count('not_available'),
    },
    lowStock: {
      threshold,
      count: Number(low[0]?.total ?? 0),
      items: low.map((r) => ({ id: r.id, name: r.name, sku: r.sku, type: r.type, quantity: r.quantity })),
    },
    licence: { expiresAt, days: expiresAt ? days(today, expiresAt) - 1 : null },
    rates: {
      cancellation: percent(Number(p.cancelled), Number(p.placed)),
      lateDelivery: percent(Number(p.late), Number(p.delivered)),
    },
  };
};

export type HomeSummary = Awaited<ReturnType<typeof homeSummary>>;
