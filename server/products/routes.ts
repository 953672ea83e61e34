import { PRODUCT_SERVER_FIELDS, productSchemas, type ProductSchema } from '../../schemas';
import { productInput } from '../../schemas/validation';
import { ApiError, orNotFound } from '../errors';
import { idParams, page, refusals, type Api, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import { filterableFields, sortableFields } from './columns';
import { productRecord } from './contract';
import type { ProductService } from './service';

/** Drops what the server owns and what an input left empty, before the schema sees the body. */
const cleanBody = async (request: { body: unknown }) => {
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return;
  request.body = productInput(request.body as Record<string, unknown>, PRODUCT_SERVER_FIELDS);
};

/** `GET /<resource>`: a page of the vendor's products of one type (or all of them), with its total. */
const listRoute = (app: Api, products: ProductService, resource: string, schema: ProductSchema | null) =>
  app.get(
    `/${resource}`,
    { schema: { querystring: listQuerystring, response: { 200: page(productRecord(schema)) } } },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sort: sortableFields(schema),
        filter: filterableFields(schema),
        defaultSort: ['id', 'DESC'],
      });
      const { records, total } = await products.list({
        vendorId: request.vendor.id,
        type: schema?.['x-product-type'] ?? null,
        lang: request.lang,
        ...query,
      });
      reply.header('Content-Range', contentRange(resource, query.range[0], records.length, total));
      return records;
    },
  );

/**
 * One resource per product schema (`/tires`, `/batteries`, `/car-parts`…) in ra-data-simple-rest's
 * shape, and `/products` over all types for the simple viewer and the details page.
 */
export const productRoutes: ApiPlugin<{ products: ProductService }> = async (app, { products }) => {
  listRoute(app, products, 'products', null);
  app.get(
    '/products/:id',
    { schema: { params: idParams, response: { 200: productRecord(null) } } },
    async (request) => orNotFound(await products.get(request.vendor.id, request.params.id, null)),
  );

  for (const schema of productSchemas as readonly ProductSchema[]) {
    const resource = schema['x-resource'];
    const record = productRecord(schema);
    await app.register(async (scope: Api) => {
      // A car-parts vendor has no tires, and the reverse: the whole resource is closed to it.
      scope.addHook('onRequest', async (request) => {
        if (!products.mayHold(request.vendor.vendor_type, schema))
          throw new ApiError(403, 'errors.forbidden');
      });

      listRoute(scope, products, resource, schema);

      scope.get(
        `/${resource}/:id`,
        { schema: { params: idParams, response: { 200: record, ...refusals(403) } } },
        async (request) => orNotFound(await products.get(request.vendor.id, request.params.id, schema)),
      );

      scope.post(
        `/${resource}`,
        {
          schema: { body: schema, response: { 201: record, ...refusals(403, 409) } },
          preValidation: cleanBody,
        },
        async (request, reply) =>
          reply.status(201).send(await products.create(request.vendor.id, schema, request.body)),
      );

      scope.put(
        `/${resource}/:id`,
        {
          schema: { params: idParams, body: schema, response: { 200: record, ...refusals(403, 409) } },
          preValidation: cleanBody,
        },
        async (request) =>
          orNotFound(await products.update(request.vendor.id, schema, request.params.id, request.body)),
      );

      scope.delete(
        `/${resource}/:id`,
        { schema: { params: idParams, response: { 200: record, ...refusals(403) } } },
        async (request) => orNotFound(await products.remove(request.vendor.id, request.params.id, schema)),
      );
    });
  }
};
