import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVE_ORDER_STATUSES } from '../../schemas';
import type { Database } from '../db/tables';

/** Counts for the home page: products by status, orders by group. */
export const statsRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  app.get('/stats', async (request) => {
    const vendorId = request.vendor.id;
    const products = await opts.db
      .selectFrom('products')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('vendor_id', '=', vendorId)
      .groupBy('status')
      .execute();
    const orders = await opts.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('vendor_id', '=', vendorId)
      .groupBy('status')
      .execute();
    const byStatus = Object.fromEntries(products.map((r) => [r.status, Number(r.count)]));
    const active = orders
      .filter((r) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(r.status))
      .reduce((n, r) => n + Number(r.count), 0);
    const allOrders = orders.reduce((n, r) => n + Number(r.count), 0);
    return {
      products: {
        available: byStatus.available ?? 0,
        under_review: byStatus.under_review ?? 0,
        not_available: byStatus.not_available ?? 0,
      },
      orders: { active, previous: allOrders - active },
    };
  });
};
