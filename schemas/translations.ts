import type { Lang } from './labels';

/** A translatable text's value (`x-translatable`, see defs.ts): one language's string, or both. */
export type Translations = { en?: string; ar?: string };

/** Any Arabic letter; the database's migration of plain names reads it too. */
export const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** The language that is not `lang`: where a reader's text is missing, the one shown instead. */
export const otherLang = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar');

/** The language a text is written in, by its letters: any Arabic letter makes it Arabic. */
export const languageOf = (text: string): Lang => (ARABIC_LETTER.test(text) ? 'ar' : 'en');

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A stored value as `{ en, ar }`: a plain string goes to the language its letters are written in. */
export const asTranslations = (value: unknown): Translations => {
  if (isText(value)) return { [languageOf(value)]: value };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const { en, ar } = value as Record<string, unknown>;
  return { ...(isText(en) ? { en } : {}), ...(isText(ar) ? { ar } : {}) };
};

/**
 * What a reader of `lang` sees: the text in their language, else the other one, with the language
 * it is written in (so the page can mark it); null when there is none.
 */
export const textFor = (value: unknown, lang: Lang): { text: string; lang: Lang } | null => {
  if (isText(value)) return { text: value, lang: languageOf(value) };
  const t = asTranslations(value);
  const other = otherLang(lang);
  if (t[lang]) return { text: t[lang], lang };
  if (t[other]) return { text: t[other], lang: other };
  return null;
};

/** The text a reader of `lang` sees, as a plain string ('' when there is none). */
export const textIn = (value: unknown, lang: Lang): string => textFor(value, lang)?.text ?? '';
