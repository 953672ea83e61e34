import type { Lang } from './labels';

/** Arabic is the default and the fallback. */
export const DEFAULT_LANG: Lang = 'ar';

/** The spec's local-storage key of the language; a cookie of the same name tells the server. */
export const LANG_KEY = 'i18nextLng';

/**
 * The vendor's colour scheme choice (`light`, `dark` or `system`) in local storage; a cookie of the
 * same name tells the server, which must not send a page drawn in the light to one who chose dark.
 */
export const THEME_MODE_KEY = 'themeMode';

/** The public site's pages. Any other path outside `/auth` and `/dashboard` is the not-found page. */
export const PUBLIC_PATHS = ['/', '/about', '/faqs', '/privacy', '/terms'] as const;

/**
 * The ways in that the build prerenders too: sign in, and the registration's first step. MUI draws
 * them, so their markup carries the light scheme's colours (the public pages' CSS follows the device).
 */
export const AUTH_PATHS = [
  '/auth',
  '/auth/login',
  '/auth/select-vendor',
  '/auth/first-register-step',
] as const;

export const PRERENDERED_PATHS = [...PUBLIC_PATHS, ...AUTH_PATHS] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];
export type AuthPath = (typeof AUTH_PATHS)[number];
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

export const publicPath = (pathname: string): PublicPath | undefined =>
  PUBLIC_PATHS.find((path) => path === withoutTrailingSlash(pathname));

export const prerenderedPath = (pathname: string): PrerenderedPath | undefined =>
  PRERENDERED_PATHS.find((path) => path === withoutTrailingSlash(pathname));

export const isAuthPath = (path: PrerenderedPath): path is AuthPath =>
  (AUTH_PATHS as readonly string[]).includes(path);

/** Where the build writes a prerendered page and the server finds it: `pages/ar/index.html`, `pages/en/auth/login.html`. */
export const prerenderedFile = (lang: Lang, path: PrerenderedPath) =>
  `pages/${lang}/${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * The copy of a built page marked with the scheme the vendor chose (`<html data-theme="dark">`),
 * which the server sends on the `themeMode` cookie: without the mark, a page follows the device
 * until the app applies the choice, a frame in the wrong colours. `index.html` → `index.dark.html`.
 */
export const schemeFile = (file: string, scheme: 'light' | 'dark') =>
  file.replace(/\.html$/, `.${scheme}.html`);
