import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useNotifications } from '../notifications/NotificationsProvider';
import { relativeTime } from '../notifications/relative-time';
import { noticeText } from '../notifications/text';

/** The bell (D10): the unread count, the latest events with their time, each leading to its page. */
export const NotificationBell = () => {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const { unread, latest, markRead, markAllRead } = useNotifications();
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
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t('notifications.open')}
          </Typography>
          {/* Kept when nothing is left unread (disabled), so the focus stays in the popover. */}
          <Button size="small" disabled={!unread} onClick={() => void markAllRead()}>
            {t('notifications.markAll')}
          </Button>
        </Box>
        <Divider />
        {latest.length ? (
          <List dense disablePadding aria-label={t('notifications.open')}>
            {latest.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    if (!n.readAt) void markRead(n.id);
                    if (n.link) go(n.link);
                  }}
                  sx={{ alignItems: 'flex-start', bgcolor: n.readAt ? undefined : 'action.hover' }}
                >
                  <ListItemText
                    primary={noticeText(n, lang)}
                    secondary={relativeTime(n.createdAt, lang)}
                    slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography sx={{ p: 2 }}>{t('notifications.empty')}</Typography>
        )}
        <Divider />
        <Button fullWidth onClick={() => go('/dashboard/notifications')}>
          {t('notifications.all')}
        </Button>
      </Popover>
    </>
  );
};
