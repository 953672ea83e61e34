/** A text shown to people, in both languages of the product. */
export type Label = { readonly en: string; readonly ar: string };
export type Lang = keyof Label;
export const LANGS = ['ar', 'en'] as const satisfies readonly Lang[];

/**
 * Resource names carry six Arabic plural forms (zero, one, two, few, many, other). react-admin asks
 * for "the plural" with a count of 2, so the second form is written as the plain plural, not the dual.
 */
