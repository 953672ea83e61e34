import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Lang } from '../../schemas';
import { loadCatalogue } from './catalogue';
import { applyLanguage, currentLang, LANGUAGE_OPTIONS, type LanguageOption } from './language-storage';
import { translatorFor, type Translate } from './translate';

type LanguageContextValue = {
  lang: Lang;
  option: LanguageOption;
  setLang: (lang: Lang) => void;
  /** Fetches another language's texts ahead of a likely switch (a language menu opening). */
  prepare: (lang: Lang) => void;
  t: Translate;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

const prepare = (lang: Lang) => void loadCatalogue(lang).catch(() => {});

/**
 * The language on screen, its direction and the stored choice, in one place. Switching happens in
 * place, with no reload (D4); the first load saves the default so the `Lang` header always equals
 * the language on screen (D3).
 */
export const LanguageProvider = ({ children, initial }: { children: ReactNode; initial?: Lang }) => {
  const [lang, setLangState] = useState<Lang>(() => {
    // Given when the build prerenders a page: there is no storage or document to read or set.
    if (initial) return initial;
    const stored = currentLang();
    applyLanguage(stored);
    return stored;
  });
  // The page switches once the new language's texts are here; until then it stays whole in the old one.
  const setLang = useCallback((next: Lang) => {
    void loadCatalogue(next).then(
      () => {
        applyLanguage(next);
        setLangState(next);
      },
      (error: unknown) => reportError(error),
    );
  }, []);
  const value = useMemo(
    () => ({ lang, option: LANGUAGE_OPTIONS[lang], setLang, prepare, t: translatorFor(lang) }),
    [lang, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
};

export const useLanguage = () => {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider');
  return value;
};
