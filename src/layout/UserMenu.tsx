import GavelIcon from '@mui/icons-material/GavelOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { forwardRef, type ReactNode } from 'react';
import { UserMenu as RaUserMenu, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useThemeMode } from '../theme/mode';

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

/** A switch's look, drawn: a real switch is an input, which may not sit inside a menu item. */
const SwitchLook = ({ on }: { on: boolean }) => (
  <Box
    aria-hidden="true"
    sx={{
      flex: 'none',
      position: 'relative',
      width: 36,
      height: 20,
      marginInlineStart: 2,
      borderRadius: 10,
      bgcolor: on ? 'primary.main' : 'text.secondary',
      '&::after': {
        content: '""',
        position: 'absolute',
        top: 3,
        insetInlineStart: on ? 19 : 3,
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: 'background.paper',
        transition: 'inset-inline-start 150ms',
      },
    }}
  />
);

/**
 * Dark mode: on or off, overriding the device's scheme, which is followed until the first choice
 * and again after "Match my device". The menu stays open, so the switch is seen to flip.
 */
const DarkModeItem = forwardRef<HTMLLIElement>((_, ref) => {
  const { t } = useLanguage();
  const { mode, scheme, setMode } = useThemeMode();
  const dark = scheme === 'dark';
  return (
    <MenuItem
      ref={ref}
      role="menuitemcheckbox"
      aria-checked={dark}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      <ListItemIcon>{dark ? <DarkModeIcon /> : <LightModeIcon />}</ListItemIcon>
      <ListItemText
        primary={t('colorScheme.dark')}
        secondary={mode === 'system' ? t('colorScheme.followsDevice') : undefined}
      />
      <SwitchLook on={dark} />
    </MenuItem>
  );
});

/** Back to the device's scheme, once the vendor has chosen one. */
const MatchDeviceItem = forwardRef<HTMLLIElement>((_, ref) => {
  const { t } = useLanguage();
  const { mode, setMode } = useThemeMode();
  if (mode === 'system') return null;
  return (
    <MenuItem ref={ref} onClick={() => setMode('system')}>
      <ListItemIcon>
        <DevicesIcon />
      </ListItemIcon>
      <ListItemText>{t('colorScheme.matchDevice')}</ListItemText>
    </MenuItem>
  );
});

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
  const { identity } = useGetIdentity();
  // react-admin's own breakpoint: from it up, its button shows the vendor's name.
  const shownName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'))
    ? identity?.fullName
    : undefined;
  return (
    // Where the button shows the vendor's name, its accessible name starts with that name (WCAG
    // 2.5.3, label in name). On a phone it is an icon, and the label a key: react-admin translates
    // it there with "Profile" as the fallback, so already-translated text came out in English.
    <RaUserMenu label={shownName ? t('userMenu.openFor', { name: shownName }) : 'userMenu.open'}>
      {ENTRIES.map((e) => (
        <Entry key={e.to} to={e.to} label={t(e.key)} icon={e.icon} />
      ))}
      <Divider />
      <DarkModeItem />
      <MatchDeviceItem />
      <Divider />
      <SignOut />
    </RaUserMenu>
  );
};
