import { productSchemas, type ProductSchema } from '../../schemas';
import { sortsAsOne } from '../../schemas/list-columns';
import { asTranslations } from '../../schemas/translations';
import type { ProductRow } from '../db/tables';

type Node = {
  type?: string | string[];
  'x-list'?: boolean;
  'x-filter'?: boolean;
  'x-column'?: string;
  'x-live'?: boolean;
  'x-translatable'?: boolean;
};
const propertiesOf = (schema: ProductSchema | null) => (schema?.properties ?? {}) as Record<string, Node>;

/**
 * Fields with a column of their own (filtered, sorted or constrained), by the schemas' `x-column`;
 * everything else lives in the JSON `attributes`, so a new field needs no migration. Every product
 * type has the same columns (the table's NOT NULL ones).
 */
export const COLUMNS: Record<string, string> = Object.fromEntries(
  productSchemas.flatMap((s) =>
    Object.entries(propertiesOf(s))
      .filter(([, p]) => p['x-column'])
      .map(([field, p]) => [field, p['x-column'] as string]),
  ),
);
export const isColumn = (field: string) => Object.hasOwn(COLUMNS, field);

/** Columns holding numbers: `numeric` comes back from the driver as text unless parsed. */
export const NUMERIC = new Set(
  productSchemas.flatMap((s) =>
    Object.values(propertiesOf(s))
      .filter((p) => p['x-column'] && (p.type === 'number' || p.type === 'integer'))
      .map((p) => p['x-column'] as string),
  ),
);

/** Columns holding a text in each language (`x-translatable`): JSON `{ en, ar }`. */
export const TRANSLATED = new Set(
  productSchemas.flatMap((s) =>
    Object.values(propertiesOf(s))
      .filter((p) => p['x-column'] && p['x-translatable'])
      .map((p) => p['x-column'] as string),
  ),
);

/**
 * Translatable texts among `keys` as `{ en, ar }`, a plain string going to the language of its
 * letters: how a text is compared, so the same words sent as a string are no change, and how one
 * language sent is laid over a stored text without losing the other.
 */
export const inBothLanguages = (
  schema: ProductSchema,
  fields: Record<string, unknown>,
  keys: string[] = Object.keys(fields),
) => {
  const out = { ...fields };
  const nodes = propertiesOf(schema);
  for (const key of keys)
    if (nodes[key]?.['x-translatable'] && typeof out[key] === 'string') out[key] = asTranslations(out[key]);
  return out;
};

/** What the server keeps about every product, sortable like a column. */
export const META_COLUMNS = {
  id: 'id',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

/** Fields whose change applies at once (D9), by the schemas' `x-live`; any other change goes back to review. */
export const liveFields = (schema: ProductSchema) =>
  new Set(
    Object.entries(propertiesOf(schema))
      .filter(([, p]) => p['x-live'])
      .map(([field]) => field),
  );

export type ProductRecord = Record<string, unknown> & {
  id: number;
  type: string;
  status: string;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
};

const COLUMN_FIELDS = Object.entries(COLUMNS).map(([field, column]) => ({
  field,
  column: column as keyof ProductRow,
  numeric: NUMERIC.has(column),
}));

const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

// Built by assignment into one object: a list turns 25 rows per request into records, and
// spreading twice made this the request's costliest line of our own.
export const toRecord = (row: ProductRow): ProductRecord => {
  const record: Record<string, unknown> = Object.assign({}, row.attributes);
  for (const { field, column, numeric } of COLUMN_FIELDS) {
    const value = row[column];
    record[field] = numeric ? Number(value) : value;
  }
  record.id = row.id;
  record.type = row.type;
  record.status = row.status;
  record.rejectionReason = row.rejection_reason;
  record.createdAt = isoTime(row.created_at);
  record.updatedAt = isoTime(row.updated_at);
  return record as ProductRecord;
};

/** A validated product body as its columns and the JSON attributes. */
export const toColumns = (data: Record<string, unknown>) => {
  const columns: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!isColumn(key)) attributes[key] = value;
    else if (TRANSLATED.has(COLUMNS[key])) columns[COLUMNS[key]] = JSON.stringify(asTranslations(value));
    else columns[COLUMNS[key]] = value;
  }
  return { ...columns, attributes: JSON.stringify(attributes) } as {
    name: string;
    sku: string;
    price: number;
    discount_price: number;
    quantity: number;
    attributes: string;
  };
};

/** The fields a list may be sorted by: server fields, columns and the schema's list columns that hold one value. */
export const sortableFields = (schema: ProductSchema | null): string[] => {
  const listed = Object.entries(propertiesOf(schema))
    .filter(([, p]) => p['x-list'] && sortsAsOne(p))
    .map(([k]) => k);
  return [...new Set([...Object.keys(META_COLUMNS), ...Object.keys(COLUMNS), ...listed])];
};

/** The fields a list may be filtered by, besides `q` (search) and `id` (getMany). */
export const filterableFields = (schema: ProductSchema | null): string[] => {
  const own = Object.entries(propertiesOf(schema))
    .filter(([, p]) => p['x-filter'])
    .map(([k]) => k);
  return ['status', ...(schema ? [] : ['type']), ...own];
};

/** Whether a field of this product type holds numbers in the JSON attributes. */
export const isNumericAttribute = (field: string, type: string | null) => {
  const node = propertiesOf(productSchemas.find((s) => s['x-product-type'] === type) ?? null)[field];
  return !isColumn(field) && (node?.type === 'integer' || node?.type === 'number');
};
