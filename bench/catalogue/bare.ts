import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/tables';
import { contentRange } from '../../server/http/list-query';
import { toRecord } from '../../server/products/columns';
import { productStore, type ListQuery } from '../../server/products/store';

/** The first page of a vendor's products, newest first: what the dashboard asks for most. */
export const firstPage = (vendorId: number): ListQuery => ({
  vendorId,
  type: null,
  lang: 'ar',
  sort: { field: 'id', order: 'DESC' },
  range: [0, 24],
  filter: { fields: {} },
});

/**
 * The floor for the list endpoint: a Fastify route with no plugins, no session and no query
 * parsing, answering the same page with the same store call and the same JSON.
 */
export const bareApp = (db: Kysely<Database>, vendorId: number) => {
  const app = Fastify({ logger: false });
  const store = productStore(db);
  app.get('/products', async (_request, reply) => {
    const { rows, total } = await store.list(firstPage(vendorId));
    reply.header('Content-Range', contentRange('products', 0, rows.length, total));
    return rows.map(toRecord);
  });
  return app;
};
