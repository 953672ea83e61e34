import type { Lang } from '../../../../schemas';

/** "240 KB", "1.2 MB": Western digits in both languages, as every number in the dashboard. */
export const formatFileSize = (bytes: number, lang: Lang) => {
  const locale = lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG';
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
};
