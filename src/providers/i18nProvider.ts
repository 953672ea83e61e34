import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Lang } from '../../schemas';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { currentLang, LANGUAGE_OPTIONS } from '../i18n/language-storage';
import { raArabic } from '../i18n/ra-ar';
import { resourceMessages } from '../i18n/resource-messages';

// A failed submit says the spec's "Please fill out all required fields correctly." in both languages.
const withFormMessage = <T extends { ra: { message: object } }>(ra: T, text: string) => ({
  ...ra,
  ra: { ...ra.ra, message: { ...ra.ra.message, invalid_form: text } },
});

const catalogues = {
  ar: { ...withFormMessage(raArabic, ar.validation.form), ...ar, resources: resourceMessages('ar') },
  en: { ...withFormMessage(englishMessages, en.validation.form), ...en, resources: resourceMessages('en') },
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
