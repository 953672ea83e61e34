import logoUrl from '../../assets/logo.svg';
import { Link } from 'react-router-dom';
import { ContactList } from '../../content/ContactList';
import { siteText } from '../../content/site';
import { useLanguage } from '../../i18n/LanguageProvider';
import styles from './PublicFooter.module.css';
import { StoreLinks } from './StoreLinks';

const LINKS = [
  { to: '/about', key: 'userMenu.about' },
  { to: '/faqs', key: 'userMenu.faqs' },
  { to: '/privacy', key: 'userMenu.privacy' },
  { to: '/terms', key: 'userMenu.terms' },
] as const;

/** On every public page: the information pages, the contact details and the app. */
export const PublicFooter = () => {
  const { lang, t } = useLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            <img src={logoUrl} alt="" width={36} height={36} loading="lazy" />
            <span>{t('app.name')}</span>
          </Link>
          <p>{t('app.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('app.name')}</h2>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Parts of the footer's landmark, not landmarks of their own: the pages that have a
            "Contact us" region of their own would have two of that name (axe: landmark-unique). */}
        <div>
          <h2>{siteText.contact[lang]}</h2>
          <ContactList className={styles.contact} />
        </div>
        <div>
          <h2>{siteText.getApp[lang]}</h2>
          <StoreLinks />
        </div>
      </div>
      <p className={styles.rights}>{`© ${new Date().getFullYear()} ${t('app.name')}. ${siteText.rights[lang]}`}</p>
    </footer>
  );
};
