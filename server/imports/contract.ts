import type { Lang } from '../../schemas';
import { fieldErrorText, type Translate } from '../../schemas/i18n';
import {
  importId,
  importRecordSchema,
  importRowResult,
  MAX_IMPORT_ROWS,
  type ImportRecord,
  type ImportRowResult,
} from '../../schemas/imports';
import type { ImportRow } from '../db/tables';
import type { StoredError, StoredResult } from './service';

export const importParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: importId },
} as const;

/** A batch's number: the client's choice, unique within its import. */
export const batchParams = {
  type: 'object',
  required: ['id', 'n'],
  additionalProperties: false,
  properties: { id: importId, n: { type: 'integer', minimum: 1, maximum: MAX_IMPORT_ROWS } },
} as const;

/** An import with its report: every row's result from every batch, in row order. */
export const importDetails = {
  ...importRecordSchema,
  required: [...importRecordSchema.required, 'report'],
  properties: {
    ...importRecordSchema.properties,
    report: { type: 'array', items: importRowResult, description: 'Every row sent, in row order' },
  },
} as const;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const toImport = (row: ImportRow): ImportRecord => ({
  id: row.id,
  resource: row.resource as ImportRecord['resource'],
  fileName: row.file_name,
  rows: row.rows,
  status: row.status as ImportRecord['status'],
  counts: row.counts,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: iso(row.finished_at),
});

/** One stored error as text in the reader's language: a schema rule's template, or our own message. */
const errorText = (error: StoredError, lang: Lang, t: Translate) => {
  if (!('key' in error)) return fieldErrorText(error, lang, t);
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([name, v]) => [
      name,
      v && typeof v === 'object' ? (v as Record<string, unknown>)[lang] : v,
    ]),
  );
  return t(error.key, params);
};

/** A row's result as the API answers it: errors as `{ field: message }` in the request's language. */
export const toRowResult = (result: StoredResult, lang: Lang, t: Translate): ImportRowResult => ({
  row: result.row,
  outcome: result.outcome,
  ...(result.sku === undefined ? {} : { sku: result.sku }),
  ...(result.id === undefined ? {} : { id: result.id }),
  ...(result.errors
    ? { errors: Object.fromEntries(result.errors.map((e) => [e.path, errorText(e, lang, t)])) }
    : {}),
});
