import type { Kysely } from 'kysely';
import { todayInCairo } from '../../schemas/dates';
import { productCore } from '../../schemas/defs';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';
import { ApiError } from '../errors';
import { refusals, type ApiPlugin } from '../http/contract';
import { homeSummary } from './summary';
import type { OrderService } from '../orders/service';
import type { ProductService } from '../products/service';

const count = { type: 'integer', minimum: 0 } as const;
const stats = {
  type: 'object',
  additionalProperties: false,
  required: ['products', 'orders'],
  properties: {
    products: {
      type: 'object',
      additionalProperties: false,
      required: ['available', 'under_review', 'not_available'],
      properties: { available: count, under_review: count, not_available: count },
    },
    orders: {
      type: 'object',
      additionalProperties: false,
      required: ['active', 'previous'],
      properties: { active: count, previous: count },
    },
  },
} as const;

const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const num = { type: 'number' } as const;
const rate = {
  type: ['number', 'null'],
  description: 'Percent, one decimal; null when nothing to count',
} as const;
const named = { id: count, name: productCore.name, type: { type: 'string' } } as const;
const rejectedItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'type', 'reason'],
  properties: { ...named, reason: { type: 'string' } },
} as const;
const lowItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'type', 'sku', 'quantity'],
  properties: { ...named, sku: { type: 'string' }, quantity: count },
} as const;

const summaryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: day, to: day },
} as const;

const summary = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'actions', 'sales', 'perDay', 'products', 'lowStock', 'licence', 'rates'],
  properties: {
    from: day,
    to: day,
    actions: {
      type: 'object',
      additionalProperties: false,
      required: ['toConfirm', 'dueToday', 'overdue', 'rejected'],
      properties: {
        toConfirm: count,
        dueToday: count,
        overdue: count,
        rejected: {
          type: 'object',
          additionalProperties: false,
          required: ['count', 'items'],
          properties: {
            count,
            items: { type: 'array', items: rejectedItem },
          },
        },
      },
    },
    sales: {
      type: 'object',
      additionalProperties: false,
      required: ['total', 'previous', 'change'],
      properties: { total: num, previous: num, change: rate },
    },
    perDay: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day', 'orders', 'sales'],
        properties: { day, orders: count, sales: num },
      },
    },
    products: stats.properties.products,
    lowStock: {
      type: 'object',
      additionalProperties: false,
      required: ['threshold', 'count', 'items'],
      properties: {
        threshold: count,
        count,
        items: {
          type: 'array',
          items: lowItem,
        },
      },
    },
    licence: {
      type: 'object',
      additionalProperties: false,
      required: ['expiresAt', 'days'],
      properties: { expiresAt: { type: ['string', 'null'] }, days: { type: ['integer', 'null'] } },
    },
    rates: {
      type: 'object',
      additionalProperties: false,
      required: ['cancellation', 'lateDelivery'],
      properties: { cancellation: rate, lateDelivery: rate },
    },
  },
} as const;

/** The longest period the summary covers: a year, so one request stays cheap. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Counts for the home page (products by status, orders by group), and its summary over a period. */
export const homeRoutes: ApiPlugin<{
  products: ProductService;
  orders: OrderService;
  db: Kysely<Database>;
  now: Clock;
}> = async (app, { products, orders, db, now }) => {
  app.get(
    '/home/summary',
    { schema: { querystring: summaryQuery, response: { 200: summary, ...refusals(422) } } },
    async (request) => {
      const to = request.query.to ?? todayInCairo(now());
      const from = request.query.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
      const length = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (!(length >= 1 && length <= MAX_DAYS)) throw new ApiError(422, 'home.badPeriod', { days: MAX_DAYS });
      return homeSummary(db, now, request.vendor.id, from, to);
    },
  );

  app.get('/stats', { schema: { response: { 200: stats } } }, async (request) => {
    const byStatus = await products.countByStatus(request.vendor.id);
    return {
      products: {
        available: byStatus.available ?? 0,
        under_review: byStatus.under_review ?? 0,
        not_available: byStatus.not_available ?? 0,
      },
      orders: await orders.countByGroup(request.vendor.id),
    };
  });
};
