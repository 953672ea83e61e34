import { Link } from 'react-router-dom';
import { landing } from '../../content/landing';
import { siteText } from '../../content/site';
import { useLanguage } from '../../i18n/LanguageProvider';
import { ART } from './art';
import styles from './Landing.module.css';

const { hero, services } = landing;

/**
 * The headline, what Mawrid offers a vendor, and the two ways in. The pictures come with the second
 * render: the text paints first, and the grid keeps their column, so nothing moves when they arrive.
 */
export const Hero = ({ pictures }: { pictures: boolean }) => {
  const { lang } = useLanguage();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow[lang]}</p>
          <h1 id="hero-title">{hero.headline[lang]}</h1>
          <p className={styles.lead}>{hero.lead[lang]}</p>
          <div className={styles.ctas}>
            <Link to="/auth/select-vendor" className={styles.ctaPrimary}>
              {siteText.register[lang]}
            </Link>
            <Link to="/auth/login" className={styles.ctaSecondary}>
              {siteText.signIn[lang]}
            </Link>
          </div>
          <ul className={styles.points}>
            {hero.points.map((point) => (
              <li key={point.en}>{point[lang]}</li>
            ))}
          </ul>
        </div>
        {pictures && (
        <ul className={styles.tiles} aria-hidden="true">
          {services.items.map((item) => (
            <li key={item.id} className={styles.tile}>
              <img src={ART[item.id]} alt="" width={120} height={120} />
              <span>{item.title[lang]}</span>
            </li>
          ))}
        </ul>
        )}
      </div>
    </section>
  );
};
