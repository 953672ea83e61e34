import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PRODUCT_SERVER_FIELDS, productSchemas, type ProductSchema } from '../../schemas';
import { productInput } from '../../schemas/validation';
import { filterableFields, listProducts, sortableFields, toColumns, toRecord } from '../db/products-store';
import type { Database } from '../db/tables';
import { ApiError, notFound } from '../errors';
import { contentRange, listQuerystring, parseListQuery, type RawListQuery } from './list-query';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Changing only these keeps a product's status; any other change sends it back to review (D9). */
const LIVE_FIELDS = new Set(['price', 'discountPrice', 'quantity']);

/** Drops what the server owns and what an input left empty, before the schema sees the body. */
const cleanBody = async (request: FastifyRequest) => {
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return;
  request.body = productInput(request.body as Record<string, unknown>, PRODUCT_SERVER_FIELDS);
};

const needsReview = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].some(
    (k) =>
      !LIVE_FIELDS.has(k) &&
      !PRODUCT_SERVER_FIELDS.includes(k) &&
      JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
};

export const productRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  const { db } = opts;

  const findOwn = async (vendorId: number, id: number, type: string | null) => {
    let query = db.selectFrom('products').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id);
    if (type) query = query.where('type', '=', type);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const list = (resource: string, schema: ProductSchema | null) => ({
    schema: { querystring: listQuerystring },
    handler: async (
      request: FastifyRequest<{ Querystring: RawListQuery }>,
      reply: import('fastify').FastifyReply,
    ) => {
      const query = parseListQuery(request.query, {
        sort: sortableFields(schema),
        filter: filterableFields(schema),
        defaultSort: ['id', 'DESC'],
      });
      const { rows, total } = await listProducts(db, {
        vendorId: request.vendor.id,
        type: schema?.['x-product-type'] ?? null,
        ...query,
      });
      reply.header('Content-Range', contentRange(resource, query.range[0], rows.length, total));
      return rows.map(toRecord);
    },
  });

  // All of a vendor's products, whatever their type: the simple product viewer and the details page.
  app.get('/products', list('products', null));
  app.get<{ Params: { id: number } }>('/products/:id', { schema: { params: idParams } }, async (request) =>
    toRecord(await findOwn(request.vendor.id, request.params.id, null)),
  );

  for (const schema of productSchemas) {
    const resource = schema['x-resource'];
    const type = schema['x-product-type'];
    const allowedTypes: readonly string[] = schema['x-vendor-types'];

    await app.register(async (scope) => {
      // A car-parts vendor has no tires, and the reverse: the whole resource is closed to it.
      scope.addHook('onRequest', async (request) => {
        if (!allowedTypes.includes(request.vendor.vendor_type)) throw new ApiError(403, 'errors.forbidden');
      });

      scope.get(`/${resource}`, list(resource, schema));

      scope.get<{ Params: { id: number } }>(
        `/${resource}/:id`,
        { schema: { params: idParams } },
        async (request) => toRecord(await findOwn(request.vendor.id, request.params.id, type)),
      );

      scope.post<{ Body: Record<string, unknown> }>(
        `/${resource}`,
        { schema: { body: schema }, preValidation: cleanBody },
        async (request, reply) => {
          const row = await db
            .insertInto('products')
            .values({
              ...toColumns(request.body),
              vendor_id: request.vendor.id,
              type,
              status: 'under_review',
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return reply.status(201).send(toRecord(row));
        },
      );

      scope.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
        `/${resource}/:id`,
        { schema: { params: idParams, body: schema }, preValidation: cleanBody },
        async (request) => {
          const before = await findOwn(request.vendor.id, request.params.id, type);
          const review = needsReview(toRecord(before), request.body);
          const row = await db
            .updateTable('products')
            .set({
              ...toColumns(request.body),
              updated_at: new Date(),
              ...(review ? { status: 'under_review', rejection_reason: null } : {}),
            })
            .where('id', '=', before.id)
            .where('vendor_id', '=', request.vendor.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toRecord(row);
        },
      );

      scope.delete<{ Params: { id: number } }>(
        `/${resource}/:id`,
        { schema: { params: idParams } },
        async (request) => {
          const row = await findOwn(request.vendor.id, request.params.id, type);
          await db
            .deleteFrom('products')
            .where('id', '=', row.id)
            .where('vendor_id', '=', request.vendor.id)
            .execute();
          return toRecord(row);
        },
      );
    });
  }
};
