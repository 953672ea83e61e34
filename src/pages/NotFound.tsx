import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';

/** Any unknown path, inside or outside the dashboard. Plain markup: it must not pull the dashboard in. */
export const NotFound = () => {
  const { t } = useLanguage();
  return (
    <main className="mw-center-page">
      <div>
        <div className="mw-code" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <Link className="mw-button" to="/">
          {t('notFound.backHome')}
        </Link>
      </div>
    </main>
  );
};
