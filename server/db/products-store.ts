import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ProductSchema } from '../../schemas';
import { containsPattern, integerIds } from '../routes/list-query';
import type { Database, ProductRow } from './tables';

/** Product fields with a column of their own (filtered, sorted or constrained); the rest go to `attributes`. */
const PROMOTED = {
  name: 'name',
  sku: 'sku',
  price: 'price',
  discountPrice: 'discount_price',
  quantity: 'quantity',
} as const;
type Promoted = keyof typeof PROMOTED;
const isPromoted = (key: string): key is Promoted => key in PROMOTED;

const META_SORT = { id: 'id', status: 'status', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export type ProductRecord = Record<string, unknown> & { id: number; type: string; status: string };

export const toRecord = (row: ProductRow): ProductRecord => ({
  ...(row.attributes as Record<string, unknown>),
  id: row.id,
  type: row.type,
  status: row.status,
  rejectionReason: row.rejection_reason,
  name: row.name,
  sku: row.sku,
  price: Number(row.price),
  discountPrice: Number(row.discount_price),
  quantity: row.quantity,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Splits a validated product body into its promoted columns and the JSON attributes. */
export const toColumns = (data: Record<string, unknown>) => {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!isPromoted(key)) attributes[key] = value;
  return {
    name: String(data.name),
    sku: String(data.sku),
    price: Number(data.price),
    discount_price: Number(data.discountPrice),
    quantity: Number(data.quantity),
    attributes: JSON.stringify(attributes),
  };
};

type Props = Record<string, { 'x-list'?: boolean; 'x-filter'?: boolean; type?: string }>;

/** The fields a list may be sorted by: server fields, promoted columns and the schema's list columns. */
export const sortableFields = (schema: ProductSchema | null): string[] => {
  const props = (schema?.properties ?? {}) as Props;
  const listed = Object.entries(props)
    .filter(([, p]) => p['x-list'])
    .map(([k]) => k);
  return [...new Set([...Object.keys(META_SORT), ...Object.keys(PROMOTED), ...listed])];
};

/** The fields a list may be filtered by, besides `q` (search) and `id` (getMany). */
export const filterableFields = (schema: ProductSchema | null): string[] => {
  const props = (schema?.properties ?? {}) as Props;
  const own = Object.entries(props)
    .filter(([, p]) => p['x-filter'])
    .map(([k]) => k);
  return ['status', ...(schema ? [] : ['type']), ...own];
};

const columnFor = (field: string): Expression<unknown> => {
  if (field in META_SORT) return sql.ref(`products.${META_SORT[field as keyof typeof META_SORT]}`);
  if (isPromoted(field)) return sql.ref(`products.${PROMOTED[field]}`);
  return sql`products.attributes->>${field}`;
};

export type ListQuery = {
  vendorId: number;
  type: string | null;
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; id?: string[]; fields: Record<string, unknown> };
};

/** Field names reaching here have passed the allow-lists above; values are always bound parameters. */
export const listProducts = async (db: Kysely<Database>, query: ListQuery) => {
  let base = db.selectFrom('products').where('vendor_id', '=', query.vendorId);
  if (query.type) base = base.where('type', '=', query.type);
  if (query.filter.id) base = base.where('id', 'in', [-1, ...integerIds(query.filter.id)]);
  if (query.filter.q) {
    const like = containsPattern(query.filter.q);
    base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('sku', 'ilike', like)]));
  }
  for (const [field, value] of Object.entries(query.filter.fields)) {
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (field === 'status' || field === 'type') base = base.where(field, 'in', values);
    else base = base.where(sql<SqlBool>`${columnFor(field)} in (${sql.join(values)})`);
  }
  const [from, to] = query.range;
  const direction = query.sort.order === 'DESC' ? sql`desc` : sql`asc`;
  const rows = await base
    .selectAll()
    .orderBy(sql`${columnFor(query.sort.field)} ${direction} nulls last`)
    .orderBy('id', query.sort.order === 'DESC' ? 'desc' : 'asc')
    .offset(from)
    .limit(to - from + 1)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
};
