import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/** Where react-admin's `<Title>` draws a page's title in the top bar (its `TitlePortal`). */
export const TITLE_SLOT_ID = 'react-admin-title';

/**
 * The page's title as the top bar shows it. Every dashboard page names itself once, with
 * react-admin's `<Title>` (a list, a form, a product, an order…), and what repeats it (the tab,
 * the page's heading) follows the top bar. Between two pages the slot is empty for a moment: the
 * last title stays until the next one.
 */
export const useTopBarTitle = () => {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const slot = document.getElementById(TITLE_SLOT_ID);
    if (!slot) return;
    const read = () => {
      const page = slot.textContent?.trim();
      if (page) setTitle(page);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(slot, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
};

/** The browser tab says what the top bar says: "<page> · Mawrid", «<الصفحة> · مورّد». */
export const TabTitle = () => {
  const { t } = useLanguage();
  const title = useTopBarTitle();
  useEffect(() => {
    if (title) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return null;
};
