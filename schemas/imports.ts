import type { FromSchema } from 'json-schema-to-ts';
import { productSchemas } from './index';

/**
 * Spreadsheet imports (issue 12): what the dashboard and the API agree on. The browser checks a
 * file, starts an import (`POST /imports`), sends its valid rows in numbered batches
 * (`POST /imports/:id/batches/:n`) and finishes it (`POST /imports/:id/finish`); the API checks
 * every row again, saves each batch whole or not at all, and keeps every row's result.
 */

/** Rows one import may hold: a larger file is refused before anything is sent. */
export const MAX_IMPORT_ROWS = 50_000;
/** Rows one batch may hold. */
export const MAX_BATCH_ROWS = 500;
/**
 * A batch's JSON stays under these, below the API's limits on every body (1 MB, 20,000 values:
 * server/app.ts, server/plugins/input-guard.ts; tests/server/imports.test.ts keeps them below),
 * so a batch of long descriptions or many suitable cars is cut smaller instead of refused.
 */
export const MAX_BATCH_BYTES = 900_000;
export const MAX_BATCH_VALUES = 18_000;

/** The product resources that can be imported: one per product schema. */
export const IMPORT_RESOURCES = productSchemas.map((s) => s['x-resource']);
export const IMPORT_STATUSES = ['running', 'done', 'cancelled'] as const;
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Client-made (crypto.randomUUID()), so starting an import can be retried without making two. */
export const importId = {
  type: 'string',
  minLength: 36,
  maxLength: 36,
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'A UUID the client makes',
} as const;

/** A row number as the vendor's spreadsheet program shows it (the header is row 1). */
const rowNumber = {
  type: 'integer',
  minimum: 1,
  maximum: 1_048_576,
  'x-label': { en: 'Row', ar: 'الصف' },
} as const;

/** `POST /imports`: starts an import of one product resource. */
export const importStartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'resource', 'fileName', 'rows'],
  properties: {
    id: importId,
    resource: {
      type: 'string',
      enum: IMPORT_RESOURCES,
      'x-label': { en: 'Product type', ar: 'نوع المنتج' },
    },
    fileName: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      'x-label': { en: 'File name', ar: 'اسم الملف' },
    },
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_IMPORT_ROWS,
      'x-label': { en: 'Number of rows', ar: 'عدد الصفوف' },
      description: 'How many rows the import will send in all',
    },
  },
} as const;

/** SKUs one `POST /imports/known-skus` may ask about. */
export const KNOWN_SKUS_PER_REQUEST = 2000;

/** `POST /imports/known-skus`: which of a file's SKUs the vendor already has, before the check. */
export const knownSkusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'skus'],
  properties: {
    resource: importStartSchema.properties.resource,
    skus: {
      type: 'array',
      maxItems: KNOWN_SKUS_PER_REQUEST,
      items: { type: 'string', minLength: 1, maxLength: 64 },
      'x-label': { en: 'SKUs', ar: 'رموز المنتجات' },
    },
  },
} as const;

export const knownSkusAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['known'],
  properties: {
    known: {
      type: 'array',
      items: { type: 'string' },
      description: 'The SKUs the vendor holds as products of this type: saving them updates those products',
    },
  },
} as const;

/**
 * `POST /imports/:id/batches/:n`: rows as the product API's body (`size: { width, … }`), each
 * with its spreadsheet row number. A key left out (a blank cell) keeps the stored value.
 */
export const importBatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH_ROWS,
      'x-label': { en: 'Rows', ar: 'الصفوف' },
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'values'],
        properties: {
          row: rowNumber,
          values: {
            type: 'object',
            maxProperties: 200,
            description: "The product's fields, as the product API's body; checked by its schema",
          },
        },
      },
    },
  },
} as const;

/** `POST /imports/:id/finish`. */
export const importFinishSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['done', 'cancelled'], 'x-label': { en: 'Status', ar: 'الحالة' } },
  },
} as const;

/** What became of one row. */
export const importRowResult = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'outcome'],
  properties: {
    row: rowNumber,
    sku: { type: 'string', maxLength: 64 },
    outcome: { type: 'string', enum: IMPORT_OUTCOMES },
    id: { type: 'integer', description: 'The product created, updated or left unchanged' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 1000 },
      description: 'Why the row failed: messages by field (`size.width`), in the `Lang` header’s language',
    },
  },
} as const;

/** The answer to a batch, the same on every retry of it. */
export const importBatchResult = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', maxItems: MAX_BATCH_ROWS, items: importRowResult } },
} as const;

const count = { type: 'integer', minimum: 0 } as const;

/** An import as the history lists it. */
export const importRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'resource', 'fileName', 'rows', 'status', 'counts', 'createdAt', 'finishedAt'],
  properties: {
    id: importId,
    resource: importStartSchema.properties.resource,
    fileName: { type: 'string', maxLength: 255 },
    rows: { ...count, description: 'The rows the import was started for' },
    status: { type: 'string', enum: IMPORT_STATUSES },
    counts: {
      type: 'object',
      additionalProperties: false,
      required: [...IMPORT_OUTCOMES],
      properties: { created: count, updated: count, unchanged: count, failed: count },
    },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export type ImportStart = FromSchema<typeof importStartSchema>;
export type ImportBatch = FromSchema<typeof importBatchSchema>;
export type ImportRowResult = FromSchema<typeof importRowResult>;
export type ImportRecord = FromSchema<typeof importRecordSchema>;

/** An upper bound on the values the API counts in a JSON text (its commas and brackets). */
const valuesIn = (value: unknown): number => {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + valuesIn(v), 1);
  if (value && typeof value === 'object')
    return Object.values(value).reduce<number>((n, v) => n + valuesIn(v), 1);
  return 1;
};

const encoder = new TextEncoder();

/**
 * Cuts rows into batches the API accepts: at most MAX_BATCH_ROWS each, and under
 * MAX_BATCH_BYTES and MAX_BATCH_VALUES of JSON. A row too large alone still gets a batch of its
 * own (the API refuses it, and says why).
 */
export const importBatches = <R extends ImportBatch['rows'][number]>(rows: readonly R[]): R[][] => {
  const batches: R[][] = [];
  let current: R[] = [];
  let bytes = 0;
  let values = 0;
  for (const row of rows) {
    // +1 for the comma between rows; the wrapper `{"rows":[…]}` is far inside the margins.
    const rowBytes = encoder.encode(JSON.stringify(row)).length + 1;
    const rowValues = valuesIn(row) + 1;
    if (
      current.length &&
      (current.length >= MAX_BATCH_ROWS ||
        bytes + rowBytes > MAX_BATCH_BYTES ||
        values + rowValues > MAX_BATCH_VALUES)
    ) {
      batches.push(current);
      current = [];
      bytes = 0;
      values = 0;
    }
    current.push(row);
    bytes += rowBytes;
    values += rowValues;
  }
  if (current.length) batches.push(current);
  return batches;
};
