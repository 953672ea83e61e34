import type { Lang } from '../schemas';
import { isAuthPath, prerenderedPath } from '../schemas/site';
import { readDraft } from './providers/registration-draft';
import type { ColorScheme } from './theme/mode';

export { prerenderedFile } from '../schemas/site';

/**
 * What `#root[data-prerendered]` says of a prerendered page: `ar:/privacy`, and for an auth page the
 * scheme MUI drew it in too, `en:/auth/login:light`. Null for a path the build does not prerender,
 * so the dashboard never matches it.
 */
export const prerenderedAs = (lang: Lang, pathname: string, scheme: ColorScheme) => {
  const path = prerenderedPath(pathname);
  if (!path) return null;
  // The public pages' colours come from CSS that follows the scheme by itself; MUI's are in the markup.
  return isAuthPath(path) ? `${lang}:${path}:${scheme}` : `${lang}:${path}`;
};

/**
 * Whether the first render in this browser draws the page as the build did, which had no storage
 * and no history: a registration draft to resume, or a message handed over by the screen before
 * (`history.state`, as the password reset's success), changes what an auth page shows.
 */
export const drawnAsBuilt = (pathname: string) => {
  const path = prerenderedPath(pathname);
  if (!path || !isAuthPath(path)) return true;
  const handedOver = (window.history.state as { usr?: unknown } | null)?.usr;
  return readDraft() === null && handedOver == null;
};
