import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Lang } from '../../schemas';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { currentLang, LANGUAGE_OPTIONS } from '../i18n/language-storage';
import { raArabic } from '../i18n/ra-ar';
import { resourceMessages } from '../i18n/resource-messages';

const catalogues = {
  ar: { ...raArabic, ...ar, resources: resourceMessages('ar') },
  en: { ...englishMessages, ...en, resources: resourceMessages('en') },
};

/** react-admin's translator: its own messages, ours, and the schemas' labels, in Arabic or English. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale as Lang] ?? catalogues.ar,
  currentLang(),
  (Object.keys(LANGUAGE_OPTIONS) as Lang[]).map((locale) => ({
    locale,
    name: LANGUAGE_OPTIONS[locale].label,
  })),
  { allowMissing: false },
);
