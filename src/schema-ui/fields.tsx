import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { productStatus, type Label, type Lang } from '../../schemas';
import { textFor } from '../../schemas/translations';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * Numbers in the dashboard use Western digits in both languages, as IDs, SKUs and phone numbers do,
 * so a row never mixes two digit systems.
 */
export const numberLocale = (lang: Lang) => (lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG');

/**
 * One formatter per language and kind, made on first use: a list formats every cell, and making an
 * Intl formatter costs far more than using one.
 */
export const formatterCache = <F,>(make: (lang: Lang, kind: string) => F) => {
  const made = new Map<string, F>();
  return (lang: Lang, kind = '') => {
    const key = `${lang}:${kind}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = make(lang, kind)));
    return format;
  };
};

export const numberFormat = formatterCache((lang) => new Intl.NumberFormat(numberLocale(lang)));

const moneyFormat = formatterCache(
  (lang) =>
    new Intl.NumberFormat(numberLocale(lang), {
      style: 'currency',
      currency: 'EGP',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }),
);

/** A price in EGP, formatted for the language on screen, kept left to right inside Arabic text. */
export const Money = ({ value }: { value: unknown }) => {
  const { lang } = useLanguage();
  if (typeof value !== 'number') return null;
  return <bdi style={{ whiteSpace: 'nowrap' }}>{moneyFormat(lang).format(value)}</bdi>;
};

/**
 * A text written in one language or both (`x-translatable`): the reader's, else the other one,
 * marked with its language for screen readers and isolated, so an Arabic name on an English page
 * keeps its own direction.
 */
export const TranslatedText = ({ value }: { value: unknown }) => {
  const { lang } = useLanguage();
  const shown = textFor(value, lang);
  if (!shown) return <span aria-label="—">–</span>;
  return (
    <bdi lang={shown.lang} style={{ whiteSpace: 'pre-line' }}>
      {shown.text}
    </bdi>
  );
};

const STATUS_COLORS = { available: 'success', under_review: 'warning', not_available: 'default' } as const;

export const StatusChip = ({ status }: { status: string }) => {
  const { lang } = useLanguage();
  const labels = productStatus['x-enum-labels'] as Record<string, Label>;
  return (
    <Chip
      size="small"
      label={labels[status]?.[lang] ?? status}
      color={STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? 'default'}
      variant="outlined"
    />
  );
};

/** The localized name of a reference record (brand, model, category): the given one, else the context's. */
export const ReferenceName = ({ record: given }: { record?: { name: Label } }) => {
  const context = useRecordContext<{ name: Label }>();
  const record = given ?? context;
  const { lang } = useLanguage();
  return record ? <span>{record.name[lang]}</span> : null;
};

/** "N items" or "Out of Stock". */
export const Stock = ({ quantity }: { quantity: number }) => {
  const translate = useTranslate();
  return quantity > 0 ? (
    <span>{translate('product.inStock', { smart_count: quantity })}</span>
  ) : (
    <Chip size="small" color="error" variant="outlined" label={translate('product.outOfStock')} />
  );
};

/** Codes (SKU, order number) read left to right and never break inside. */
export const Code = ({ value }: { value: unknown }) => (
  <bdi style={{ whiteSpace: 'nowrap' }}>{String(value ?? '')}</bdi>
);

/** A measure with its unit in the reader's language: "60 amps", "60 أمبير". */
export const WithUnit = ({ value, unit }: { value: unknown; unit: Label }) => {
  const { lang } = useLanguage();
  if (value === null || value === undefined || value === '') return null;
  return (
    <span>
      <bdi>{String(value)}</bdi> {unit[lang]}
    </span>
  );
};
