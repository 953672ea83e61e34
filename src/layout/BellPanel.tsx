import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/LanguageProvider';
import { useNotifications } from '../notifications/NotificationsProvider';
import { relativeTime } from '../notifications/relative-time';
import { noticeText } from '../notifications/text';

/** What the bell opens: the latest events with their time, each leading to its page. */
const BellPanel = ({ go }: { go: (to: string) => void }) => {
  const { t, lang } = useLanguage();
  const { unread, latest, markRead, markAllRead } = useNotifications();
  return (
    <>
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
    </>
  );
};

export default BellPanel;
