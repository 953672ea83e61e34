import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useLanguage } from '../i18n/LanguageProvider';
import { useThemeMode } from './mode';
import { createAppTheme } from './theme';

// Two style caches: the right-to-left one flips every physical property (margin-left → margin-right…).
const caches = {
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] }),
};

/**
 * MUI's theme and style cache for the language and colour scheme on screen; switching either
 * re-renders in place.
 */
export const ThemeShell = ({ children }: { children: ReactNode }) => {
  const { option } = useLanguage();
  const { scheme } = useThemeMode();
  const theme = useMemo(() => createAppTheme(option.dir, scheme), [option.dir, scheme]);
  return (
    <CacheProvider value={caches[option.dir]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
