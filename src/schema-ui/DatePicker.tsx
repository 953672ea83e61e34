import 'dayjs/locale/ar';
import 'dayjs/locale/en-gb';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo, useState } from 'react';
import type { Lang } from '../../schemas';
import type { Translate } from '../../schemas/i18n/translate';
import { useLanguage } from '../i18n/LanguageProvider';
import type { DateInputProps } from './date-input';

/** What the picker says, from our catalogues: MUI X ships no Arabic texts. */
const localeText = (t: Translate): Partial<PickersLocaleText> => ({
  previousMonth: t('datePicker.previousMonth'),
  nextMonth: t('datePicker.nextMonth'),
  openPreviousView: t('datePicker.previousView'),
  openNextView: t('datePicker.nextView'),
  calendarViewSwitchingButtonAriaLabel: (view) =>
    t(view === 'year' ? 'datePicker.yearViewOpen' : 'datePicker.dayViewOpen'),
  cancelButtonLabel: t('datePicker.cancel'),
  clearButtonLabel: t('datePicker.clear'),
  okButtonLabel: t('datePicker.ok'),
  todayButtonLabel: t('datePicker.today'),
  datePickerToolbarTitle: t('datePicker.choose'),
  openDatePickerDialogue: (formatted) =>
    formatted ? t('datePicker.chosen', { date: formatted }) : t('datePicker.choose'),
  fieldClearLabel: t('datePicker.clear'),
  dateTableLabel: t('datePicker.choose'),
  fieldYearPlaceholder: (params) => t('datePicker.yearPlaceholder').repeat(params.digitAmount),
  fieldMonthPlaceholder: () => t('datePicker.monthPlaceholder').repeat(2),
  fieldDayPlaceholder: () => t('datePicker.dayPlaceholder').repeat(2),
  year: t('datePicker.year'),
  month: t('datePicker.month'),
  day: t('datePicker.day'),
  empty: t('datePicker.empty'),
});

/**
 * dayjs's Arabic (month names, weeks from Saturday) or British English (day first): what a vendor
 * in Cairo reads on a calendar. The typed field keeps Western digits, like every number of the dashboard.
 */
const ADAPTER_LOCALE: Record<Lang, string> = { ar: 'ar', en: 'en-gb' };

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` in Western digits whatever the locale shows; '' when empty, `invalid` when half typed. */
const toValue = (day: Dayjs | null) => {
  if (!day) return '';
  if (!day.isValid()) return 'invalid';
  return `${day.year()}-${pad(day.month() + 1)}-${pad(day.date())}`;
};

const toDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
};

/**
 * A calendar date picked on a calendar in the language on screen, or typed day first
 * (DD/MM/YYYY, in either digits); the form gets `YYYY-MM-DD`, as the API takes it. Loaded on its
 * own (date-input.tsx), only where a date is asked for.
 */
const DatePicker = ({
  value,
  onChange,
  onBlur,
  label,
  name,
  error,
  helperText,
  min,
  required,
  fullWidth = true,
}: DateInputProps) => {
  const { lang, t } = useLanguage();
  const text = useMemo(() => localeText(t), [t]);
  // The picker keeps a half-typed date (an invalid day) of its own; a new value from the form
  // (a draft restored, a filter cleared) replaces it.
  const [day, setDay] = useState(() => toDay(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== toValue(day)) setDay(toDay(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={ADAPTER_LOCALE[lang]} localeText={text}>
      <MuiDatePicker
        label={label}
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange(toValue(next));
        }}
        format="DD/MM/YYYY"
        minDate={min ? (toDay(min) ?? undefined) : undefined}
        slotProps={{
          textField: {
            name,
            required,
            error,
            helperText,
            onBlur,
            fullWidth,
            margin: 'dense',
          },
        }}
      />
    </LocalizationProvider>
  );
};

export default DatePicker;
