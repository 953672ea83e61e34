import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  contentRange,
  parseListQuery,
  type RawListQuery,
  listQuerystring,
  containsPattern,
} from './list-query';

/** The lists product forms choose from; read-only, in ra-data-simple-rest's shape. */
export const REFERENCE_KINDS = [
  'tire-brands',
  'battery-brands',
  'car-brands',
  'car-models',
  'part-categories',
] as const;

export const referenceRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  for (const kind of REFERENCE_KINDS) {
    app.get(
      `/${kind}`,
      { schema: { querystring: listQuerystring } },
      async (request: FastifyRequest<{ Querystring: RawListQuery }>, reply: FastifyReply) => {
        const query = parseListQuery(
          { ...request.query, range: request.query.range ?? '[0,499]' },
          { sort: ['name', 'id'], filter: ['parentId'], defaultSort: ['name', 'ASC'] },
        );
        let base = opts.db.selectFrom('reference_items').where('kind', '=', kind);
        const { q, id, fields } = query.filter;
        if (id) base = base.where('id', 'in', ['', ...id]);
        if (fields.parentId !== undefined) {
          const parents = (Array.isArray(fields.parentId) ? fields.parentId : [fields.parentId]).map(String);
          base = base.where('parent_id', 'in', parents);
        } else if (kind === 'part-categories' && !id) {
          base = base.where('parent_id', 'is', null);
        }
        if (q) {
          const like = containsPattern(q);
          base = base.where((eb) => eb.or([eb('name_en', 'ilike', like), eb('name_ar', 'ilike', like)]));
        }
        const nameColumn = request.lang === 'ar' ? 'name_ar' : 'name_en';
        const [from, to] = query.range;
        const rows = await base
          .selectAll()
          .orderBy(
            query.sort.field === 'id' ? 'id' : nameColumn,
            query.sort.order === 'DESC' ? 'desc' : 'asc',
          )
          .offset(from)
          .limit(to - from + 1)
          .execute();
        const { total } = await base
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        reply.header('Content-Range', contentRange(kind, from, rows.length, Number(total)));
        return rows.map((r) => ({ id: r.id, name: { en: r.name_en, ar: r.name_ar }, parentId: r.parent_id }));
      },
    );
  }
};
