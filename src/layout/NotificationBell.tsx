import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/** The bell. Its events (D10) arrive with the notifications issue; until then it says so plainly. */
export const NotificationBell = () => {
  const { t } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.open')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <NotificationsIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ p: 2, minWidth: 240 }}>{t('notifications.empty')}</Typography>
      </Popover>
    </>
  );
};
