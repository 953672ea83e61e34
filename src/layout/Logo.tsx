import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import mark from '../assets/logo.svg?raw';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * The mark and the name, leading to the front page, on the dashboard's bar and the auth pages (the
 * public pages have their own, without MUI). The name takes the colour around it; on a phone the
 * dashboard shows the mark alone.
 *
 * The mark is drawn inline, from the file that is also the site's icon: as an <img>, it was one more
 * request among the dashboard's first files, and a document of its own for the browser to draw.
 */
export const Logo = ({ size = 32, nameOnPhone = true }: { size?: number; nameOnPhone?: boolean }) => {
  const { t } = useLanguage();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('app.name')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', flex: 'none', '& > svg': { width: size, height: size } }}
        // Our own file, read at build time.
        dangerouslySetInnerHTML={{ __html: mark }}
      />
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size >= 36 ? '1.35rem' : '1.2rem',
          display: nameOnPhone ? 'inline' : { xs: 'none', sm: 'inline' },
        }}
      >
        {t('app.name')}
      </Box>
    </Box>
  );
};
