import type { Lang } from '../../schemas';
import { createTranslator } from '../../schemas/i18n/translate';
import { catalogue } from './catalogue';

export type { Translate } from '../../schemas/i18n/translate';
export { loadCatalogue } from './catalogue';

/** Our texts in one language, once `loadCatalogue` has fetched them. */
export const appMessages = (lang: Lang) => catalogue('app', lang);

/** The dashboard's whole catalogue, for the public and auth pages (react-admin uses polyglot). */
export const translatorFor = createTranslator({
  get ar() {
    return appMessages('ar');
  },
  get en() {
    return appMessages('en');
  },
});
