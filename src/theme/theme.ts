import { createTheme, type ThemeOptions } from '@mui/material/styles';

const FONT = '"Cairo", "Segoe UI", Tahoma, sans-serif';

/** Our look, mirrored by direction: right to left for Arabic, left to right for English. */
export const themeOptions = (direction: 'rtl' | 'ltr'): ThemeOptions => ({
  direction,
  palette: {
    primary: { main: '#0b6e4f', contrastText: '#ffffff' },
    secondary: { main: '#f2a541', contrastText: '#1b1b1b' },
    background: { default: '#f5f7f6' },
  },
  typography: { fontFamily: FONT },
  shape: { borderRadius: 10 },
});

export const createAppTheme = (direction: 'rtl' | 'ltr') => createTheme(themeOptions(direction));
