import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewProductRow, ProductRow } from '../db/tables';
import { containsPattern, integerIds } from '../http/list-query';
import { productSchemas, type Lang } from '../../schemas';
import { toAsciiDigits } from '../../schemas/digits';
import { otherLang } from '../../schemas/translations';
import { COLUMNS, isColumn, isNumericAttribute, META_COLUMNS, NUMERIC, TRANSLATED } from './columns';

export type ListQuery = {
  vendorId: number;
  type: string | null;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The reader's language: a name in two languages sorts by the one they read. */
  lang: Lang;
  range: [number, number];
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
};

const columnFor = (field: string): Expression<unknown> => {
  if (field in META_COLUMNS) return sql.ref(`products.${META_COLUMNS[field as keyof typeof META_COLUMNS]}`);
  if (isColumn(field)) return sql.ref(`products.${COLUMNS[field]}`);
  return sql`products.attributes->>${field}`;
};

/**
 * What a list is ordered by: JSON numbers as numbers, so 60 comes before 101 (text would not); a
 * text in two languages by the reader's, or the other one where theirs is missing.
 */
const sortKeyFor = (field: string, type: string | null, lang: Lang): Expression<unknown> => {
  if (isColumn(field) && TRANSLATED.has(COLUMNS[field])) {
    const column = sql.ref(`products.${COLUMNS[field]}`);
    return sql`coalesce(${column}->>${sql.lit(lang)}, ${column}->>${sql.lit(otherLang(lang))})`;
  }
  if (!isNumericAttribute(field, type)) return columnFor(field);
  // Rows stored before a field became a number keep their text: they sort last instead of failing.
  return sql`case when jsonb_typeof(products.attributes->${field}) = 'number' then (products.attributes->>${field})::numeric end`;
};

/**
 * Narrows to the vendor (and type) in a way that keeps the list in index order. With `=` on every
 * leading column PostgreSQL treats them as constants, and when the vendor holds most products it
 * may walk the primary key backwards instead, skipping every other vendor's rows when its products
 * are the oldest: 20 ms a page instead of 1 at 100,000 products. A one-value range on the last
 * leading column stays in the ORDER BY, which only products_vendor_id / products_vendor_type serve.
 */
const scoped = (db: Kysely<Database>, query: ListQuery) => {
  const base = db.selectFrom('products');
  if (!query.type) {
    return {
      base: base.where('vendor_id', '>=', query.vendorId).where('vendor_id', '<=', query.vendorId),
      leading: sql.ref('products.vendor_id'),
    };
  }
  return {
    base: base
      .where('vendor_id', '=', query.vendorId)
      .where('type', '>=', query.type)
      .where('type', '<=', query.type),
    leading: sql.ref('products.type'),
  };
};

/** The product fields that name a reference item (a brand, a category): the list shows their names. */
const REFERENCE_FIELDS = [
  ...new Set(
    productSchemas.flatMap((s) =>
      Object.entries(s.properties as Record<string, { 'x-reference'?: string }>)
        .filter(([, p]) => p['x-reference'])
        .map(([k]) => k),
    ),
  ),
];

/** Reference items whose English or Arabic name contains the search: what the list shows, found. */
const MAX_MATCHED_REFERENCES = 50;

// The reference lists are seeded data that no request changes: read once per database, matched here,
// so a search costs no extra statement.
const referenceNames = new WeakMap<object, Promise<{ id: string; names: string }[]>>();
const referencesNamed = async (db: Kysely<Database>, q: string) => {
  let names = referenceNames.get(db);
  if (!names) {
    names = db
      .selectFrom('reference_items')
      .select(['id', 'name_en', 'name_ar'])
      .execute()
      .then((rows) => rows.map((r) => ({ id: r.id, names: `${r.name_en}\n${r.name_ar}`.toLowerCase() })));
    names.catch(() => referenceNames.delete(db));
    referenceNames.set(db, names);
  }
  const wanted = toAsciiDigits(q).toLowerCase();
  return (await names)
    .filter((r) => r.names.includes(wanted))
    .slice(0, MAX_MATCHED_REFERENCES)
    .map((r) => r.id);
};

/**
 * Name (in either language) or SKU contains `q`, any case (the trigram indexes of migrations 0002 and 0009), digits typed either
 * way; or one of the product's brands or categories is among `referenceIds` (names matched).
 */
export const searchFilter = (q: string, referenceIds: string[] = []) => {
  const like = containsPattern(toAsciiDigits(q));
  return (eb: ExpressionBuilder<Database, 'products'>) =>
    eb.or([
      sql<SqlBool>`translations_text(products.name) ilike ${like}`,
      eb('products.sku', 'ilike', like),
      ...(referenceIds.length
        ? REFERENCE_FIELDS.map((f) => sql<SqlBool>`products.attributes->>${f} in (${sql.join(referenceIds)})`)
        : []),
    ]);
};

/** Whether `product_counts` knows the total: only type and status narrow the list. */
const counted = ({ filter }: ListQuery) =>
  !filter.q && !filter.id && Object.keys(filter.fields).every((f) => f === 'status' || f === 'type');

