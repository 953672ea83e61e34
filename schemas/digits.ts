const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Eastern Arabic (and Persian) digits, as phones type them, become the ASCII digits they mean. */
export const toAsciiDigits = (text: string) =>
  text.replace(/[٠-٩۰-۹]/g, (d) => String(Math.max(EASTERN_DIGITS.indexOf(d), PERSIAN_DIGITS.indexOf(d))));

/**
 * What a vendor types into a number field, as a number: `١٥٠٠`, `1,500`, `١٢٫٥` and ` 12.5 ` are
 * all accepted. Text that is not a number comes back unchanged, so validation names the field
 * ("Price must be a number") instead of the input silently dropping it.
 */
export const parseLocalizedNumber = (text: unknown): number | string | null => {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const raw = String(text);
  const plain = toAsciiDigits(raw)
    .replace(/[\s\u200e\u200f\u061c]/g, '')
    .replace(/٫/g, '.')
    .replace(/[٬,]/g, '');
  if (plain === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : raw;
};
