import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Lang } from '../../schemas';
import { catalogue } from '../i18n/catalogue';
import { LANGUAGE_OPTIONS } from '../i18n/language-storage';
import { resourceMessages } from '../i18n/resource-messages';
import { translatorFor } from '../i18n/translate';

// A failed submit says the spec's "Please fill out all required fields correctly." in both languages.
const withFormMessage = <T extends { ra: { message: object } }>(ra: T, text: string) => ({
  ...ra,
  ra: { ...ra.ra, message: { ...ra.ra.message, invalid_form: text } },
});

/** react-admin's messages, ours and the schemas' labels, in one language (both parts loaded). */
const messages = (lang: Lang) => {
  const app = catalogue('app', lang);
  return {
    ...withFormMessage(catalogue('admin', lang), app.validation.form),
    ...app,
    resources: resourceMessages(lang),
  };
};

const locales = (Object.keys(LANGUAGE_OPTIONS) as Lang[]).map((locale) => ({
  locale,
  name: LANGUAGE_OPTIONS[locale].label,
}));

const providers = new Map<Lang, I18nProvider>();

/**
 * react-admin's translator for one language: its own messages, ours, and the schemas' labels, all
 * loaded beforehand (`loadCatalogue(lang, 'admin')`, which the dashboard's code waits for). The dashboard hands react-admin the provider of the language on screen instead of changing
 * react-admin's locale, because a locale change remounts the whole admin and loses what a vendor
 * was typing (D4). Each provider is made once, so its identity only changes with the language.
 */
export const i18nProviderFor = (lang: Lang): I18nProvider => {
  let provider = providers.get(lang);
  if (!provider) {
    // The dashboard pages' texts come with those pages, after this provider is made: a key it does
    // not hold is looked up there (and read as itself when it is nowhere, as polyglot would).
    const ours = translatorFor(lang);
    provider = polyglotI18nProvider(() => messages(lang), lang, locales, {
      onMissingKey: (key: string, options: Record<string, unknown>) => ours(key, options),
    });
    providers.set(lang, provider);
  }
  return provider;
};
