import { formatDateTime } from '../../schemas/dates';
import { useLanguage } from './LanguageProvider';

/** A date and time as Cairo reads it, in the language on screen ("24 Nov 2026, 12:30 am"). */
export const useCairoTime = () => {
  const { lang } = useLanguage();
  return (value: string | null | undefined) => (value ? formatDateTime(value, lang) : '–');
};
