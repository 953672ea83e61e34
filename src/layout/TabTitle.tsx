import { useEffect } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/** Where react-admin's `<Title>` draws a page's title in the top bar (its `TitlePortal`). */
export const TITLE_SLOT_ID = 'react-admin-title';

/**
 * The browser tab says what the top bar says: "<page> · Mawrid", «<الصفحة> · مورّد». Every
 * dashboard page names itself once, with react-admin's `<Title>` (a list, a form, a product, an
 * order…), and the tab follows it, in the language on screen, without each page saying it twice.
 */
export const TabTitle = () => {
  const { t } = useLanguage();
  useEffect(() => {
    const slot = document.getElementById(TITLE_SLOT_ID);
    if (!slot) return;
    const apply = () => {
      const page = slot.textContent?.trim();
      // Between two pages the slot is empty for a moment: the last title stays until the next one.
      if (page) document.title = `${page} · ${t('app.name')}`;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(slot, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [t]);
  return null;
};
