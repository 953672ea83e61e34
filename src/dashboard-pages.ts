import { withPageTexts } from './i18n/page-texts';
import { preloadable } from './preloadable';
import { orders } from './resources/orders';

/** The addresses the home page opens at. */
export const HOME_PATH = /^\/dashboard(\/home)?\/?$/;

/** The dashboard's home (`/dashboard`, `/dashboard/home`): its charts' code is its own. */
export const Home = preloadable(
  withPageTexts(() => import('./pages/dashboard/Home').then((m) => ({ default: m.Home }))),
);

/** The dashboard pages whose code is apart from the dashboard's, by the path that opens them. */
const PAGES = [
  { path: HOME_PATH, page: Home },
  { path: /^\/dashboard\/orders\/?$/, page: orders.list },
];

/**
 * Fetches the code of the dashboard page a visit starts on, alongside the dashboard's own: a page
 * still fetching when the dashboard first renders would hold its first paint back (see preloadable).
 */
export const preloadDashboardPage = async (pathname: string) => {
  await PAGES.find(({ path }) => path.test(pathname))?.page.preload();
};
