import type { Lang } from '../labels';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Plural forms are written polyglot's way, `form |||| form …`: two in English, six in Arabic
 * (zero, one, two, few, many, other), which are exactly the CLDR categories Intl knows.
 */
const FORMS: Record<Lang, Intl.LDMLPluralRule[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

const lookup = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );

/**
 * Translators over a catalogue in both languages, with polyglot's syntax, for code that runs
 * without react-admin: the server, and the dashboard's public and auth pages (which stay free of
 * polyglot and its polyfills). One translator per language, made once.
 */
export const createTranslator = (catalogues: Record<Lang, object>) => {
  const cache = new Map<Lang, Translate>();
  return (lang: Lang): Translate => {
    const cached = cache.get(lang);
    if (cached) return cached;
    const rules = new Intl.PluralRules(lang);
    const t: Translate = (key, params = {}) => {
      const found = lookup(catalogues[lang], key);
      if (typeof found !== 'string') return typeof params._ === 'string' ? params._ : key;
      let text = found;
      if (typeof params.smart_count === 'number' && text.includes('||||')) {
        const forms = text.split('||||').map((f) => f.trim());
        const index = FORMS[lang].indexOf(rules.select(params.smart_count));
        text = forms[Math.min(Math.max(index, 0), forms.length - 1)];
      }
      return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
        name in params ? String(params[name]) : match,
      );
    };
    cache.set(lang, t);
    return t;
  };
};