/** The total of a `counted` list, from the counts table. */
const countsOf = (db: Kysely<Database>, query: ListQuery) => {
  let counts = db.selectFrom('product_counts').where('vendor_id', '=', query.vendorId);
  if (query.type) counts = counts.where('type', '=', query.type);
  for (const [field, value] of Object.entries(query.filter.fields) as ['status' | 'type', unknown][]) {
    counts = counts.where(field, 'in', (Array.isArray(value) ? value : [value]).map(String));
  }
  return counts.select(sql<number>`coalesce(sum(n), 0)`.as('total'));
};

/** Columns whose values toColumns hands over as JSON text already. */
const JSON_TEXT = new Set(['attributes', ...TRANSLATED]);

/** Rows as one JSON array, their JSON columns' text embedded as it is (not quoted as a string). */
const asJsonArray = (rows: Record<string, unknown>[]) =>
  `[${rows
    .map(
      (row) =>
        `{${Object.entries(row)
          .filter(([, v]) => v !== undefined)
          .map(
            ([k, v]) =>
              `${JSON.stringify(k)}:${JSON_TEXT.has(k) && typeof v === 'string' ? v : JSON.stringify(v)}`,
          )
          .join(',')}}`,
    )
    .join(',')}]`;

/**
 * The products table: every query a product goes through. Field names reaching here have passed
 * the schemas' allow-lists; values are always bound parameters. Lookups answer null when nothing
 * matched; every one is scoped to its vendor.
 */
