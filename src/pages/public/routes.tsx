import { Route } from 'react-router-dom';
import { preloadable } from '../../preloadable';
import { PUBLIC_PATHS, publicPath } from './paths';

// The whole public site is one chunk, away from the dashboard's code and react-admin.
const PublicSite = preloadable(() => import('./PublicSite'));

/**
 * For `<Routes>`: the paths only say which URLs are public pages; the site's frame stays mounted
 * across them and picks the page from the location.
 */
export const publicRoutes = (
  <Route element={<PublicSite />}>
    {PUBLIC_PATHS.map((path) =>
      path === '/' ? (
      <Route key={path} index element={null} />
    ) : (
      <Route key={path} path={path.slice(1)} element={null} />
    ),
    )}
  </Route>
);

/** Fetches a public page's code and text before the first render (see `preloadable`). */
export const preloadPublicPage = async (pathname: string) => {
  const path = publicPath(pathname);
  if (path) await (await PublicSite.preload()).preloadPage(path);
};
