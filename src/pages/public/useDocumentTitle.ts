import { useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';

/** "Privacy policy · Mawrid" in the tab, in the language on screen; the previous title comes back on leaving. */
export const useDocumentTitle = (title?: string) => {
  const { t } = useLanguage();
  const full = title ? `${title} · ${t('app.name')}` : `${t('app.name')} · ${t('app.tagline')}`;
  useEffect(() => {
    const before = document.title;
    document.title = full;
    return () => {
      document.title = before;
    };
  }, [full]);
};
