import { vendorSchema, type Label, type Lang } from '../../../../schemas';
import { todayInCairo } from '../../../../schemas/dates';
import { parseLocalizedNumber, toAsciiDigits } from '../../../../schemas/digits';
import type { Translate } from '../../../../schemas/i18n/translate';
import { checkForm } from '../../../forms/schema-check';
import type { WorkInfoBody } from '../../../providers/registration-api';
import type { WorkFields } from '../../../providers/registration-draft';
import { toPoint } from './coordinates';

export type WorkErrors = Partial<Record<keyof WorkFields | 'location', string>>;

const p = vendorSchema.properties;
const license = p.companyLicense.properties;

/** Each form field, with the schema node that names it and limits it. */
const NODES: Record<keyof WorkErrors, { 'x-label': Label; maxLength?: number }> = {
  licenseFile: license.file,
  licenseNumber: license.number,
  licenseExpiresAt: license.expiresAt,
  taxNumber: p.taxNumber,
  idNumber: p.idNumber,
  idCard: p.idCard,
  lat: p.location.properties.lat,
  lng: p.location.properties.lng,
  location: p.location,
  address: p.address,
};

/** The API's field paths, as its 422 names them, to the inputs here. */
const FROM_API: Record<string, keyof WorkErrors> = {
  'companyLicense.file': 'licenseFile',
  'companyLicense.number': 'licenseNumber',
  'companyLicense.expiresAt': 'licenseExpiresAt',
  companyLicense: 'licenseFile',
  taxNumber: 'taxNumber',
  idNumber: 'idNumber',
  idCard: 'idCard',
  location: 'location',
  'location.lat': 'lat',
  'location.lng': 'lng',
  address: 'address',
};

export const workErrorsFromApi = (fields: Record<string, string>): WorkErrors =>
  Object.fromEntries(Object.entries(fields).map(([path, text]) => [FROM_API[path] ?? 'location', text]));

/** `YYYY-MM-DD` of today in Cairo, as the API counts it: a licence must still be valid tomorrow. */
export const today = () => todayInCairo();

/** The first expiry date a licence may have: tomorrow in Cairo (the calendar starts there). */
export const tomorrow = () => {
  const noon = new Date(`${today()}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + 1);
  return noon.toISOString().slice(0, 10);
};

/**
 * The work information's rules: the API's schema over the body the form would send, the licence
 * date in the future (Cairo's today), with the API's messages under the form's inputs.
 */
export const validateWork = (v: WorkFields, lang: Lang, t: Translate): WorkErrors => {
  const errors = workErrorsFromApi(checkForm('workInfo', draftBody(v), lang, t));
  if (!errors.licenseExpiresAt && v.licenseExpiresAt && v.licenseExpiresAt <= today())
    errors.licenseExpiresAt = t('account.futureDate', { field: NODES.licenseExpiresAt['x-label'][lang] });
  return errors;
};

const digits = (text: string) => toAsciiDigits(text.trim());

/** What the form holds, as the API's body: missing files and unreadable coordinates as the API would see them. */
const draftBody = (v: WorkFields) => ({
  companyLicense: {
    file: v.licenseFile?.url ?? '',
    number: digits(v.licenseNumber),
    expiresAt: v.licenseExpiresAt,
  },
  taxNumber: digits(v.taxNumber),
  idNumber: digits(v.idNumber),
  idCard: v.idCard?.url ?? '',
  address: v.address.trim(),
  ...(v.lat.trim() || v.lng.trim()
    ? {
        location: {
          lat: parseLocalizedNumber(v.lat) ?? undefined,
          lng: parseLocalizedNumber(v.lng) ?? undefined,
        },
      }
    : {}),
});

/** The body of `PUT /profile/work-info`, from a form `validateWork` passed. */
export const workBody = (v: WorkFields): WorkInfoBody => ({
  companyLicense: {
    file: v.licenseFile!.url,
    number: digits(v.licenseNumber),
    expiresAt: v.licenseExpiresAt,
  },
  taxNumber: digits(v.taxNumber),
  idNumber: digits(v.idNumber),
  idCard: v.idCard!.url,
  location: toPoint(v.lat, v.lng)!,
  address: v.address.trim(),
});
