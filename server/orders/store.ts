import { sql, type Kysely } from 'kysely';
import { ACTIVE_ORDER_STATUSES } from '../../schemas';
import type { Database, OrderRow } from '../db/tables';
import { containsPattern, integerIds } from '../http/list-query';

/** Fields a list may be sorted by, and their columns. */
export const ORDER_SORT = {
  id: 'id',
  orderNumber: 'order_number',
  orderDate: 'order_date',
  arrivalDate: 'arrival_date',
  totalPrice: 'total_price',
  status: 'status',
  paymentType: 'payment_type',
} as const;
export const ORDER_FILTERS = ['status', 'paymentType', 'group'];

export type OrderListQuery = {
  vendorId: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
};

const values = (v: unknown) => (Array.isArray(v) ? v : [v]).map(String);

/** The orders table, always scoped to one vendor; lookups answer null when nothing matched. */
export const orderStore = (db: Kysely<Database>) => ({
  async list(query: OrderListQuery): Promise<{ rows: OrderRow[]; total: number }> {
    let base = db.selectFrom('orders').where('vendor_id', '=', query.vendorId);
    const { q, id, fields } = query.filter;
    if (id) base = base.where('id', 'in', [-1, ...integerIds(id)]);
    if (q) {
      const like = containsPattern(q);
      base = base.where((eb) =>
        eb.or([eb('order_number', 'ilike', like), eb('customer_name', 'ilike', like)]),
      );
    }
    if (fields.status) base = base.where('status', 'in', values(fields.status));
    if (fields.paymentType) base = base.where('payment_type', 'in', values(fields.paymentType));
    if (fields.group) {
      const active = [...ACTIVE_ORDER_STATUSES];
      base =
        fields.group === 'active'
          ? base.where('status', 'in', active)
          : base.where('status', 'not in', active);
    }
    const [from, to] = query.range;
    const column = ORDER_SORT[query.sort.field as keyof typeof ORDER_SORT];
    const rows = await base
      .selectAll()
      .orderBy(sql.ref(column), query.sort.order === 'DESC' ? 'desc' : 'asc')
      .orderBy('id', 'desc')
      .offset(from)
      .limit(to - from + 1)
      .execute();
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  },

  async find(vendorId: number, id: number): Promise<OrderRow | null> {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  },

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
});

export type OrderStore = ReturnType<typeof orderStore>;
