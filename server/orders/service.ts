import { ACTIVE_ORDER_STATUSES, type Order } from '../../schemas';
import type { OrderRow } from '../db/tables';
import type { OrderListQuery, OrderStore } from './store';

const isActive = (status: string) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

/** An order as the API answers it. */
export const toOrder = (row: OrderRow) => ({
  ...(row.details as Record<string, unknown>),
  id: row.id,
  orderNumber: row.order_number,
  status: row.status as Order['status'],
  paymentType: row.payment_type as Order['paymentType'],
  totalPrice: Number(row.total_price),
  orderDate: new Date(row.order_date).toISOString(),
  arrivalDate: row.arrival_date ? new Date(row.arrival_date).toISOString() : null,
  customerName: row.customer_name,
  group: isActive(row.status) ? ('active' as const) : ('previous' as const),
});

/** A vendor's orders: read, and counted by the spec's groups (active, previous). */
export const orderService = (store: OrderStore) => ({
  async list(query: OrderListQuery) {
    const { rows, total } = await store.list(query);
    return { orders: rows.map(toOrder), total };
  },

  async get(vendorId: number, id: number) {
    const row = await store.find(vendorId, id);
    return row && toOrder(row);
  },

  async countByGroup(vendorId: number) {
    const byStatus = await store.countByStatus(vendorId);
    let active = 0;
    let previous = 0;
    for (const [status, n] of Object.entries(byStatus)) {
      if (isActive(status)) active += n;
      else previous += n;
    }
    return { active, previous };
  },
});

export type OrderService = ReturnType<typeof orderService>;
