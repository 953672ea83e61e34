import type { Lang } from '../../schemas';
import { DEFAULT_LANG, LANG_KEY } from '../../schemas/site';

export { DEFAULT_LANG, LANG_KEY };

/** The spec's language option: `{ value, label, dir, flag }`, stored under `language`. */
export type LanguageOption = { value: Lang; label: string; dir: 'rtl' | 'ltr'; flag: string };

export const LANGUAGE_OPTIONS: Record<Lang, LanguageOption> = {
  ar: { value: 'ar', label: 'العربية', dir: 'rtl', flag: '/flags/eg.svg' },
  en: { value: 'en', label: 'English', dir: 'ltr', flag: '/flags/gb.svg' },
};

export const LANGUAGE_KEY = 'language';

const isLang = (v: unknown): v is Lang => v === 'ar' || v === 'en';

const langCookie = new RegExp(`(?:^|;\\s*)${LANG_KEY}=([^;]*)`);

/**
 * The stored choice; without one, the cookie's, or else the language the page arrived in: the
 * server draws a prerendered page in the language of the cookie its request carried, which this
 * browser may not keep (a tool may send it). The app then takes that page over instead of redrawing
 * it in Arabic. index.html arrives in Arabic, the default.
 */
export const currentLang = (): Lang => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  if (isLang(stored)) return stored;
  // No page to read in a worker, nor in the build's renderer: the default.
  if (typeof document === 'undefined') return DEFAULT_LANG;
  const arrived = langCookie.exec(document.cookie)?.[1] ?? document.documentElement.lang;
  return isLang(arrived) ? arrived : DEFAULT_LANG;
};

/** The cookie's lifetime: a year, renewed at every visit. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Saves the choice under both spec keys and applies it to the document. A cookie of the same name
 * tells the server which language of a prerendered public page to send (local storage never
 * reaches it), so a returning English reader gets English at first paint.
 */
export const applyLanguage = (lang: Lang) => {
  const option = LANGUAGE_OPTIONS[lang];
  localStorage.setItem(LANG_KEY, lang);
  localStorage.setItem(LANGUAGE_KEY, JSON.stringify(option));
  document.cookie = `${LANG_KEY}=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  document.documentElement.lang = lang;
  document.documentElement.dir = option.dir;
};
