import { orderSchema } from '../../schemas';

const o = orderSchema.properties;

/** An order as the API answers it: the schema's fields, its id and the spec's group. */
export const orderRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'orderNumber', 'status', 'paymentType', 'totalPrice', 'orderDate', 'group'],
  properties: {
    ...o,
    id: { type: 'integer' },
    arrivalDate: { ...o.arrivalDate, type: ['string', 'null'] },
    customerName: { ...o.customerName, type: ['string', 'null'] },
    group: {
      type: 'string',
      enum: ['active', 'previous'],
      description: 'The spec’s active and previous orders',
    },
  },
} as const;
