import type { Label } from '../../schemas';
import { parseLocalizedNumber, toAsciiDigits } from '../../schemas/digits';
import { languageOf } from '../../schemas/translations';
import type { ReferenceKind } from '../../schemas/references';
import type { Column } from './columns';

export type ReferenceItem = { id: string; name: Label; parentId: string | null };
export type References = Partial<Record<ReferenceKind, ReferenceItem[]>>;

/** How a header or a choice is compared: case, spaces, tatweel, required marks and units ignored. */
export const normalize = (text: string) =>
  toAsciiDigits(text)
    .normalize('NFKC')
    .replace(/[\u0640\u200e\u200f\u061c\ufeff]/g, '')
    .replace(/\*/g, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Why a cell could not become a value the schema can check; the schema's own rules say the rest. */
export type CellProblem = { kind: 'reference'; value: string };

export type CellOutcome = { value?: unknown; problem?: CellProblem };

/**
 * The normalized texts each entry may be named by, worked out once per list: a check compares every
 * row's cell with them, and normalizing them again for each of 50,000 rows was most of its time.
 */
const keyed = <T extends object, E>(keysOf: (entry: E) => string[]) => {
  const cache = new WeakMap<T, { entry: E; keys: string[] }[]>();
  return (list: T, entries: readonly E[]) => {
    let found = cache.get(list);
    if (!found) {
      found = entries.map((entry) => ({ entry, keys: keysOf(entry) }));
      cache.set(list, found);
    }
    return found;
  };
};

type Choice = NonNullable<Column['choices']>[number];
const choicesOf = keyed<Column, Choice>((c) => [
  normalize(String(c.value)),
  normalize(c.label.en),
  normalize(c.label.ar),
]);

const choiceOf = (column: Column, raw: string) => {
  const wanted = normalize(raw);
  const asNumber = parseLocalizedNumber(raw);
  return choicesOf(column, column.choices ?? []).find(
    ({ entry, keys }) =>
      keys.includes(wanted) || (typeof entry.value === 'number' && entry.value === asNumber),
  )?.entry;
};

const itemsOf = keyed<ReferenceItem[], ReferenceItem>((i) => [normalize(i.name.en), normalize(i.name.ar)]);

/** A reference cell names an item by its name in either language, as the dropdown shows it, or by id. */
const referenceOf = (items: ReferenceItem[], raw: string, parentId: unknown) => {
  const wanted = normalize(raw);
  const id = raw.trim();
  return itemsOf(items, items).find(
    ({ entry, keys }) =>
      (typeof parentId !== 'string' || entry.parentId === null || entry.parentId === parentId) &&
      (entry.id === id || keys.includes(wanted)),
  )?.entry;
};

const NO_ITEMS: ReferenceItem[] = [];

/**
 * One cell's text as the value the product body takes, or nothing when blank (a blank cell never
 * clears a stored value). Text that is not what the column wants is passed on as text, so the
 * schema's check names the field in the same words as the form.
 */
export const readCell = (
  column: Column,
  raw: string,
  references: References,
  row: Record<string, unknown>,
): CellOutcome => {
  // An exported cell that looked like a formula was written with a leading apostrophe: drop it.
  const text = raw.trim().replace(/^'(?=[=+\-@])/, '');
  if (text === '') return {};
  switch (column.kind) {
    case 'number':
    case 'integer':
      return { value: parseLocalizedNumber(text) ?? undefined };
    case 'enum': {
      const choice = choiceOf(column, text);
      return { value: choice ? choice.value : text };
    }
    case 'reference': {
      const parent = column.referenceParent ? row[column.referenceParent] : undefined;
      const item = referenceOf(references[column.reference!] ?? NO_ITEMS, text, parent);
      return item ? { value: item.id } : { value: text, problem: { kind: 'reference', value: text } };
    }
    case 'links':
      return { value: text.split(/[\s,]+/).filter(Boolean) };
    default:
      // A translatable text in one column of its own: it goes to the language its letters are in.
      if (column.translation?.lang === 'any') return { value: { [languageOf(text)]: text } };
      // Codes keep their text exactly: "00123" stays "00123".
      return { value: column.code ? toAsciiDigits(text) : text };
  }
};

/** "205/55R16", "205/55 R16" or "205 55 16", with Arabic digits too: width, length (profile) and rim. */
export const parseTireSize = (text: string): { width: number; length: number; depth: number } | null => {
  const m = /^\s*(\d{3})\s*[/\s-]\s*(\d{2})\s*(?:z?r\s*|\s|-)\s*(\d{2})\s*$/i.exec(toAsciiDigits(text));
  return m ? { width: Number(m[1]), length: Number(m[2]), depth: Number(m[3]) } : null;
};
