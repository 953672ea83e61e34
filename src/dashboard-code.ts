import { preloadDashboardPage } from './dashboard-pages';
import { loadCatalogue } from './i18n/catalogue';
import { currentLang } from './i18n/language-storage';
import { preloadable } from './preloadable';

/** The dashboard's code, its own chunk, with react-admin's texts in the language on screen. */
export const Dashboard = preloadable(() =>
  Promise.all([import('./App'), loadCatalogue(currentLang(), 'admin')]).then(([app]) => app),
);

/**
 * Fetches the dashboard's code, and that of the page `pathname` opens: before the first render of a
 * visit that starts there, and during a sign-in, while the API checks the password.
 */
export const preloadDashboard = (pathname: string) =>
  Promise.all([Dashboard.preload(), preloadDashboardPage(pathname)]).catch(() => {});
