import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ImportOutcome, ImportStatus } from '../../schemas/imports';
import type { Database, ImportRow } from '../db/tables';
import { containsPattern } from '../http/list-query';

export type ImportCounts = Record<ImportOutcome, number>;

/** Fields the history may be sorted by, and their columns. */
export const IMPORT_SORT = {
  createdAt: 'created_at',
  finishedAt: 'finished_at',
  fileName: 'file_name',
  resource: 'resource',
  status: 'status',
  rows: 'rows',
} as const;
/** Filters of the history. */
export const IMPORT_FILTERS = ['status', 'resource'];

export type ImportListQuery = {
  vendorId: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  /** `q` finds file names containing it. */
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
};

const values = (v: unknown) => (Array.isArray(v) ? v : [v]).map(String);

/**
 * The imports, their batches' results and the SKUs each import has met. Every vendor's query is
 * scoped to that vendor; batches and SKUs are reached through an import the caller found (and
 * locked) for its vendor first.
 */
export const importStore = (db: Kysely<Database>) => ({
  /** A new import; null when its id is taken (by this vendor's retry or by anyone else). */
  async insert(row: {
    id: string;
    vendor_id: number;
    resource: string;
    file_name: string;
    rows: number;
    created_at: Date;
  }): Promise<ImportRow | null> {
    const inserted = await db
      .insertInto('imports')
      .values({ ...row, status: 'running' })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? null;
  },

  async find(vendorId: number, id: string): Promise<ImportRow | null> {
    const row = await db
      .selectFrom('imports')
      .selectAll()
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    return row ?? null;
  },

  /** The import, locked until the caller's transaction ends: its batches are written one at a time. */
  async lock(vendorId: number, id: string): Promise<ImportRow | null> {
    const row = await db
      .selectFrom('imports')
      .selectAll()
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .forUpdate()
      .executeTakeFirst();
    return row ?? null;
  },

  async list(query: ImportListQuery): Promise<{ rows: ImportRow[]; total: number }> {
    let base = db.selectFrom('imports').where('vendor_id', '=', query.vendorId);
    const { q, id, fields } = query.filter;
    if (q) base = base.where('file_name', 'ilike', containsPattern(q));
    if (id) base = base.where('id', 'in', ['', ...id.map((v) => v.toLowerCase())]);
    if (fields.status) base = base.where('status', 'in', values(fields.status));
    if (fields.resource) base = base.where('resource', 'in', values(fields.resource));
    const [first, last] = query.range;
    const column = IMPORT_SORT[query.sort.field as keyof typeof IMPORT_SORT];
    const direction = query.sort.order === 'DESC' ? sql`desc` : sql`asc`;
    const found = await base
      .selectAll()
      .select(sql<number>`count(*) over ()`.as('total'))
      .orderBy(sql`${sql.ref(column)} ${direction} nulls last`)
      .orderBy('id', 'desc')
      .offset(first)
      .limit(last - first + 1)
      .execute();
    if (found.length) return { rows: found.map(({ total: _, ...r }) => r), total: Number(found[0].total) };
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows: [], total: Number(total) };
  },

  /** The stored results of one batch of an import, or null when it was never saved. */
  async batch(importId: string, batchNo: number): Promise<unknown[] | null> {
    const row = await db
      .selectFrom('import_batches')
      .select('results')
      .where('import_id', '=', importId)
      .where('batch_no', '=', batchNo)
      .executeTakeFirst();
    return row ? (row.results as unknown[]) : null;
  },

  async saveBatch(importId: string, batchNo: number, results: unknown[], at: Date) {
    await db
      .insertInto('import_batches')
      .values({ import_id: importId, batch_no: batchNo, results: JSON.stringify(results), created_at: at })
      .execute();
  },

  /** Every row's result from every batch of an import, in row order. */
  async results(importId: string): Promise<unknown[]> {
    const { rows } = await sql<{ result: unknown }>`
      select r.value as result
      from import_batches b cross join lateral jsonb_array_elements(b.results) with ordinality as r
      where b.import_id = ${importId}
      order by (r.value->>'row')::int, b.batch_no, r.ordinality
    `.execute(db);
    return rows.map((r) => r.result);
  },

  /** Which of these SKUs the import has already met, with the row each was first met in. */
  async seenSkus(importId: string, skus: string[]): Promise<Map<string, number>> {
    if (!skus.length) return new Map();
    const rows = await db
      .selectFrom('import_skus')
      .select(['sku', 'row_no'])
      .where('import_id', '=', importId)
      .where(sql<SqlBool>`sku = any(${skus}::text[])`)
      .execute();
    return new Map(rows.map((r) => [r.sku, r.row_no]));
  },

  // Two array parameters instead of three per row: a batch's 500 SKUs bind and plan in half the time.
  async rememberSkus(importId: string, seen: { sku: string; row: number }[]) {
    if (!seen.length) return;
    await sql`insert into import_skus (import_id, sku, row_no)
      select ${importId}, * from unnest(${seen.map((s) => s.sku)}::text[], ${seen.map((s) => s.row)}::int[])`.execute(
      db,
    );
  },

  async setCounts(vendorId: number, id: string, counts: ImportCounts) {
    await db
      .updateTable('imports')
      .set({ counts: JSON.stringify(counts) })
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .execute();
  },

  async finish(vendorId: number, id: string, status: ImportStatus, at: Date): Promise<ImportRow> {
    return db
      .updateTable('imports')
      .set({ status, finished_at: at })
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },
});

export type ImportStore = ReturnType<typeof importStore>;
