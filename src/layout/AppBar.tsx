import Box from '@mui/material/Box';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AfterThePage } from './AfterThePage';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { TabTitle } from './TabTitle';
import { UserMenu } from './UserMenu';

/** Logo, page title, language, notifications and the account menu. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={
      <AfterThePage>
        <UserMenu />
      </AfterThePage>
    }
    toolbar={
      <AfterThePage>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LanguageSwitcher />
          <NotificationBell />
        </Box>
      </AfterThePage>
    }
  >
    <Box sx={{ display: 'flex', marginInlineEnd: 2 }}>
      <Logo nameOnPhone={false} />
    </Box>
    <TitlePortal variant="body1" sx={{ display: { xs: 'none', md: 'block' } }} />
    <TabTitle />
  </RaAppBar>
);
