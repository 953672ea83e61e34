import type { Order } from '../../../schemas';
import type { OrderAction } from '../../../schemas/order-flow';
import { apiFetch } from '../../providers/httpClient';

/** An order as the API answers it (server/orders/contract.ts). */
export type OrderView = Omit<Order, 'arrivalDate' | 'confirmBy' | 'deliveredAt'> & {
  id: number;
  arrivalDate: string | null;
  confirmBy: string | null;
  deliveredAt: string | null;
  group: 'active' | 'previous';
  overdue: boolean;
};

export type OrderEvent = {
  at: string;
  actor: 'vendor' | 'customer' | 'marketplace' | 'system';
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
};

export type OrderDetails = OrderView & { events: OrderEvent[]; actions: OrderAction[] };

/** The route of each action (schemas/order-flow.ts names them). */
const PATHS: Record<OrderAction | 'resendCode', string> = {
  confirm: 'confirm',
  reject: 'reject',
  ship: 'ship',
  attemptFailed: 'attempt-failed',
  deliver: 'deliver',
  resendCode: 'handover-code',
};

export const fetchOrder = async (id: string | number) =>
  (await apiFetch(`/orders/${id}`)).json as OrderDetails;

/** One transition; the API answers the order as it now is, or refuses (409 when it moved on). */
export const runOrderAction = async (id: number, action: OrderAction | 'resendCode', body: object = {}) =>
  (await apiFetch(`/orders/${id}/${PATHS[action]}`, { method: 'POST', body: JSON.stringify(body) }))
    .json as OrderDetails;

export const confirmOrders = async (ids: number[]) =>
  (await apiFetch('/orders/confirm', { method: 'POST', body: JSON.stringify({ ids }) })).json as {
    confirmed: number[];
    skipped: number[];
  };

/** How many active and previous orders the vendor has, from the server's `/stats` (shared with the home page). */
export const fetchOrderCounts = async () =>
  (await apiFetch('/stats')).json as { orders: { active: number; previous: number } };
