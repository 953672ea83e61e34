import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useDocumentTitle } from './public/useDocumentTitle';

// The top bar's title slot (react-admin's TitlePortal), named here so this page needs no react-admin.
const TITLE_SLOT_ID = 'react-admin-title';

const Page = ({ to, back }: { to: string; back: string }) => {
  const { t } = useLanguage();
  return (
    <main className="mw-center-page">
      <div>
        <div className="mw-code" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <Link className="mw-button" to={to}>
          {back}
        </Link>
      </div>
    </main>
  );
};

const SiteNotFound = () => {
  const { t } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return <Page to="/" back={t('notFound.backHome')} />;
};

/** Inside the dashboard: back to its home, and the title in the top bar, which the tab follows. */
const DashboardNotFound = () => {
  const { t } = useLanguage();
  const [slot, setSlot] = useState(() => document.getElementById(TITLE_SLOT_ID));
  useEffect(() => {
    if (slot) return;
    // Opened directly, this page and the top bar mount together: the slot is there a frame later.
    const frame = requestAnimationFrame(() => setSlot(document.getElementById(TITLE_SLOT_ID)));
    return () => cancelAnimationFrame(frame);
  }, [slot]);
  return (
    <>
      {slot && createPortal(t('notFound.title'), slot)}
      <Page to="/dashboard" back={t('notFound.backToDashboard')} />
    </>
  );
};

/** Any unknown path, inside or outside the dashboard. Plain markup: it must not pull the dashboard in. */
export const NotFound = () =>
  useLocation().pathname.startsWith('/dashboard') ? <DashboardNotFound /> : <SiteNotFound />;
