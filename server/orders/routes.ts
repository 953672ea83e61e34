import { bulkConfirmSchema, deliverSchema, reasonSchema } from '../../schemas/order-flow';
import { orNotFound } from '../errors';
import { idParams, page, refusals, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import { confirmedMany, orderDetails, orderRecord } from './contract';
import type { OrderService } from './service';
import { ORDER_FILTERS, ORDER_SORT } from './store';

/** The vendor's orders in ra-data-simple-rest's shape, and one route per transition (schemas/order-flow.ts). */
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

  app.get('/orders/:id', { schema: { params: idParams, response: { 200: orderDetails } } }, async (request) =>
    orNotFound(await orders.get(request.vendor.id, request.params.id)),
  );

  // Each answers the order as it now is, or 409 when it had moved on from the state the action needs.
  const moved = { 200: orderDetails, ...refusals(409) };
  app.post('/orders/:id/confirm', { schema: { params: idParams, response: moved } }, async (request) =>
    orNotFound(await orders.confirm(request.vendor.id, request.params.id)),
  );
  app.post(
    '/orders/:id/reject',
    { schema: { params: idParams, body: reasonSchema, response: moved } },
    async (request) =>
      orNotFound(await orders.reject(request.vendor.id, request.params.id, request.body.reason.trim())),
  );
  app.post('/orders/:id/ship', { schema: { params: idParams, response: moved } }, async (request) =>
    orNotFound(await orders.ship(request.vendor.id, request.params.id)),
  );
  app.post(
    '/orders/:id/handover-code',
    { schema: { params: idParams, response: { ...moved, ...refusals(429) } } },
    async (request) => orNotFound(await orders.resendCode(request.vendor.id, request.params.id)),
  );
  app.post(
    '/orders/:id/attempt-failed',
    { schema: { params: idParams, body: reasonSchema, response: moved } },
    async (request) =>
      orNotFound(
        await orders.attemptFailed(request.vendor.id, request.params.id, request.body.reason.trim()),
      ),
  );
  app.post(
    '/orders/:id/deliver',
    { schema: { params: idParams, body: deliverSchema, response: moved } },
    async (request) => orNotFound(await orders.deliver(request.vendor.id, request.params.id, request.body)),
  );
  app.post(
    '/orders/confirm',
    { schema: { body: bulkConfirmSchema, response: { 200: confirmedMany } } },
    async (request) => orders.confirmMany(request.vendor.id, request.body.ids),
  );
};
