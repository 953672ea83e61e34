import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Dashboard, preloadDashboard } from './dashboard-code';
import { TakenOver } from './early-presses';
import { NotFound } from './pages/NotFound';
import { preloadPublicPage, publicRoutes } from './pages/public/routes';
import { preloadable } from './preloadable';
import { setUnauthorizedHandler } from './providers/httpClient';
import { readDraft } from './providers/registration-draft';
import { getToken } from './providers/session';
import { currentLang, LANGUAGE_OPTIONS } from './i18n/language-storage';
import { currentScheme } from './theme/mode';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Each layout is its own chunk: the public pages never load the dashboard or react-admin.
const AuthPages = preloadable(() => import('./pages/auth/AuthPages'));

/**
 * Fetches the code of the page the visit starts on, before the first render (see `preloadable`):
 * the dashboard's for a signed-in vendor, the auth pages' for the way in, or a public page's.
 */
export const preloadRoute = async (pathname: string) => {
  const dashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');
  if (dashboard && getToken()) {
    // Its data comes alongside: the list's rows need not wait for the code that shows them.
    void import('./first-page-data')
      .then((m) => m.requestFirstPageData(pathname, window.location.search))
      .catch(() => {});
    await preloadDashboard(pathname);
  } else if (dashboard || pathname === '/auth' || pathname.startsWith('/auth/')) {
    // Three shorter tasks rather than one long one, while the page shows from its HTML: MUI's code,
    // the theme, then the pages' own code. A long task is one that keeps a tap waiting.
    const { makeTheme } = await import('./pages/auth/ahead');
    await nextTask();
    makeTheme(LANGUAGE_OPTIONS[currentLang()].dir, currentScheme());
    await nextTask();
    await (await AuthPages.preload()).preloadPage(pathname);
  } else await preloadPublicPage(pathname);
};

/** A 401 from any response lands on the login page, without reloading the app. */
const UnauthorizedRedirect = () => {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/auth/login', { replace: true }));
  }, [navigate]);
  return null;
};

/**
 * The guard (D1), before the dashboard's code is even fetched: without a session, go sign in and
 * come back here afterwards. react-admin's own check then covers tokens the server no longer knows.
 */
const RequireSession = () => {
  const location = useLocation();
  // A vendor signed in before giving the work information finishes the registration first.
  if (getToken() && readDraft()?.step === 'final') return <Navigate to="/auth/final-step" replace />;
  if (getToken()) return <Dashboard />;
  return (
    <Navigate
      to="/auth/login"
      replace
      state={{ nextPathname: location.pathname, nextSearch: location.search }}
    />
  );
};

export const AppRoutes = () => (
  <Suspense fallback={null}>
    <TakenOver />
    <UnauthorizedRedirect />
    <Routes>
      {publicRoutes}
      <Route path="/auth/*" element={<AuthPages />} />
      <Route path="/dashboard/*" element={<RequireSession />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);
