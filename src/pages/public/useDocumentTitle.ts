import { createContext, useContext, useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';

/** Given by the build when it prerenders a page, where there is no document: it takes the page's title. */
export const TitleSink = createContext<((title: string) => void) | null>(null);

/** "Privacy policy · Mawrid" in the tab, in the language on screen; the previous title comes back on leaving. */
export const useDocumentTitle = (title?: string) => {
  const { t } = useLanguage();
  const full = title ? `${title} · ${t('app.name')}` : `${t('app.name')} · ${t('app.tagline')}`;
  useContext(TitleSink)?.(full);
  useEffect(() => {
    const before = document.title;
    document.title = full;
    return () => {
      document.title = before;
    };
  }, [full]);
};
