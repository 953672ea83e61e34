import type { Column } from './columns';
import { normalize } from './cells';

/** Keys a spreadsheet header may not set, whatever the file says. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type HeaderMatch = {
  /** For each column of the file, the product column it fills (null: not ours, ignored). */
  byIndex: (Column | null)[];
  /** Required columns the file does not have (a required translatable text: in no language). */
  missing: Column[];
  /** How many of the file's headers matched a column. */
  matched: number;
};

/**
 * Reads a header row written in English or Arabic labels, or as schema keys (`size.width`), with
 * or without the required mark and unit, in any case and spacing.
 */
export const matchHeader = (header: string[], columns: Column[]): HeaderMatch => {
  const names = new Map<string, Column>();
  const texts = new Map<string, Column>();
  for (const column of columns) {
    for (const name of [column.path, column.label.en, column.label.ar]) names.set(normalize(name), column);
    const { translation } = column;
    if (translation) {
      // "Product description" alone: one column of text in either language, read by its letters.
      const whole: Column = { ...column, path: translation.path, label: translation.label };
      whole.translation = { ...translation, lang: 'any' };
      if (!texts.has(translation.path)) texts.set(translation.path, whole);
      for (const name of [translation.path, translation.label.en, translation.label.ar])
        if (!names.has(normalize(name))) names.set(normalize(name), whole);
      continue;
    }
    // A nested field may also be written without its parent's label ("Width" for the size's width).
    const leaf = column.path.split('.').at(-1)!;
    if (!names.has(normalize(leaf))) names.set(normalize(leaf), column);
  }
  const used = new Set<Column>();
  const byIndex = header.map((cell) => {
    const key = normalize(String(cell ?? ''));
    if (!key || FORBIDDEN.has(key)) return null;
    const column = names.get(key);
    if (!column || used.has(column)) return null;
    used.add(column);
    return column;
  });
  const textsGiven = new Set([...used].map((c) => c.translation?.path));
  return {
    byIndex,
    missing: [
      ...columns.filter((c) => c.required && !used.has(c)),
      ...[...texts.values()]
        .filter((c) => c.translation!.required && !textsGiven.has(c.path))
        .map((c) => ({ ...c, required: true })),
    ],
    matched: used.size,
  };
};
