import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { containsPattern } from '../http/list-query';

export type ReferenceQuery = {
  kind: string;
  lang: 'ar' | 'en';
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
};

/** The lists product forms choose from (brands, car models, part categories), in both languages. */
export const referenceStore = (db: Kysely<Database>) => ({
  async list(query: ReferenceQuery) {
    let base = db.selectFrom('reference_items').where('kind', '=', query.kind);
    const { q, id, fields } = query.filter;
    if (id) base = base.where('id', 'in', ['', ...id]);
    if (fields.parentId !== undefined) {
      const parents = (Array.isArray(fields.parentId) ? fields.parentId : [fields.parentId]).map(String);
      base = base.where('parent_id', 'in', parents);
    } else if (query.kind === 'part-categories' && !id) {
      // Top-level categories unless the sub categories of one are asked for.
      base = base.where('parent_id', 'is', null);
    }
    if (q) {
      const like = containsPattern(q);
      base = base.where((eb) => eb.or([eb('name_en', 'ilike', like), eb('name_ar', 'ilike', like)]));
    }
    const [from, to] = query.range;
    const rows = await base
      .selectAll()
      .orderBy(
        query.sort.field === 'id' ? 'id' : query.lang === 'ar' ? 'name_ar' : 'name_en',
        query.sort.order === 'DESC' ? 'desc' : 'asc',
      )
      .offset(from)
      .limit(to - from + 1)
      .execute();
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return {
      items: rows.map((r) => ({ id: r.id, name: { en: r.name_en, ar: r.name_ar }, parentId: r.parent_id })),
      total: Number(total),
    };
  },
});

export type ReferenceStore = ReturnType<typeof referenceStore>;
