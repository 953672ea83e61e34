import { usePublicConfig } from '../../content/public-config';
import { siteText } from '../../content/site';
import { useLanguage } from '../../i18n/LanguageProvider';
import styles from './StoreLinks.module.css';

/** The app's store pages, from the marketplace's configuration (D11). */
export const StoreLinks = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => {
  const { lang } = useLanguage();
  const { stores } = usePublicConfig();
  const links = [
    { href: stores.appStore, icon: '/landing/app-store.svg', label: siteText.appStore[lang] },
    { href: stores.googlePlay, icon: '/landing/google-play.svg', label: siteText.googlePlay[lang] },
  ];
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      {links.map((link) => (
        <li key={link.icon}>
          <a className={styles.store} href={link.href} target="_blank" rel="noopener noreferrer">
            <img src={link.icon} alt="" width={24} height={24} loading="lazy" />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
