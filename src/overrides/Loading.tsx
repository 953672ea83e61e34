import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { styled, useThemeProps } from '@mui/material/styles';
import { useTimeout, useTranslate } from 'ra-core';
import type { HTMLAttributes } from 'react';

const PREFIX = 'RaLoading';

export const LoadingClasses = {
  root: `${PREFIX}-root`,
  icon: `${PREFIX}-icon`,
  message: `${PREFIX}-message`,
};

type LoadingProps = HTMLAttributes<HTMLDivElement> & {
  loadingPrimary?: string;
  loadingSecondary?: string;
  timeout?: number;
};

const Root = styled('div', { name: PREFIX, overridesResolver: (_, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  height: '100%',
  [`& .${LoadingClasses.message}`]: {
    textAlign: 'center',
    color: theme.palette.text.secondary,
    paddingTop: '1em',
    paddingBottom: '1em',
  },
  [`& .${LoadingClasses.icon}`]: { width: '9em', height: '9em' },
}));

/**
 * react-admin's page-loading message (ra-ui-materialui's `Loading`, swapped in by vite.config.ts)
 * made accessible: the spinner is named by the message (axe: aria-progressbar-name), the region is
 * announced as a status, and the second line is the secondary text colour instead of "disabled"
 * grey (2.67:1, axe: color-contrast) in the theme's font (it was Roboto, which has no Arabic).
 */
export const Loading = (inProps: LoadingProps) => {
  const props = useThemeProps({ props: inProps, name: PREFIX });
  const {
    className,
    loadingPrimary = 'ra.page.loading',
    loadingSecondary = 'ra.message.loading',
    timeout = 1000,
    ...rest
  } = props;
  const oneSecondHasPassed = useTimeout(timeout);
  const translate = useTranslate();
  if (!oneSecondHasPassed) return null;
  const primary = translate(loadingPrimary, { _: loadingPrimary });
  return (
    <Root className={className} role="status" {...rest}>
      <div className={LoadingClasses.message}>
        <CircularProgress className={LoadingClasses.icon} aria-label={primary} />
        <Typography variant="h5" sx={{ mt: 3 }}>
          {primary}
        </Typography>
        <Typography variant="body2">{translate(loadingSecondary, { _: loadingSecondary })}</Typography>
      </div>
    </Root>
  );
};
