import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ColorScheme } from './mode';
import { themeOptions } from './theme';

/** The narrowest screen on which every product list fits beside the open sidebar, in both languages. */
const WIDE_ENOUGH = 1366;

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
      // The page's content may be narrower than a table (tires on a tablet or a 1280 px laptop):
      // the table then scrolls within its card, not the whole page sideways. react-admin's layout
      // takes its content's width (fit-content), and a flex item is as wide as its content unless
      // allowed to shrink.
      RaLayout: {
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
      },
      RaList: {
        styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } } },
      },
      // Only where a table may not fit: a box that scrolls sideways also holds its sticky header,
      // which on a wide screen follows the page down a long list.
      RaDataTable: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            [theme.breakpoints.down(WIDE_ENOUGH)]: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
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
