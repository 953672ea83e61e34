import Box from '@mui/material/Box';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

const Logo = () => {
  const { t } = useLanguage();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('app.name')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        marginInlineEnd: 2,
      }}
    >
      <img src="/logo.svg" alt="" width={32} height={32} />
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.2rem', display: { xs: 'none', sm: 'inline' } }}
      >
        {t('app.name')}
      </Box>
    </Box>
  );
};

/** Logo, page title, language, notifications and the account menu. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<UserMenu />}
    toolbar={
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <LanguageSwitcher />
        <NotificationBell />
      </Box>
    }
  >
    <Logo />
    <TitlePortal variant="body1" sx={{ display: { xs: 'none', md: 'block' } }} />
  </RaAppBar>
);
