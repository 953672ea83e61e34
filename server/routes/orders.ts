import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ACTIVE_ORDER_STATUSES } from '../../schemas';
import type { Database, OrderRow } from '../db/tables';
import { notFound } from '../errors';
import {
  containsPattern,
  contentRange,
  integerIds,
  listQuerystring,
  parseListQuery,
  type RawListQuery,
} from './list-query';

const SORT_COLUMNS = {
  id: 'id',
  orderNumber: 'order_number',
  orderDate: 'order_date',
  arrivalDate: 'arrival_date',
  totalPrice: 'total_price',
  status: 'status',
  paymentType: 'payment_type',
} as const;

const toOrder = (row: OrderRow) => ({
  ...(row.details as Record<string, unknown>),
  id: row.id,
  orderNumber: row.order_number,
  status: row.status,
  paymentType: row.payment_type,
  totalPrice: Number(row.total_price),
  orderDate: new Date(row.order_date).toISOString(),
  arrivalDate: row.arrival_date ? new Date(row.arrival_date).toISOString() : null,
  customerName: row.customer_name,
  group: (ACTIVE_ORDER_STATUSES as readonly string[]).includes(row.status) ? 'active' : 'previous',
});

export const orderRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  const { db } = opts;

  app.get(
    '/orders',
    { schema: { querystring: listQuerystring } },
    async (request: FastifyRequest<{ Querystring: RawListQuery }>, reply: FastifyReply) => {
      const query = parseListQuery(request.query, {
        sort: Object.keys(SORT_COLUMNS),
        filter: ['status', 'paymentType', 'group'],
        defaultSort: ['orderDate', 'DESC'],
      });
      let base = db.selectFrom('orders').where('vendor_id', '=', request.vendor.id);
      const { q, id, fields } = query.filter;
      if (id) base = base.where('id', 'in', [-1, ...integerIds(id)]);
      if (q) {
        const like = containsPattern(q);
        base = base.where((eb) =>
          eb.or([eb('order_number', 'ilike', like), eb('customer_name', 'ilike', like)]),
        );
      }
      const values = (v: unknown) => (Array.isArray(v) ? v : [v]).map(String);
      if (fields.status) base = base.where('status', 'in', values(fields.status));
      if (fields.paymentType) base = base.where('payment_type', 'in', values(fields.paymentType));
      if (fields.group) {
        const active = [...ACTIVE_ORDER_STATUSES];
        base =
          fields.group === 'active'
            ? base.where('status', 'in', active)
            : base.where('status', 'not in', active);
      }
      const [from, to] = query.range;
      const column = SORT_COLUMNS[query.sort.field as keyof typeof SORT_COLUMNS];
      const rows = await base
        .selectAll()
        .orderBy(sql.ref(column), query.sort.order === 'DESC' ? 'desc' : 'asc')
        .orderBy('id', 'desc')
        .offset(from)
        .limit(to - from + 1)
        .execute();
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      reply.header('Content-Range', contentRange('orders', from, rows.length, Number(total)));
      return rows.map(toOrder);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('vendor_id', '=', request.vendor.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return toOrder(row);
    },
  );
};
