import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { PageError } from '../pages/PageError';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PageHeading } from './PageHeading';

/** Shows a message handed over by the page that navigated here (e.g. "login successfully"). */
const Flash = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const flash = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (!flash) return;
    notify(flash, { type: 'success' });
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [flash, notify, navigate, location.pathname, location.search]);
  return null;
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <NotificationsProvider>
    <RaLayout appBar={AppBar} menu={Menu} error={PageError}>
      <Flash />
      <PageHeading />
      {children}
    </RaLayout>
  </NotificationsProvider>
);
