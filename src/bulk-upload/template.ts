import Papa from 'papaparse';
import type { Lang } from '../../schemas';
import type { Translate } from '../../schemas/i18n/translate';
import { escapeCell } from '../schema-ui/csv';
import type { References } from './cells';
import { headerOf, type Column } from './columns';
import { rangeOf, writeXlsx, type Cell, type Sheet, type Validation } from './xlsx-writer';

/** Rows the template's validations cover: the most a file may hold, plus its header. */
const LAST_ROW = 50_001;

type Context = { columns: Column[]; lang: Lang; t: Translate; references: References };

const sheetNames = (t: Translate) => ({
  products: t('bulk.sheets.products'),
  instructions: t('bulk.sheets.instructions'),
  lists: t('bulk.sheets.lists'),
});

/** Each list column's choices, as the dropdown shows them: labels in the language, or reference names. */
const choicesOf = (column: Column, { lang, references }: Context): string[] | null => {
  if (column.kind === 'enum') return (column.choices ?? []).map((c) => c.label[lang]);
  if (column.kind === 'reference') return (references[column.reference!] ?? []).map((i) => i.name[lang]);
  return null;
};

const exampleOf = (column: Column, context: Context): Cell => {
  const choices = choicesOf(column, context);
  if (choices?.length) return choices[0];
  if (column.kind === 'number' || column.kind === 'integer')
    return Math.max(
      column.minimum ?? 0,
      Math.min(column.maximum ?? 100, column.minimum ? column.minimum : 100),
    );
  if (column.kind === 'links') return 'https://example.com/photo.jpg';
  return column.code ? '00123' : context.t('bulk.example');
};

const ruleOf = (column: Column, context: Context): string => {
  const { t } = context;
  const choices = choicesOf(column, context);
  if (column.kind === 'enum') return t('bulk.rules.oneOf', { values: choices!.join(' / ') });
  if (column.kind === 'reference') return t('bulk.rules.fromList', { count: choices!.length });
  if (column.kind === 'number' || column.kind === 'integer')
    return t(column.kind === 'integer' ? 'bulk.rules.whole' : 'bulk.rules.number', {
      min: column.minimum ?? '–',
      max: column.maximum ?? '–',
    });
  if (column.kind === 'links') return t('bulk.rules.links');
  const { translation } = column;
  if (translation && translation.lang !== 'any')
    return t(translation.required ? 'bulk.rules.translationRequired' : 'bulk.rules.translation', {
      language: t(`bulk.rules.languages.${translation.lang}`),
      max: column.maxLength ?? '–',
      field: translation.label[context.lang],
    });
  return t(column.code ? 'bulk.rules.code' : 'bulk.rules.text', { max: column.maxLength ?? '–' });
};

/** The Instructions sheet, from the schema: each column's meaning, rule, unit and an example. */
const instructions = (context: Context): Sheet => {
  const { columns, lang, t } = context;
  const rows: Cell[][] = [
    [
      t('bulk.instructions.column'),
      t('bulk.instructions.required'),
      t('bulk.instructions.rule'),
      t('bulk.instructions.unit'),
      t('bulk.instructions.example'),
    ],
    ...columns.map((c) => [
      headerOf(c, lang),
      t(c.required ? 'bulk.instructions.yes' : 'bulk.instructions.no'),
      ruleOf(c, context),
      c.unit?.[lang] ?? '',
      exampleOf(c, context),
    ]),
    [],
    [t('bulk.instructions.blank')],
    [t('bulk.instructions.sku')],
  ];
  return {
    name: sheetNames(t).instructions,
    rows,
    widths: [28, 10, 60, 10, 24],
    header: true,
    rightToLeft: lang === 'ar',
  };
};

/**
 * The workbook of a product type in the reader's language: the products sheet (labelled header,
 * required marks, dropdowns, number ranges, SKU as text, frozen header), the Instructions sheet and
 * a hidden sheet of lists. `rows` fills the products sheet (the "rows with errors" file, an export).
 */
export const buildWorkbook = (context: Context, rows: Cell[][] = [], extraHeader: string[] = []) => {
  const { columns, lang, t } = context;
  const names = sheetNames(t);
  const lists: string[][] = [];
  const validations: Validation[] = [];
  columns.forEach((column, i) => {
    const choices = choicesOf(column, context);
    const base = { column: i, fromRow: 2, toRow: LAST_ROW, title: column.label[lang] };
    if (choices?.length) {
      lists.push(choices);
      const listColumn = lists.length - 1;
      validations.push({
        ...base,
        type: 'list',
        source: rangeOf(names.lists, listColumn, 1, choices.length),
        message: ruleOf(column, context),
      });
    } else if (column.kind === 'number' || column.kind === 'integer') {
      validations.push({
        ...base,
        type: column.kind === 'integer' ? 'whole' : 'decimal',
        min: column.minimum,
        max: column.maximum,
        message: ruleOf(column, context),
      });
    }
  });
  const listRows: Cell[][] = Array.from({ length: Math.max(0, ...lists.map((l) => l.length)) }, (_, r) =>
    lists.map((l) => l[r] ?? null),
  );
  const header = [...columns.map((c) => headerOf(c, lang)), ...extraHeader];
  const products: Sheet = {
    name: names.products,
    rows: [header, ...rows],
    widths: [...columns.map((c) => (c.kind === 'text' && !c.code ? 30 : 18)), ...extraHeader.map(() => 60)],
    textColumns: columns.flatMap((c, i) => (c.kind === 'text' || c.kind === 'links' ? [i] : [])),
    header: true,
    rightToLeft: lang === 'ar',
    validations,
  };
  const listSheet: Sheet = { name: names.lists, rows: listRows, hidden: true };
  return writeXlsx([products, instructions(context), listSheet]);
};

/** The same sheet as CSV: UTF-8 with a BOM (so Excel shows Arabic), formula-like cells escaped. */
export const buildCsv = (context: Context, rows: Cell[][] = [], extraHeader: string[] = []) => {
  const header = [...context.columns.map((c) => headerOf(c, context.lang)), ...extraHeader];
  const plain = rows.map((row) =>
    row.map((cell) => escapeCell(typeof cell === 'object' && cell !== null ? cell.value : cell)),
  );
  return `\ufeff${Papa.unparse([header, ...plain])}`;
};
