import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './site.module.css';
import { FirstPaintContext, useAfterFirstPaint } from './useAfterFirstPaint';

/** The public site's frame: `/`, `/about`, `/faqs`, `/privacy` and `/terms`. */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useLanguage();
  // Below every page's first screen: it comes in the render after the first paint.
  const footer = useAfterFirstPaint();
  return (
    <div className={styles.page}>
      <a href="#content" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <PublicHeader />
      <main id="content" tabIndex={-1}>
        <FirstPaintContext.Provider value={footer}>{children}</FirstPaintContext.Provider>
      </main>
      {footer && <PublicFooter />}
    </div>
  );
};
