import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';

const NEVER = '@media (max-width: 0px)';

/**
 * react-admin's buttons drop their label below 600 px and show a bare icon: on a phone the list's
 * toolbar was five icons, two of them the same download arrow. Inside this, the theme says a phone
 * is never that narrow, so each button keeps its words.
 */
const keepLabels = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: {
    ...outer.breakpoints,
    down: (key) => (key === 'sm' ? NEVER : outer.breakpoints.down(key)),
  },
});

export const PhoneLabels = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={keepLabels}>{children}</ThemeProvider>
);

/** On a phone the buttons wrap onto more lines, starting where the reader's eye starts. */
const toolbarSx = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  justifyContent: { xs: 'flex-start', sm: 'flex-end' },
};

/** A list's toolbar whose buttons keep their words on a phone. */
export const ListToolbar = ({ children }: { children: ReactNode }) => (
  <TopToolbar sx={toolbarSx}>
    <PhoneLabels>{children}</PhoneLabels>
  </TopToolbar>
);
