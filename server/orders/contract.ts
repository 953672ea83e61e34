import { orderSchema } from '../../schemas';
import { ORDER_ACTIONS } from '../../schemas/order-flow';

const o = orderSchema.properties;
// Null until it happens (or when the marketplace did not say): the schema's field, or null.
const date = { type: ['string', 'null'], format: 'date-time' } as const;
const text = { type: ['string', 'null'] } as const;

/** An order as the API answers it: the schema's fields, its id, the spec's group and whether it is late. */
export const orderRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'orderNumber', 'status', 'paymentType', 'totalPrice', 'orderDate', 'group', 'overdue'],
  properties: {
    ...o,
    id: { type: 'integer' },
    arrivalDate: { ...date, 'x-label': o.arrivalDate['x-label'] },
    confirmBy: { ...date, 'x-label': o.confirmBy['x-label'] },
    deliveredAt: { ...date, 'x-label': o.deliveredAt['x-label'] },
    customerName: { ...text, 'x-label': o.customerName['x-label'] },
    customerPhone: { ...text, 'x-label': o.customerPhone['x-label'] },
    cancelledBy: { ...text, enum: [...o.cancelledBy.enum, null], 'x-label': o.cancelledBy['x-label'] },
    cancelReason: { ...text, 'x-label': o.cancelReason['x-label'] },
    collectedAmount: { type: ['number', 'null'], 'x-label': o.collectedAmount['x-label'] },
    group: {
      type: 'string',
      enum: ['active', 'previous'],
      description: 'The spec’s active and previous orders',
    },
    overdue: {
      type: 'boolean',
      description: 'New and not confirmed by confirmBy, or accepted and not delivered by arrivalDate',
    },
  },
} as const;

/** One order with its timeline and what the vendor may do with it now. */
export const orderDetails = {
  ...orderRecord,
  required: [...orderRecord.required, 'events', 'actions'],
  properties: {
    ...orderRecord.properties,
    events: {
      type: 'array',
      description: 'Every transition, oldest first',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'actor', 'kind', 'fromStatus', 'toStatus', 'reason'],
        properties: {
          at: { type: 'string', format: 'date-time' },
          actor: { type: 'string', enum: ['vendor', 'customer', 'marketplace', 'system'] },
          kind: {
            type: 'string',
            enum: [
              'placed',
              'confirmed',
              'rejected',
              'shipped',
              'attempt_failed',
              'delivered',
              'cancelled',
              'overdue',
            ],
          },
          fromStatus: { type: ['string', 'null'] },
          toStatus: { type: ['string', 'null'] },
          reason: { type: ['string', 'null'] },
        },
      },
    },
    actions: {
      type: 'array',
      description: 'The actions valid in this state',
      items: { type: 'string', enum: Object.keys(ORDER_ACTIONS) as (keyof typeof ORDER_ACTIONS)[] },
    },
  },
} as const;

export const confirmedMany = {
  type: 'object',
  additionalProperties: false,
  required: ['confirmed', 'skipped'],
  properties: {
    confirmed: { type: 'array', items: { type: 'integer' } },
    skipped: { type: 'array', items: { type: 'integer' }, description: 'Orders that had moved on' },
  },
} as const;
