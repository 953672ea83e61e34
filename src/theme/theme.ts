import { arEG } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { ColorScheme } from './mode';
import { palettes } from './palette';

// The font stack of src/styles/base.css, loaded on every page.
const FONT = 'var(--mw-font)';

/**
 * Our look, one for the auth pages and the dashboard (which adds react-admin's parts, see
 * admin-theme.ts), mirrored by direction (right to left for Arabic) and in either colour scheme.
 */
export const themeOptions = (direction: 'rtl' | 'ltr', scheme: ColorScheme = 'light'): ThemeOptions => ({
  direction,
  palette: palettes[scheme],
  typography: {
    fontFamily: FONT,
    // Sentence case, as the texts are written: capitals shout, and Arabic has none.
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    // MUI's own Arabic (Egypt) names for its controls (the pages of the list, an autocomplete's
    // buttons), which are English otherwise. The right-to-left pages are the Arabic ones.
    ...(direction === 'rtl' ? arEG.components : {}),
    // One kind of input everywhere: outlined (react-admin's default is a grey filled box).
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI tells the browser's autofill (to float the label) by an animation each input starts. Its
    // keyframes are in base.css, once for every page, instead of a global style each input renders:
    // the second input's copy was written through stylis as React took a prerendered page over.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: 'mui-auto-fill-cancel',
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
        },
      },
    },
    // An unselected toggle's text is "action.active" (54% black), 4.48:1 on our background.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    // No white overlay on raised surfaces in the dark: a card is the paper colour, whose contrast
    // with every text colour is the one measured.
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // The dashboard's top bar: brand green in the light, a raised surface in the dark.
    MuiAppBar: { defaultProps: { enableColorOnDark: false } },
  },
});

const made = new Map<string, ReturnType<typeof createTheme>>();

/** The theme for a direction and scheme, made once per page load: MUI's createTheme takes milliseconds. */
export const appTheme = (direction: 'rtl' | 'ltr', scheme: ColorScheme = 'light') => {
  const key = `${direction} ${scheme}`;
  let theme = made.get(key);
  if (!theme) made.set(key, (theme = createTheme(themeOptions(direction, scheme))));
  return theme;
};
