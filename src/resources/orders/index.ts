import { lazy } from 'react';
import { OrderList } from './OrderList';

/** The vendor's orders: the list, and `/dashboard/order-details/{id}` (its own chunk: a map and dialogs). */
export const orders = {
  name: 'orders',
  list: OrderList,
  details: lazy(() => import('./OrderDetails').then((m) => ({ default: m.OrderDetails }))),
};
