import { sql, type Kysely } from 'kysely';
import { todayInCairo } from '../../schemas/dates';
import { DEFAULT_LOW_STOCK } from '../../schemas/vendor';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';

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
  const startOfToday = sql`(${today}::date::timestamp at time zone 'Africa/Cairo')`;
  const length = days(from, to);
  const previousFrom = shift(from, -length);

  // Waiting orders by the Cairo day of their deadline (order_deadlines, kept by a trigger); of
  // today's deadlines, those already past are counted from the orders themselves.
  const actions = await sql<{ to_confirm: number; due_today: number; overdue: number }>`
    select
      coalesce(sum(n) filter (where kind = 'confirm'), 0) as to_confirm,
      coalesce(sum(n) filter (where kind = 'deliver' and day = ${today}::date), 0) as due_today,
      coalesce(sum(n) filter (where day < ${today}::date), 0) + (
        select count(*) from orders
        where vendor_id = ${vendorId} and status = 'pending'
          and confirm_by >= ${startOfToday} and confirm_by < ${at}) + (
        select count(*) from orders
        where vendor_id = ${vendorId} and status in ('confirmed', 'on_the_way')
          and arrival_date >= ${startOfToday} and arrival_date < ${at}) as overdue
    from order_deadlines where vendor_id = ${vendorId}`.execute(db);

  // Both periods and every day of this one from order_days (a row per Cairo day, kept by a trigger).
  const periods = await sql<{
    current: string;
    previous: string;
    placed: number;
    cancelled: number;
    delivered: number;
    late: number;
  }>`
    select
      coalesce(sum(sales) filter (where day >= ${from}::date), 0) as current,
      coalesce(sum(sales) filter (where day < ${from}::date), 0) as previous,
      coalesce(sum(placed) filter (where day >= ${from}::date), 0) as placed,
      coalesce(sum(cancelled) filter (where day >= ${from}::date), 0) as cancelled,
      coalesce(sum(delivered) filter (where day >= ${from}::date), 0) as delivered,
      coalesce(sum(late) filter (where day >= ${from}::date), 0) as late
    from order_days
    where vendor_id = ${vendorId} and day between ${previousFrom}::date and ${to}::date`.execute(db);

  const perDay = await sql<{ day: string; orders: number; sales: string }>`
    select to_char(d, 'YYYY-MM-DD') as day, coalesce(o.placed, 0) as orders, coalesce(o.sales, 0) as sales
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join order_days o on o.vendor_id = ${vendorId} and o.day = d::date
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
  const current = Number(p.current);
  const previous = Number(p.previous);
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
