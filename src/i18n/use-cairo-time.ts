import { numberLocale } from '../schema-ui/fields';
import { useLanguage } from './LanguageProvider';

/** A date and time as Cairo reads it, in the language on screen. */
export const useCairoTime = () => {
  const { lang } = useLanguage();
  const format = new Intl.DateTimeFormat(numberLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '–');
};
