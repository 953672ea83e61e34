import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useDocumentTitle } from './public/useDocumentTitle';
import { TopBarTitle } from './TopBarTitle';

/** `main`: the page's main landmark, which the dashboard's layout already is around its pages. */
const Page = ({ to, back, main = true }: { to: string; back: string; main?: boolean }) => {
  const { t } = useLanguage();
  const Box = main ? 'main' : 'div';
  return (
    <Box className="mw-center-page">
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
    </Box>
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
  return (
    <>
      <TopBarTitle title={t('notFound.title')} />
      <Page to="/dashboard" back={t('notFound.backToDashboard')} main={false} />
    </>
  );
};

/** Any unknown path, inside or outside the dashboard. Plain markup: it must not pull the dashboard in. */
export const NotFound = () =>
  useLocation().pathname.startsWith('/dashboard') ? <DashboardNotFound /> : <SiteNotFound />;
