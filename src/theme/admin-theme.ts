import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ColorScheme } from './mode';
import { themeOptions } from './theme';

/**
 * The dashboard's theme: react-admin's defaults (sidebar width, dense inputs…) under ours, plus
 * our look for react-admin's own parts.
 */
export const adminTheme = (direction: 'rtl' | 'ltr', scheme: ColorScheme): RaThemeOptions =>
  deepmerge(scheme === 'dark' ? defaultDarkTheme : defaultLightTheme, {
    ...themeOptions(direction, scheme),
    components: {
      ...themeOptions(direction, scheme).components,
      // The form's toolbar: a line above the buttons rather than a grey band.
      RaToolbar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            backgroundColor: 'transparent',
            borderTop: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      // A confirmation that destroys something (delete) has the error colour, filled.
      RaConfirm: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaConfirm-confirmWarning': {
              color: theme.palette.error.contrastText,
              backgroundColor: theme.palette.error.main,
              '&:hover': { backgroundColor: theme.palette.error.dark },
            },
          }),
        },
      },
    },
  } satisfies RaThemeOptions);
