import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Lang } from '../../schemas';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { LANGUAGE_OPTIONS } from '../i18n/language-storage';
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

const locales = (Object.keys(LANGUAGE_OPTIONS) as Lang[]).map((locale) => ({
  locale,
  name: LANGUAGE_OPTIONS[locale].label,
}));

const providers = new Map<Lang, I18nProvider>();

/**
 * react-admin's translator for one language: its own messages, ours, and the schemas' labels.
 * The dashboard hands react-admin the provider of the language on screen instead of changing
 * react-admin's locale, because a locale change remounts the whole admin and loses what a vendor
 * was typing (D4). Each provider is made once, so its identity only changes with the language.
 */
export const i18nProviderFor = (lang: Lang): I18nProvider => {
  let provider = providers.get(lang);
  if (!provider) {
    provider = polyglotI18nProvider(() => catalogues[lang], lang, locales, { allowMissing: false });
    providers.set(lang, provider);
  }
  return provider;
};
