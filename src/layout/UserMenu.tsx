import GavelIcon from '@mui/icons-material/GavelOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, type ReactNode } from 'react';
import { UserMenu as RaUserMenu, useLogout, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';

const ENTRIES = [
  { to: '/dashboard/profile', key: 'userMenu.profile', icon: <PersonIcon /> },
  { to: '/dashboard/about', key: 'userMenu.about', icon: <InfoIcon /> },
  { to: '/dashboard/faqs', key: 'userMenu.faqs', icon: <HelpIcon /> },
  { to: '/dashboard/privacy', key: 'userMenu.privacy', icon: <PrivacyIcon /> },
  { to: '/dashboard/terms', key: 'userMenu.terms', icon: <GavelIcon /> },
] as const;

const Entry = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(
  ({ to, label, icon }, ref) => {
    const menu = useUserMenu();
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);

const SignOut = forwardRef<HTMLLIElement>((_, ref) => {
  const { t } = useLanguage();
  const logout = useLogout();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        void logout(undefined, '/', false);
      }}
    >
      <ListItemIcon>
        <LogoutIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
      </ListItemIcon>
      <ListItemText>{t('userMenu.signOut')}</ListItemText>
    </MenuItem>
  );
});

/** Profile picture button with the account pages and sign-out, each with an icon and a translated label. */
export const UserMenu = () => {
  const { t } = useLanguage();
  return (
    // A key, not text: on a phone react-admin translates it with "Profile" as the fallback, so
    // already-translated text came out in English.
    <RaUserMenu label="userMenu.open">
      {ENTRIES.map((e) => (
        <Entry key={e.to} to={e.to} label={t(e.key)} icon={e.icon} />
      ))}
      <SignOut />
    </RaUserMenu>
  );
};
