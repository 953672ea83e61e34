import type { Lang } from '../../../schemas';
import type { Translate } from '../../../schemas/i18n/translate';
import { formatterCache, numberLocale } from '../../schema-ui/fields';
import type { OrderView } from './order-api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the order is waiting for from the vendor, and by when: confirming a new one, delivering an accepted one. */
export const deadlineOf = (order: Pick<OrderView, 'status' | 'confirmBy' | 'arrivalDate'>) => {
  if (order.status === 'pending' && order.confirmBy)
    return { kind: 'confirm' as const, at: new Date(order.confirmBy) };
  if ((order.status === 'confirmed' || order.status === 'on_the_way') && order.arrivalDate)
    return { kind: 'deliver' as const, at: new Date(order.arrivalDate) };
  return null;
};

const spanFormat = formatterCache(
  (lang, unit) => new Intl.NumberFormat(numberLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }),
);

/** "3 hours", «3 ساعات»: a span in the largest whole unit, in the reader's language. */
export const span = (ms: number, lang: Lang) => {
  const abs = Math.abs(ms);
  const [unit, size] =
    abs >= DAY
      ? (['day', DAY] as const)
      : abs >= HOUR
        ? (['hour', HOUR] as const)
        : (['minute', MINUTE] as const);
  return spanFormat(lang, unit).format(Math.max(1, Math.floor(abs / size)));
};

/** "Confirm within 5 hours", "Overdue by 2 days": the time left as the vendor reads it, or null. */
export const timeLeft = (
  order: Pick<OrderView, 'status' | 'confirmBy' | 'arrivalDate'>,
  now: Date,
  lang: Lang,
  t: Translate,
) => {
  const deadline = deadlineOf(order);
  if (!deadline) return null;
  const left = deadline.at.getTime() - now.getTime();
  const time = span(left, lang);
  if (left < 0) return { overdue: true, text: t('ordersPage.overdueBy', { time }) };
  return {
    overdue: false,
    text: t(deadline.kind === 'confirm' ? 'ordersPage.confirmWithin' : 'ordersPage.deliverWithin', { time }),
  };
};
