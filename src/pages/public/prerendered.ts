import type { Lang } from '../../../schemas';
import { publicPath, type PublicPath } from './paths';

/**
 * What `#root[data-prerendered]` says of a prerendered page, `ar:/privacy`; null for a path that is
 * not a public page, so the dashboard and the auth pages never match it.
 */
export const prerenderedAs = (lang: Lang, pathname: string) => {
  const path = publicPath(pathname);
  return path ? `${lang}:${path}` : null;
};

/** Where the build writes a prerendered page and the server finds it: `pages/ar/index.html`. */
export const prerenderedFile = (lang: Lang, path: PublicPath) =>
  `pages/${lang}/${path === '/' ? 'index' : path.slice(1)}.html`;
