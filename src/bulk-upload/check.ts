import type { Lang } from '../../schemas';
import { fieldErrorText } from '../../schemas/i18n/field-errors';
import type { Translate } from '../../schemas/i18n/translate';
import type { FieldError } from '../../schemas/validation';
import { parseTireSize, readCell, type References } from './cells';
import { headerOf, type Column } from './columns';
import { matchHeader } from './header';

export type CellError = { path: string; column: string; message: string };

/** One data row of the file after the check. */
export type CheckedRow = {
  /** The row number the vendor's spreadsheet program shows. */
  row: number;
  /** The product body the row gives (blank cells absent). */
  values: Record<string, unknown>;
  errors: CellError[];
  /** Its SKU is already in the catalogue: saving updates that product. */
  update: boolean;
  /** The row's cells as read, for the "rows with errors" file. */
  cells: string[];
};

export type CheckResult =
  | { ok: false; problem: 'noHeader' | 'noRows'; missing?: string[] }
  | {
      ok: true;
      header: string[];
      rows: CheckedRow[];
      counts: { created: number; updated: number; errors: number };
      /** Headers of the file no column matched, left out of the import. */
      ignored: string[];
      /** The column path each of the file's columns fills (null: ignored). */
      pathAt: (string | null)[];
    };

type Options = {
  columns: Column[];
  references: References;
  /** The schema's check of one product body (the add form's, precompiled). */
  validate: (values: Record<string, unknown>) => FieldError[];
  /** SKUs already in the vendor's catalogue. */
  existingSkus: ReadonlySet<string>;
  lang: Lang;
  t: Translate;
  /** Told every thousand rows, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
};

/** The schema's few paths, split once rather than for every cell. */
const partsOf = new Map<string, { parents: string[]; leaf: string }>();

const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  let parts = partsOf.get(path);
  if (!parts) {
    const all = path.split('.');
    parts = { parents: all.slice(0, -1), leaf: all.at(-1)! };
    partsOf.set(path, parts);
  }
  let node = target;
  for (const part of parts.parents) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.leaf] = value;
};

const HEADER_SEARCH_ROWS = 10;

/** The header is the first of the top rows that names at least two columns. */
export const findHeader = (rows: string[][], columns: Column[]) => {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const match = matchHeader(rows[i], columns);
    if (match.matched >= 2) return { index: i, match };
  }
  return null;
};

/**
 * "Check my file": every row through the add form's own validator, plus what only a file can get
 * wrong (an unknown brand, a SKU twice), each error naming its row and column in the reader's
 * language. Nothing is sent anywhere.
 */
export const checkRows = (rows: string[][], options: Options): CheckResult => {
  const { columns, references, validate, existingSkus, lang, t, onProgress } = options;
  const found = findHeader(rows, columns);
  if (!found) return { ok: false, problem: 'noHeader' };
  const { index, match } = found;
  if (match.missing.length)
    return { ok: false, problem: 'noHeader', missing: match.missing.map((c) => headerOf(c, lang)) };
  const labelOf = (path: string) => {
    const column = columns.find((c) => c.path === path) ?? columns.find((c) => c.path.startsWith(`${path}.`));
    // A translatable text missing in both languages is named as the text, not as one of them.
    if (column?.translation?.path === path) return column.translation.label[lang];
    return column ? column.label[lang] : path;
  };

  const checked: CheckedRow[] = [];
  const firstRowOfSku = new Map<string, number>();
  for (let r = index + 1; r < rows.length; r++) {
    if (onProgress && (r - index) % 1000 === 0) onProgress(r - index, rows.length - index - 1);
    const cells = rows[r].map((c) => (c === null || c === undefined ? '' : String(c)));
    if (cells.every((c) => c.trim() === '')) continue;
    const values: Record<string, unknown> = {};
    const flat: Record<string, unknown> = {};
    const errors: CellError[] = [];
    match.byIndex.forEach((column, i) => {
      if (!column) return;
      const raw = cells[i] ?? '';
      const size = column.path.startsWith('size.') ? parseTireSize(raw) : null;
      if (size) {
        for (const [k, v] of Object.entries(size)) flat[`size.${k}`] ??= v;
        return;
      }
      const outcome = readCell(column, raw, references, flat);
      if (outcome.value === undefined) return;
      flat[column.path] = outcome.value;
      if (outcome.problem)
        errors.push({
          path: column.path,
          column: column.label[lang],
          message: t('bulk.notInList', { field: column.label[lang], value: outcome.problem.value }),
        });
    });
    // A size written whole in its first column fills the other two.
    for (const [path, value] of Object.entries(flat)) setPath(values, path, value);

    const sku = typeof values.sku === 'string' ? values.sku.trim() : '';
    const update = sku !== '' && existingSkus.has(sku);
    for (const error of validate(values)) {
      // An update leaves blank cells as they are, so a missing value is no error there.
      if (update && error.rule === 'required' && flat[error.path] === undefined) continue;
      if (errors.some((e) => e.path === error.path)) continue;
      errors.push({ path: error.path, column: labelOf(error.path), message: fieldErrorText(error, lang, t) });
    }
    const row = r + 1;
    if (sku) {
      const first = firstRowOfSku.get(sku);
      if (first !== undefined)
        errors.push({ path: 'sku', column: labelOf('sku'), message: t('bulk.duplicateSku', { row: first }) });
      else firstRowOfSku.set(sku, row);
    }
    checked.push({ row, values, errors, update, cells });
  }
  if (!checked.length) return { ok: false, problem: 'noRows' };
  const valid = checked.filter((r) => !r.errors.length);
  return {
    ok: true,
    header: rows[index].map((c) => String(c ?? '')),
    rows: checked,
    counts: {
      created: valid.filter((r) => !r.update).length,
      updated: valid.filter((r) => r.update).length,
      errors: checked.length - valid.length,
    },
    ignored: rows[index].filter((c, i) => String(c ?? '').trim() && !match.byIndex[i]).map(String),
    pathAt: match.byIndex.map((c) => c?.path ?? null),
  };
};
