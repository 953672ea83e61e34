import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { emotionCaches } from './emotion-caches';
import { useThemeMode } from './mode';
import { appTheme } from './theme';

/**
 * MUI's theme and style cache for the language and colour scheme on screen; switching either
 * re-renders in place.
 */
export const ThemeShell = ({ children }: { children: ReactNode }) => {
  const { option } = useLanguage();
  const { scheme } = useThemeMode();
  const theme = useMemo(() => appTheme(option.dir, scheme), [option.dir, scheme]);
  return (
    <CacheProvider value={emotionCaches[option.dir]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
