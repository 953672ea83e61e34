import { createTheme, type ThemeOptions } from '@mui/material/styles';

const FONT = '"Cairo", "Segoe UI", Tahoma, sans-serif';

/** Our look, mirrored by direction: right to left for Arabic, left to right for English. */
export const themeOptions = (direction: 'rtl' | 'ltr'): ThemeOptions => ({
  direction,
  palette: {
    primary: { main: '#0b6e4f', contrastText: '#ffffff' },
    secondary: { main: '#f2a541', contrastText: '#1b1b1b' },
    background: { default: '#f5f7f6' },
    // MUI's defaults read under 4.5:1 as text (chips, dates, hints) on our white and grey-green
    // backgrounds (warning 3.1, info 3.9, secondary text 4.48); these keep every pair at 4.5 or more.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    text: { secondary: '#5f6360' },
  },
  typography: { fontFamily: FONT },
  components: {
    // An unselected toggle's text is "action.active" (54% black), 4.48:1 on our background.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
  shape: { borderRadius: 10 },
});

export const createAppTheme = (direction: 'rtl' | 'ltr') => createTheme(themeOptions(direction));
