/** The public site's pages. Any other path outside `/auth` and `/dashboard` is the not-found page. */
export const PUBLIC_PATHS = ['/', '/about', '/faqs', '/privacy', '/terms'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const publicPath = (pathname: string): PublicPath | undefined =>
  PUBLIC_PATHS.find((path) => path === (pathname.replace(/(.)\/+$/, '$1') as PublicPath));
