import { REFERENCE_KINDS } from '../../schemas/references';
import { page, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import type { ReferenceStore } from './store';

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'parentId'],
  properties: {
    id: { type: 'string' },
    name: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'ar'],
      properties: { en: { type: 'string' }, ar: { type: 'string' } },
    },
    parentId: {
      type: ['string', 'null'],
      description: 'The brand of a model, the category of a sub category',
    },
  },
} as const;

/** The lists product forms choose from; read-only, in ra-data-simple-rest's shape. */
export const referenceRoutes: ApiPlugin<{ reference: ReferenceStore }> = async (app, { reference }) => {
  for (const kind of REFERENCE_KINDS) {
    app.get(
      `/${kind}`,
      { schema: { querystring: listQuerystring, response: { 200: page(item) } } },
      async (request, reply) => {
        const query = parseListQuery(
          { ...request.query, range: request.query.range ?? '[0,499]' },
          { sort: ['name', 'id'], filter: ['parentId'], defaultSort: ['name', 'ASC'] },
        );
        const { items, total } = await reference.list({ kind, lang: request.lang, ...query });
        reply.header('Content-Range', contentRange(kind, query.range[0], items.length, total));
        return items;
      },
    );
  }
};
