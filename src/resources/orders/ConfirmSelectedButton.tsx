import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { useLanguage } from '../../i18n/LanguageProvider';
import { HttpError } from '../../providers/httpClient';
import { confirmOrders } from './order-api';

/** Confirms the selected new orders at once; orders that had moved on are left as they are, and said so. */
export const ConfirmSelectedButton = () => {
  const { t } = useLanguage();
  const { selectedIds, data } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselectAll('orders');
  const queryClient = useQueryClient();
  const pending = (data ?? []).filter((r) => selectedIds.includes(r.id) && r.status === 'pending');
  const run = async () => {
    let outcome: Awaited<ReturnType<typeof confirmOrders>>;
    try {
      outcome = await confirmOrders(pending.map((r) => Number(r.id)));
    } catch (error) {
      notify((error instanceof HttpError && error.body?.message) || t('errors.server'), { type: 'error' });
      return;
    }
    const { confirmed, skipped } = outcome;
    const said = [t('ordersPage.confirmedMany', { smart_count: confirmed.length })];
    if (skipped.length) said.push(t('ordersPage.skippedMany', { smart_count: skipped.length }));
    notify(said.join(' '), { type: skipped.length ? 'warning' : 'success' });
    unselect();
    refresh();
    await queryClient.invalidateQueries({ queryKey: ['stats'] });
  };
  return (
    <Button label={t('ordersPage.confirmSelected')} onClick={() => void run()} disabled={!pending.length}>
      <CheckIcon />
    </Button>
  );
};
