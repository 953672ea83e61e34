import crypto from 'node:crypto';
import { productCore } from '../../schemas/defs';
import { ApiError } from '../errors';
import { idParams, refusals, type ApiPlugin } from '../http/contract';
import { orderDetails } from '../orders/contract';
import type { OrderService } from '../orders/service';
import { productRecord } from '../products/contract';
import type { ProductService } from '../products/service';
import { demoCustomer } from './customers';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

const waiting = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'type', 'name', 'sku', 'company', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      type: { type: 'string' },
      name: productCore.name,
      sku: { type: 'string' },
      company: { type: 'string' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
} as const;

const reason = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      'x-label': { en: 'Reason', ar: 'السبب' },
      description: 'The vendor reads it on the product page',
    },
  },
} as const;

/**
 * The marketplace moderators' API (D8), for `npm run moderate` on the machine the server runs on:
 * the moderators' token, from this machine only unless MODERATOR_REMOTE says otherwise. Vendors'
 * sessions never reach it.
 */
export const moderationRoutes: ApiPlugin<{
  products: ProductService;
  orders: OrderService;
  token: string;
  remote: boolean;
  findVendor: (email: string) => Promise<{ id: number } | null>;
}> = async (app, { products, orders, token, remote, findVendor }) => {
  app.addHook('onRequest', async (request) => {
    const sent = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const near = remote || LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!near || !sent || !sameToken(sent, token)) throw new ApiError(401, 'errors.unauthorized');
  });
  const config = { public: true, moderator: true };

  app.get('/moderation/products', { schema: { response: { 200: waiting } }, config }, () =>
    products.pending(),
  );

  const decided = (outcome: Awaited<ReturnType<ProductService['approve']>>) => {
    if (outcome === 'missing') throw new ApiError(404, 'errors.notFound');
    if (outcome === 'state') throw new ApiError(409, 'moderation.notWaiting');
    return outcome;
  };

  app.post(
    '/moderation/products/:id/approve',
    { schema: { params: idParams, response: { 200: productRecord(null), ...refusals(409) } }, config },
    async (request) => decided(await products.approve(request.params.id)),
  );

  app.post(
    '/moderation/products/:id/reject',
    {
      schema: { params: idParams, body: reason, response: { 200: productRecord(null), ...refusals(409) } },
      config,
    },
    async (request) => decided(await products.reject(request.params.id, request.body.reason.trim())),
  );

  // The marketplace's side of orders (D8): a customer's order for a vendor, and a cancellation.
  app.post(
    '/moderation/orders',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['vendor'],
          properties: { vendor: { type: 'string', maxLength: 254, description: 'The vendor’s email' } },
        },
        response: { 201: orderDetails, ...refusals(409) },
      },
      config,
    },
    async (request, reply) => {
      const vendor = await findVendor(request.body.vendor.trim().toLowerCase());
      if (!vendor) throw new ApiError(404, 'errors.notFound');
      const placed = await orders.place(vendor.id, demoCustomer());
      if (!placed) throw new ApiError(409, 'moderation.nothingToOrder');
      return reply.status(201).send((await orders.get(vendor.id, placed.id))!);
    },
  );

  app.post(
    '/moderation/orders/:id/cancel',
    { schema: { params: idParams, body: reason, response: { 200: orderDetails, ...refusals(409) } }, config },
    async (request) => {
      const row = await orders.cancelFor('customer', request.params.id, request.body.reason.trim());
      return (await orders.get(row.vendor_id, row.id))!;
    },
  );
};
