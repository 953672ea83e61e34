import type { Lang } from '../../schemas';
import { formatterCache, numberLocale } from '../schema-ui/fields';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

const relativeFormat = formatterCache(
  (lang) => new Intl.RelativeTimeFormat(numberLocale(lang), { numeric: 'auto' }),
);

/** "3 minutes ago" / «منذ ٣ دقائق», in the language's own digits. */
export const relativeTime = (at: string | Date, lang: Lang, now = new Date()) => {
  let amount = (new Date(at).getTime() - now.getTime()) / 1000;
  const format = relativeFormat(lang);
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
};
