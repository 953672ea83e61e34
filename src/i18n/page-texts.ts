import { loadCatalogue } from './catalogue';
import { currentLang } from './language-storage';

/**
 * A dashboard page's code, fetched with the texts of the pages that load their own code (the
 * `pages` part of the catalogue) in the language on screen: the page never shows without them.
 */
export const withPageTexts =
  <M>(code: () => Promise<M>) =>
  () =>
    Promise.all([code(), loadCatalogue(currentLang(), 'pages')]).then(([m]) => m);
