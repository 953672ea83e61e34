import { orNotFound } from '../errors';
import { idParams, page, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import { orderRecord } from './contract';
import type { OrderService } from './service';
import { ORDER_FILTERS, ORDER_SORT } from './store';

/** The vendor's orders, read-only for now, in ra-data-simple-rest's shape. */
export const orderRoutes: ApiPlugin<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/orders',
    { schema: { querystring: listQuerystring, response: { 200: page(orderRecord) } } },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sort: Object.keys(ORDER_SORT),
        filter: ORDER_FILTERS,
        defaultSort: ['orderDate', 'DESC'],
      });
      const found = await orders.list({ vendorId: request.vendor.id, ...query });
      reply.header('Content-Range', contentRange('orders', query.range[0], found.orders.length, found.total));
      return found.orders;
    },
  );

  app.get('/orders/:id', { schema: { params: idParams, response: { 200: orderRecord } } }, async (request) =>
    orNotFound(await orders.get(request.vendor.id, request.params.id)),
  );
};
