import { Link } from 'react-router-dom';
import { landing } from '../../content/landing';
import { siteText } from '../../content/site';
import type { Text } from '../../content/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import { ART, DIRECTIONAL } from './art';
import { Hero } from './Hero';
import styles from './Landing.module.css';
import site from './site.module.css';
import { StoreLinks } from './StoreLinks';
import { useBelowTheFold } from './useAfterFirstPaint';
import { useDocumentTitle } from './useDocumentTitle';

type Card = { id: string; title: Text; body: Text };

const Cards = ({ items, tone }: { items: readonly Card[]; tone: 'feature' | 'service' }) => {
  const { lang } = useLanguage();
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id} className={tone === 'feature' ? styles.feature : styles.service}>
          <img
            src={ART[item.id]}
            alt=""
            loading="lazy"
            width={tone === 'feature' ? 48 : 96}
            height={tone === 'feature' ? 48 : 96}
            className={DIRECTIONAL.has(item.id) ? styles.directional : undefined}
          />
          <h3>{item.title[lang]}</h3>
          <p>{item.body[lang]}</p>
        </li>
      ))}
    </ul>
  );
};

/** Everything under the first screen. */
const Below = () => {
  const { lang } = useLanguage();
  const { features, services, steps, app, closing } = landing;
  return (
    <>
      <section className={styles.band} aria-labelledby="features-title">
        <div className={site.container}>
          <h2 id="features-title" className={site.sectionTitle}>
            {features.heading[lang]}
          </h2>
          <Cards items={features.items} tone="feature" />
        </div>
      </section>
      <section className={`${styles.band} ${styles.tinted}`} id="services" aria-labelledby="services-title">
        <div className={site.container}>
          <h2 id="services-title" className={site.sectionTitle}>
            {services.heading[lang]}
          </h2>
          <p className={site.sectionLead}>{services.lead[lang]}</p>
          <Cards items={services.items} tone="service" />
        </div>
      </section>
      <section className={styles.band} id="how-it-works" aria-labelledby="steps-title">
        <div className={site.container}>
          <h2 id="steps-title" className={site.sectionTitle}>
            {steps.heading[lang]}
          </h2>
          <ol className={styles.steps}>
            {steps.items.map((step) => (
              <li key={step.id}>
                <h3>{step.title[lang]}</h3>
                <p>{step.body[lang]}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={styles.app} id="app" aria-labelledby="app-title">
        <div className={`${site.container} ${styles.appInner}`}>
          <div>
            <h2 id="app-title">{app.heading[lang]}</h2>
            <p>{app.body[lang]}</p>
          </div>
          <StoreLinks />
        </div>
      </section>
      <section className={styles.band} aria-labelledby="closing-title">
        <div className={`${site.container} ${styles.closing}`}>
          <h2 id="closing-title" className={site.sectionTitle}>
            {closing.heading[lang]}
          </h2>
          <p className={site.sectionLead}>{closing.body[lang]}</p>
          <Link to="/auth/select-vendor" className={styles.ctaPrimary}>
            {siteText.register[lang]}
          </Link>
        </div>
      </section>
    </>
  );
};

/** The public front page: what the platform offers, what sells on it, how to join, and the app. */
const Landing = () => {
  // The first screen renders alone and paints; the sections below it follow in a second render.
  const below = useBelowTheFold();
  useDocumentTitle();
  return (
    <>
      <Hero pictures={below} />
      {below && <Below />}
    </>
  );
};

export default Landing;
