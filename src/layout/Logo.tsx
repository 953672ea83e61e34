import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * The mark and the name, leading to the front page: the same on the dashboard's bar, the auth
 * pages and the public header. The name takes the colour around it; on a phone the dashboard
 * shows the mark alone.
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
      <img src="/logo.svg" alt="" width={size} height={size} />
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
