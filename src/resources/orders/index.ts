import { OrderList } from './OrderList';

/** The vendor's orders. */
export const orders = { name: 'orders', list: OrderList };
