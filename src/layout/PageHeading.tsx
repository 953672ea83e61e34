import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTopBarTitle } from './TabTitle';

/**
 * The page's title as its level-one heading, which a screen reader's heading keys jump to. On a
 * computer the top bar shows the title, so the heading is there for screen readers only; on a
 * phone the top bar has no room for it, and the heading is the page's visible name. A page that
 * has its own level-one heading (home, a product, an order, not found…) keeps only its own.
 */
export const PageHeading = () => {
  const title = useTopBarTitle();
  if (!title) return null;
  return (
    <Typography
      className="mw-page-heading"
      component="h1"
      variant="h5"
      sx={(theme) => ({
        fontWeight: 700,
        mx: 2,
        mt: 1.5,
        mb: 0.5,
        [theme.breakpoints.up('md')]: visuallyHidden,
        '.RaLayout-content:has(h1:not(.mw-page-heading)) &': { display: 'none' },
      })}
    >
      {title}
    </Typography>
  );
};
