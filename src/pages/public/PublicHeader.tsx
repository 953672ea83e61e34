import logoUrl from '../../assets/logo.svg';
import { Link, NavLink } from 'react-router-dom';
import { siteText } from '../../content/site';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LanguageMenu } from './LanguageMenu';
import styles from './PublicHeader.module.css';

/** Logo, the public pages, the language menu and the way into the dashboard. */
export const PublicHeader = () => {
  const { lang, t } = useLanguage();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* Named on the link itself: below 380 px the name beside the mark is not shown. */}
        <Link to="/" className={styles.brand} aria-label={t('app.name')}>
          <img src={logoUrl} alt="" width={36} height={36} loading="lazy" />
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={siteText.nav[lang]} className={styles.nav}>
          <NavLink to="/about">{t('userMenu.about')}</NavLink>
          <NavLink to="/faqs">{t('userMenu.faqs')}</NavLink>
        </nav>
        <div className={styles.actions}>
          <LanguageMenu />
          <Link to="/auth/login" className={styles.signIn}>
            {siteText.signIn[lang]}
          </Link>
          <Link to="/auth/select-vendor" className={styles.register}>
            {siteText.register[lang]}
          </Link>
        </div>
      </div>
    </header>
  );
};