export const productStore = (db: Kysely<Database>) => ({
  async list(query: ListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    const scope = scoped(db, query);
    let base = scope.base;
    if (query.filter.id) base = base.where('id', 'in', [-1, ...integerIds(query.filter.id)]);
    if (query.filter.q) {
      const refs = await referencesNamed(db, query.filter.q);
      base = base.where(searchFilter(query.filter.q, refs));
    }
    for (const [field, value] of Object.entries(query.filter.fields)) {
      const values = (Array.isArray(value) ? value : [value]).map(String);
      if (field === 'status' || field === 'type') base = base.where(field, 'in', values);
      else base = base.where(sql<SqlBool>`${columnFor(field)} in (${sql.join(values)})`);
    }
    const [from, to] = query.range;
    const size = to - from + 1;
    const { field, order } = query.sort;
    const direction = order === 'DESC' ? sql`desc` : sql`asc`;
    // Only JSON attributes can be missing; columns are NOT NULL, and `nulls last` on them would
    // keep PostgreSQL from reading an index backwards.
    const nulls = field in META_COLUMNS || isColumn(field) ? sql`` : sql` nulls last`;
    const keys = [
      sql`${scope.leading} ${direction}`,
      sql`${sortKeyFor(field, query.type, query.lang)} ${direction}${nulls}`,
    ];
    if (field !== 'id') keys.push(sql`products.id ${direction}`);
    const sorted = <Q extends { orderBy: (key: Expression<unknown>) => Q }>(q: Q) =>
      keys.reduce((acc, key) => acc.orderBy(key), q);

    // The total rides along with the page, in the same statement. From the counts table when it
    // knows it; else counting has to visit every match anyway, and that one pass also picks the
    // page's ids (narrow rows, so it stays in memory) before only the page's rows are read in full.
    const found = await (
      counted(query)
        ? sorted(base.selectAll().select(countsOf(db, query).as('total')))
            .offset(from)
            .limit(size)
        : sorted(
            db
              .selectFrom(
                sorted(base.select(['products.id', sql<number>`count(*) over ()`.as('total')]))
                  .offset(from)
                  .limit(size)
                  .as('page'),
              )
              .innerJoin('products', 'products.id', 'page.id')
              .selectAll('products')
              .select('page.total'),
          )
    ).execute();
    const rows = found.map(({ total: _, ...row }) => row);
    if (found.length) return { rows, total: Number(found[0].total) };
    // Past the last page (or nothing at all): the total alone.
    if (from === 0) return { rows, total: 0 };
    const { total } = await (
      counted(query) ? countsOf(db, query) : base.select((eb) => eb.fn.countAll<number>().as('total'))
    ).executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  },

  /** The vendor's products with these SKUs, of any type (one array parameter, the unique index). */
  bySkus: (vendorId: number, skus: string[]): Promise<ProductRow[]> =>
    db
      .selectFrom('products')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where(sql<SqlBool>`sku = any(${skus}::text[])`)
      .execute(),

  /** One of the vendor's products, of one type or any. */
  async find(vendorId: number, id: number, type: string | null): Promise<ProductRow | null> {
    let query = db.selectFrom('products').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id);
    if (type) query = query.where('type', '=', type);
    return (await query.executeTakeFirst()) ?? null;
  },

  insert: (row: NewProductRow): Promise<ProductRow> =>
    db.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow(),

  /**
   * Many new products in one statement (a spreadsheet's batch); their ids by SKU. The rows travel
   * as one JSON parameter rather than a dozen parameters each: a batch of 500 binds and plans about
   * 15% faster, and no batch size can reach PostgreSQL's limit of 65,535 parameters.
   */
  async insertMany(rows: NewProductRow[]): Promise<Map<string, number>> {
    if (!rows.length) return new Map();
    const columns = sql.join([...new Set(rows.flatMap((row) => Object.keys(row)))].map((c) => sql.ref(c)));
    const { rows: made } = await sql<{ id: number; sku: string }>`
      insert into products (${columns})
      select ${columns} from jsonb_populate_recordset(null::products, ${asJsonArray(rows)}::jsonb)
      returning id, sku`.execute(db);
    return new Map(made.map((r) => [r.sku, r.id]));
  },

  /**
   * Many of the vendor's products changed in one statement: each gets its columns and attributes,
   * and those marked `review` go back to review. Answers the ids it changed.
   */
  async updateMany(
    vendorId: number,
    at: Date,
    changes: { id: number; columns: Record<string, unknown>; review: boolean }[],
  ): Promise<Set<number>> {
    if (!changes.length) return new Set();
    const names = [...new Set(Object.values(COLUMNS)), 'attributes'];
    const cast = (name: string) =>
      NUMERIC.has(name) ? '::numeric' : name === 'attributes' || TRANSLATED.has(name) ? '::jsonb' : '';
    const values = sql.join(
      changes.map(
        (c) =>
          sql`(${c.id}::int, ${sql.join(names.map((n) => sql`${c.columns[n] ?? null}${sql.raw(cast(n))}`))}, ${c.review}::boolean)`,
      ),
    );
    const set = sql.join(names.map((n) => sql`${sql.ref(n)} = v.${sql.ref(n)}`));
    const changed = await sql<{ id: number }>`
      update products as p set ${set}, updated_at = ${at},
        status = case when v.review then 'under_review' else p.status end,
        rejection_reason = case when v.review then null else p.rejection_reason end
      from (values ${values}) as v(id, ${sql.join(names.map((n) => sql.ref(n)))}, review)
      where p.id = v.id and p.vendor_id = ${vendorId}
      returning p.id`.execute(db);
    return new Set(changed.rows.map((r) => r.id));
  },

  async update(vendorId: number, id: number, set: Partial<NewProductRow>): Promise<ProductRow | null> {
    const row = await db
      .updateTable('products')
      .set(set)
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  },

  async remove(vendorId: number, id: number, type: string | null): Promise<ProductRow | null> {
    let query = db.deleteFrom('products').where('id', '=', id).where('vendor_id', '=', vendorId);
    if (type) query = query.where('type', '=', type);
    return (await query.returningAll().executeTakeFirst()) ?? null;
  },

  /** How many of the vendor's products are in each status, from the counts table. */
  async countByStatus(vendorId: number): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('product_counts')
      .select(['status', sql<number>`sum(n)`.as('n')])
      .where('vendor_id', '=', vendorId)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },

  /** Products waiting for review, oldest first, with their vendor's company (moderators). */
  pending: () =>
    db
      .selectFrom('products')
      .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
      .select([
        'products.id',
        'products.type',
        'products.name',
        'products.sku',
        'vendors.company_name',
        'products.updated_at',
      ])
      .where('products.status', '=', 'under_review')
      .orderBy('products.updated_at', 'asc')
      .execute(),

  /** Whether a product exists, whoever holds it (moderators). */
  async exists(id: number): Promise<boolean> {
    return Boolean(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());
  },

  /** Moves a product from one of `from` to `to` (moderators); null when it is in none of them. */
  async moveStatus(
    id: number,
    from: string[],
    set: { status: string; rejection_reason: string | null; updated_at: Date },
  ): Promise<ProductRow | null> {
    const row = await db
      .updateTable('products')
      .set(set)
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  },
});

export type ProductStore = ReturnType<typeof productStore>;

/**
 * Stock as orders take and give it back: every change in one statement per product, refused (null)
 * when the vendor has no such product or not enough of it. Run in the caller's transaction.
 */
export const productStock = (db: Kysely<Database>) => ({
  async take(vendorId: number, productId: number, quantity: number) {
    const row = await db
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('id', '=', productId)
      .where('vendor_id', '=', vendorId)
      .where('quantity', '>=', quantity)
      .returning(['id', 'quantity'])
      .executeTakeFirst();
    return row ?? null;
  },

  async give(vendorId: number, productId: number, quantity: number) {
    await db
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
      .where('id', '=', productId)
      .where('vendor_id', '=', vendorId)
      .execute();
  },

  /** The vendor's available products in stock, for the marketplace to place demo orders from. */
  available: (vendorId: number, limit: number) =>
    db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'price', 'discount_price', 'quantity', 'attributes'])
      .where('vendor_id', '=', vendorId)
      .where('status', '=', 'available')
      .where('quantity', '>', 0)
      .orderBy('id')
      .limit(limit)
      .execute(),
});
