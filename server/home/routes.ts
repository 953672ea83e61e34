import type { ApiPlugin } from '../http/contract';
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

/** Counts for the home page: products by status, orders by group. */
export const homeRoutes: ApiPlugin<{ products: ProductService; orders: OrderService }> = async (
  app,
  { products, orders },
) => {
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
