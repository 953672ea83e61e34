import type { Lang } from '../../schemas';
import { asTranslations } from '../../schemas/translations';
import type { References } from './cells';
import type { Column } from './columns';
import type { Cell } from './xlsx-writer';

const at = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], record);

/** A product as a row of the template: enum labels and reference names in the language, never codes. */
export const toCells = (
  columns: Column[],
  record: Record<string, unknown>,
  references: References,
  lang: Lang,
): Cell[] =>
  columns.map((column) => {
    const { translation } = column;
    // A product saved with its text as one string has it in the column of the language it is in.
    const value =
      translation && translation.lang !== 'any'
        ? asTranslations(at(record, translation.path))[translation.lang]
        : at(record, column.path);
    if (value === undefined || value === null || value === '') return null;
    if (column.kind === 'enum')
      return column.choices?.find((c) => c.value === value)?.label[lang] ?? String(value);
    if (column.kind === 'reference')
      return references[column.reference!]?.find((i) => i.id === value)?.name[lang] ?? String(value);
    if (column.kind === 'links') return Array.isArray(value) ? value.join(' ') : String(value);
    if (typeof value === 'number') return value;
    return String(value);
  });
