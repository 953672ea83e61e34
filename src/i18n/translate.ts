import type { Lang } from '../../schemas';
import { createTranslator } from '../../schemas/i18n/translate';
import { catalogue, ourTexts } from './catalogue';

export type { Translate } from '../../schemas/i18n/translate';
export { loadCatalogue } from './catalogue';

/** Our texts in one language that every page has, once `loadCatalogue` has fetched them. */
export const appMessages = (lang: Lang) => catalogue('app', lang);

/**
 * Our texts, and the dashboard pages' once fetched: for the public and auth pages, and for
 * react-admin's translator where its own phrases stop (see i18nProvider.ts).
 */
export const translatorFor = createTranslator({
  get ar() {
    return ourTexts('ar');
  },
  get en() {
    return ourTexts('en');
  },
});
