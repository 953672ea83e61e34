import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useNotifications } from '../notifications/NotificationsProvider';

// The panel and the notifications' texts are fetched when the bell is first pointed at, focused or
// opened: every page shows the bell, few open it.
const loadPanel = () => import('./BellPanel');
const BellPanel = lazy(loadPanel);

/** The bell (D10): the unread count, and the latest events once opened. */
export const NotificationBell = () => {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const { unread } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = unread ? t('notifications.openUnread', { smart_count: unread }) : t('notifications.open');
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Suspense fallback={<LinearProgress aria-label={t('app.loading')} />}>
          <BellPanel go={go} />
        </Suspense>
      </Popover>
    </>
  );
};
