import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';

/** The public front page; the full landing comes with the public site. */
const Landing = () => {
  const { t } = useLanguage();
  return (
    <main className="mw-center-page">
      <div>
        <h1>{t('landing.headline')}</h1>
        <p>{t('landing.lead')}</p>
        <Link className="mw-button" to="/auth/login">
          {t('landing.signIn')}
        </Link>
      </div>
    </main>
  );
};

export default Landing;
