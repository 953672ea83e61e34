import { lazy } from 'react';
import { withPageTexts } from '../../i18n/page-texts';
import { preloadable } from '../../preloadable';

/** The vendor's orders: the list, and `/dashboard/order-details/{id}` (its own chunk: a map and dialogs). */
export const orders = {
  name: 'orders',
  // Its tabs and date filter stay out of the code every other list loads.
  list: preloadable(withPageTexts(() => import('./OrderList').then((m) => ({ default: m.OrderList })))),
  details: lazy(withPageTexts(() => import('./OrderDetails').then((m) => ({ default: m.OrderDetails })))),
};
