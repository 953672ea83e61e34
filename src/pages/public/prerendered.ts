import type { Lang } from '../../../schemas';
import { publicPath } from '../../../schemas/site';

export { prerenderedFile } from '../../../schemas/site';

/**
 * What `#root[data-prerendered]` says of a prerendered page, `ar:/privacy`; null for a path that is
 * not a public page, so the dashboard and the auth pages never match it.
 */
export const prerenderedAs = (lang: Lang, pathname: string) => {
  const path = publicPath(pathname);
  return path ? `${lang}:${path}` : null;
};
