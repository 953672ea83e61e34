import { sql, type Insertable, type Kysely, type UpdateObject } from 'kysely';
import { ACTIVE_ORDER_STATUSES } from '../../schemas';
import type { Database, OrderEventRow, OrderRow, OrdersTable } from '../db/tables';
import { containsPattern, integerIds } from '../http/list-query';

/** Fields a list may be sorted by, and their columns. */
export const ORDER_SORT = {
  id: 'id',
  orderNumber: 'order_number',
  orderDate: 'order_date',
  arrivalDate: 'arrival_date',
  confirmBy: 'confirm_by',
  totalPrice: 'total_price',
  status: 'status',
  paymentType: 'payment_type',
} as const;
/** Filters besides `q` and `id`: `orderDateFrom`/`orderDateTo` bound the order date (ISO dates). */
export const ORDER_FILTERS = ['status', 'paymentType', 'group', 'overdue', 'orderDateFrom', 'orderDateTo'];

export type OrderListQuery = {
  vendorId: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
  now: Date;
};

export type NewOrderEvent = Omit<OrderEventRow, 'id'>;

const values = (v: unknown) => (Array.isArray(v) ? v : [v]).map(String);
const ACTIVE = [...ACTIVE_ORDER_STATUSES];

/** The orders table and the order events; every vendor's query is scoped to that vendor. */
export const orderStore = (db: Kysely<Database>) => ({
  async list(query: OrderListQuery): Promise<{ rows: OrderRow[]; total: number }> {
    let base = db.selectFrom('orders').where('vendor_id', '=', query.vendorId);
    const { q, id, fields } = query.filter;
    if (id) base = base.where('id', 'in', [-1, ...integerIds(id)]);
    if (q) {
      const like = containsPattern(q);
      base = base.where((eb) =>
        eb.or([
          eb('order_number', 'ilike', like),
          eb('customer_name', 'ilike', like),
          eb('customer_phone', 'ilike', like),
        ]),
      );
    }
    if (fields.status) base = base.where('status', 'in', values(fields.status));
    if (fields.paymentType) base = base.where('payment_type', 'in', values(fields.paymentType));
    if (fields.group)
      base =
        fields.group === 'active'
          ? base.where('status', 'in', ACTIVE)
          : base.where('status', 'not in', ACTIVE);
    const day = (v: unknown) => {
      const d = new Date(String(v));
      return Number.isNaN(d.getTime()) ? null : d;
    };
    const from = day(fields.orderDateFrom);
    const to = day(fields.orderDateTo);
    if (from) base = base.where('order_date', '>=', from);
    if (to) base = base.where('order_date', '<', new Date(to.getTime() + 24 * 3600_000));
    if (String(fields.overdue) === 'true')
      base = base.where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('confirm_by', '<', query.now)]),
          eb.and([eb('status', 'in', ['confirmed', 'on_the_way']), eb('arrival_date', '<', query.now)]),
        ]),
      );
    const [first, last] = query.range;
    const column = ORDER_SORT[query.sort.field as keyof typeof ORDER_SORT];
    const direction = query.sort.order === 'DESC' ? sql`desc` : sql`asc`;
    const rows = await base
      .selectAll()
      .orderBy(sql`${sql.ref(column)} ${direction} nulls last`)
      .orderBy('id', 'desc')
      .offset(first)
      .limit(last - first + 1)
      .execute();
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  },

  /** One of the vendor's orders; any vendor's for the marketplace (vendorId null). */
  async find(vendorId: number | null, id: number): Promise<OrderRow | null> {
    let query = db.selectFrom('orders').selectAll().where('id', '=', id);
    if (vendorId !== null) query = query.where('vendor_id', '=', vendorId);
    return (await query.executeTakeFirst()) ?? null;
  },

  /**
   * Moves an order on, only from the statuses given: the check and the change are one statement,
   * so two people acting at once cannot both move it. Null when it was not in one of them.
   */
  async move(
    vendorId: number | null,
    id: number,
    from: readonly string[],
    set: UpdateObject<Database, 'orders', 'orders'>,
  ): Promise<OrderRow | null> {
    let query = db
      .updateTable('orders')
      .set(set)
      .where('id', '=', id)
      .where('status', 'in', [...from]);
    if (vendorId !== null) query = query.where('vendor_id', '=', vendorId);
    return (await query.returningAll().executeTakeFirst()) ?? null;
  },

  insert: (row: Insertable<OrdersTable>) =>
    db.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow(),

  async addEvents(events: NewOrderEvent[]) {
    if (events.length) await db.insertInto('order_events').values(events).execute();
  },

  /**
   * Writes an `overdue` event for each order that has just gone past a deadline (confirm by, or
   * deliver by the arrival date), once per deadline; returns the orders flagged now.
   */
  async flagOverdue(at: Date) {
    const late = await sql<{ order_id: number; vendor_id: number }>`
      insert into order_events (order_id, vendor_id, at, actor, kind, from_status, to_status)
      select id, vendor_id, ${at}, 'system', 'overdue', status, status from orders
      where (status = 'pending' and confirm_by < ${at})
         or (status in ('confirmed', 'on_the_way') and arrival_date < ${at})
      on conflict do nothing
      returning order_id, vendor_id`.execute(db);
    return late.rows;
  },

  events: (orderId: number) =>
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

  /** How many of the vendor's orders are in each status. */
  async countByStatus(vendorId: number): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('vendor_id', '=', vendorId)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },

  /** The next order number: the year and a serial above every number used so far. */
  async nextNumber(at: Date) {
    const { max } = await db
      .selectFrom('orders')
      .select(sql<number>`coalesce(max(substring(order_number from '[0-9]+$')::int), 0)`.as('max'))
      .executeTakeFirstOrThrow();
    return `MW-${at.getUTCFullYear()}-${String(Number(max) + 1).padStart(6, '0')}`;
  },
});

export type OrderStore = ReturnType<typeof orderStore>;
