/**
 * The order lifecycle (decisions.md left it to us), for both ends: the API enforces it, the
 * dashboard offers only the actions valid in an order's state.
 *
 *   pending ──confirm──▶ confirmed ──ship──▶ on_the_way ──deliver (handover code)──▶ delivered
 *      │                    ▲                    │
 *      └─reject (reason)─┐  └─attempt failed─────┘  (the third failed attempt cancels)
 *                        ▼
 *                    cancelled  ◀── the customer or the marketplace, any time before delivery
 */
export const ORDER_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  reject: { from: ['pending'], to: 'cancelled' },
  ship: { from: ['confirmed'], to: 'on_the_way' },
  attemptFailed: { from: ['on_the_way'], to: 'confirmed' },
  deliver: { from: ['on_the_way'], to: 'delivered' },
} as const;

export type OrderAction = keyof typeof ORDER_ACTIONS;
export type OrderStatus = 'pending' | 'confirmed' | 'on_the_way' | 'delivered' | 'cancelled';

/** The third failed delivery attempt cancels the order. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** Who may cancel an order that is not yet delivered, besides the vendor's own rejection. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'on_the_way'];

/** The vendor's actions valid in a state, in the order the details page offers them. */
export const actionsFor = (status: string): OrderAction[] =>
  (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((a) =>
    (ORDER_ACTIONS[a].from as readonly string[]).includes(status),
  );

const reason = {
  type: 'string',
  minLength: 1,
  maxLength: 500,
  'x-label': { en: 'Reason', ar: 'السبب' },
} as const;

/** Rejecting a new order, or reporting a failed delivery attempt: a reason the customer is told. */
export const reasonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason },
} as const;

/** Delivering at the door: the customer's handover code, a photo if any, the cash collected. */
export const deliverSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: {
    code: {
      type: 'string',
      minLength: 1,
      maxLength: 12,
      'x-label': { en: 'Handover code', ar: 'رمز الاستلام' },
    },
    photo: { type: 'string', maxLength: 300, 'x-label': { en: 'Photo', ar: 'صورة' } },
    collectedAmount: {
      type: 'number',
      minimum: 0,
      maximum: 10000000,
      'x-label': { en: 'Amount collected', ar: 'المبلغ المحصّل' },
    },
  },
} as const;

/** Confirming several new orders at once. */
export const bulkConfirmSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
} as const;
