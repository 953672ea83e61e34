import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { NotFound } from './pages/NotFound';
import { setUnauthorizedHandler } from './providers/httpClient';
import { getToken } from './providers/session';

// Each layout is its own chunk: the public pages never load the dashboard or react-admin.
const Landing = lazy(() => import('./pages/public/Landing'));
const AuthPages = lazy(() => import('./pages/auth/AuthPages'));
const Dashboard = lazy(() => import('./App'));

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
    <UnauthorizedRedirect />
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/auth/*" element={<AuthPages />} />
      <Route path="/dashboard/*" element={<RequireSession />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);
