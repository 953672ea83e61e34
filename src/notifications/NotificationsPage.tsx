import Button from '@mui/material/Button';
import { BooleanInput, DataTable, List, useListContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { useCairoTime } from '../i18n/use-cairo-time';
import { Empty } from '../schema-ui/Empty';
import type { Notice } from './notification-api';
import { useNotifications } from './NotificationsProvider';
import { relativeTime } from './relative-time';
import { noticeText } from './text';

const Rows = () => {
  const { t, lang } = useLanguage();
  const when = useCairoTime();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { markRead } = useNotifications();
  const { total, isPending } = useListContext();
  if (!isPending && total === 0) return <Empty title="notifications.empty" />;
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      rowSx={(n: Notice) => (n.readAt ? {} : { bgcolor: 'action.hover', '& td': { fontWeight: 600 } })}
    >
      <DataTable.Col
        source="type"
        label={t('notifications.what')}
        disableSort
        render={(n: Notice) =>
          n.link ? (
            <Button
              variant="text"
              sx={{ textTransform: 'none', textAlign: 'start', justifyContent: 'flex-start', p: 0 }}
              onClick={() => {
                if (!n.readAt) void markRead(n.id).then(refresh);
                navigate(n.link!);
              }}
            >
              {noticeText(n, lang)}
            </Button>
          ) : (
            noticeText(n, lang)
          )
        }
      />
      <DataTable.Col
        source="createdAt"
        label={t('notifications.when')}
        disableSort
        render={(n: Notice) => <span title={when(n.createdAt)}>{relativeTime(n.createdAt, lang)}</span>}
      />
    </DataTable>
  );
};

const Actions = () => {
  const { t } = useLanguage();
  const refresh = useRefresh();
  const { unread, markAllRead } = useNotifications();
  return unread ? (
    // On one line: beside the filter, the toolbar's narrow end broke it in two.
    <Button sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => void markAllRead().then(refresh)}>
      {t('notifications.markAll')}
    </Button>
  ) : null;
};

/** `/dashboard/notifications`: every notification, newest first, unread ones marked. */
export const NotificationsPage = () => {
  const { t } = useLanguage();
  return (
    <List
      resource="notifications"
      title={t('notifications.title')}
      filters={[
        <BooleanInput
          key="unread"
          source="unread"
          label={t('notifications.unreadOnly')}
          alwaysOn
          // MUI pulls a switch's label out by the switch's own padding, past the filter bar's edge
          // on a phone: the switch was cut at the screen's side.
          sx={{ '& .MuiFormControlLabel-root': { marginLeft: 0 } }}
        />,
      ]}
      actions={<Actions />}
      exporter={false}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Rows />
    </List>
  );
};
