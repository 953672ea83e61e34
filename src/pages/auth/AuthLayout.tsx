import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { Logo } from '../../layout/Logo';
import { useDocumentTitle } from '../public/useDocumentTitle';
import { useHydrated } from './useHydrated';

const WIDTHS = { narrow: 440, medium: 560, wide: 760 } as const;

type Props = {
  title: string;
  lead?: ReactNode;
  /** Above the title: the registration stepper. */
  header?: ReactNode;
  /** Below the card: links to the other auth screens. */
  footer?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

/**
 * A prerendered card shows before its code has arrived: typed into, or submitted, then, it would
 * lose what was typed. Its content takes no input until React has taken it over (a fresh render at
 * once). A plain element of its own: the render that lets input in, right after React has taken the
 * page over, redraws it alone, not the card and the styled components around it.
 */
const LiveOnceHydrated = ({ children }: { children: ReactNode }) => {
  const live = useHydrated();
  return <div inert={!live}>{children}</div>;
};

/**
 * Every auth screen: the logo (back to `/`) and the language switcher on a bar that stays put
 * across screens, and one card centred below it, full width on a phone.
 */
export const AuthLayout = ({ title, lead, header, footer, width = 'narrow', children }: Props) => {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { xs: 2, sm: 4 },
          py: 1.5,
        }}
      >
        <Box sx={{ color: 'text.primary' }}>
          <Logo size={36} />
        </Box>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'center' },
          px: { xs: 1.5, sm: 2 },
          pb: 4,
        }}
      >
        <Paper
          component="main"
          elevation={2}
          sx={{ width: '100%', maxWidth: WIDTHS[width], p: { xs: 2.5, sm: 4 }, boxSizing: 'border-box' }}
        >
          <LiveOnceHydrated>
            {header}
            <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: lead ? 1 : 2 }}>
              {title}
            </Typography>
            {lead && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {lead}
              </Typography>
            )}
            {children}
          </LiveOnceHydrated>
        </Paper>
        {footer && (
          // The page's footer landmark: every part of the page is in one (axe: region).
          <Box
            component="footer"
            sx={{
              mt: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'center',
              alignItems: 'center',
            }}
          >
            {footer}
          </Box>
        )}
      </Box>
    </Box>
  );
};
