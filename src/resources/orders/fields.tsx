import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { orderSchema, type Label } from '../../../schemas';
import { useLanguage } from '../../i18n/LanguageProvider';
export { useCairoTime } from '../../i18n/use-cairo-time';
import { timeLeft } from './deadline';
import type { OrderView } from './order-api';

const statusLabels: Record<string, Label> = orderSchema.properties.status['x-enum-labels'];
const paymentLabels: Record<string, Label> = orderSchema.properties.paymentType['x-enum-labels'];
const STATUS_COLORS = {
  pending: 'info',
  confirmed: 'primary',
  on_the_way: 'warning',
  delivered: 'success',
  cancelled: 'default',
} as const;

export const OrderStatusChip = ({ status }: { status: string }) => {
  const { lang } = useLanguage();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabels[status]?.[lang] ?? status}
      color={STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? 'default'}
    />
  );
};

export const PaymentType = ({ value }: { value: string }) => {
  const { lang } = useLanguage();
  return <span>{paymentLabels[value]?.[lang] ?? value}</span>;
};

/** "Confirm within 5 hours" or, in the error colour, "Overdue by 2 days"; nothing for a finished order. */
export const TimeLeft = ({ order }: { order: Pick<OrderView, 'status' | 'confirmBy' | 'arrivalDate'> }) => {
  const { lang, t } = useLanguage();
  const left = timeLeft(order, new Date(), lang, t);
  if (!left) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: left.overdue ? 'error.main' : 'text.secondary', fontWeight: left.overdue ? 700 : 400 }}
    >
      {left.text}
    </Typography>
  );
};
