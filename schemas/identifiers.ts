import { toAsciiDigits } from './digits';

/** `+20 100 000 0001`, `0020…`, `٠١٠٠٠٠٠٠٠٠١` and `01000000001` are one Egyptian mobile number. */
export const normalizePhone = (text: string): string | null => {
  let digits = toAsciiDigits(text).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+20')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0020')) digits = `0${digits.slice(4)}`;
  else if (/^20\d{10}$/.test(digits)) digits = `0${digits.slice(2)}`;
  return /^01[0125]\d{8}$/.test(digits) ? digits : null;
};

/** A sign-in identifier is an email (matched case-insensitively) or a phone number. */
export const normalizeIdentifier = (text: string): { kind: 'email' | 'phone'; value: string } | null => {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
};
