import type { Lang } from './labels';

/** Egypt's time zone: the marketplace's days and deadlines are Cairo's, wherever the reader is. */
export const CAIRO = 'Africa/Cairo';

/** Today in Egypt, as `YYYY-MM-DD`: licence dates are calendar dates there, on both ends. */
export const todayInCairo = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CAIRO }).format(now);

/**
 * Dates read day first with the month's name in both languages ("24 Nov 2026", "24 نوفمبر 2026"),
 * as Egypt writes them, never 11/24/2026. Digits are Western in both, like every number of the
 * dashboard (the catalogues' `numberLocale`), so a row never mixes two digit systems.
 */
export const dateLocale = (lang: Lang) => (lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB');

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (lang: Lang, kind: 'time' | 'calendar') => {
  const key = `${lang}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(lang), {
      ...DAY,
      // A calendar date (`YYYY-MM-DD`) has no time zone: read as midnight UTC, shown as that day.
      timeZone: kind === 'calendar' ? 'UTC' : CAIRO,
      ...(kind === 'time' ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** A moment as Cairo's clock reads it, in the reader's language: "24 Nov 2026, 12:30 am". */
export const formatDateTime = (value: string | Date, lang: Lang) => {
  const date = toDate(value);
  return valid(date) ? formatter(lang, 'time').format(date) : String(value);
};

/** A calendar date (`YYYY-MM-DD`, a licence's expiry) as that same day, whatever the time zone. */
export const formatCalendarDate = (value: string, lang: Lang) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  return valid(date) ? formatter(lang, 'calendar').format(date) : value;
};
