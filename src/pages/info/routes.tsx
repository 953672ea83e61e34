import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { InfoPageName } from './InfoPage';

// One small chunk for the four pages, fetched when the first is opened: the first list never pays for it.
const InfoPage = lazy(() => import('./InfoPage'));

const NAMES: InfoPageName[] = ['about', 'faqs', 'privacy', 'terms'];

/** The user menu's information pages, for react-admin's `<CustomRoutes>`. */
export const infoRoutes = NAMES.map((name) => (
  <Route key={name} path={`/${name}`} element={<InfoPage name={name} />} />
));
