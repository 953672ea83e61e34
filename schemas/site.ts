import type { Lang } from './labels';

/** Arabic is the default and the fallback. */
export const DEFAULT_LANG: Lang = 'ar';

/** The spec's local-storage key of the language; a cookie of the same name tells the server. */
export const LANG_KEY = 'i18nextLng';

/** The public site's pages. Any other path outside `/auth` and `/dashboard` is the not-found page. */
export const PUBLIC_PATHS = ['/', '/about', '/faqs', '/privacy', '/terms'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const publicPath = (pathname: string): PublicPath | undefined =>
  PUBLIC_PATHS.find((path) => path === (pathname.replace(/(.)\/+$/, '$1') as PublicPath));

/** Where the build writes a prerendered page and the server finds it: `pages/ar/index.html`. */
export const prerenderedFile = (lang: Lang, path: PublicPath) =>
  `pages/${lang}/${path === '/' ? 'index' : path.slice(1)}.html`;
