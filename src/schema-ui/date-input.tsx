import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ReactNode } from 'react';

export type DateInputProps = {
  /** `YYYY-MM-DD`, '' when empty (`invalid` while a typed date is incomplete). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  /** The first day that may be picked, `YYYY-MM-DD`. */
  min?: string;
  required?: boolean;
  /** As wide as its column (forms); a filter sizes to its content. */
  fullWidth?: boolean;
};

// MUI X's picker and dayjs with its locales are a chunk of their own, fetched when a date input
// shows: the lists and every page without a date load nothing more.
const DatePicker = lazy(() => import('./DatePicker'));

/** A date input that speaks the language on screen: its calendar's month and day names, day first. */
export const DateInput = (props: DateInputProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ my: 1 }} aria-label={props.label} />}>
    <DatePicker {...props} />
  </Suspense>
);
