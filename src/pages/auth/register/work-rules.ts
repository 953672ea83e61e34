import { vendorSchema, type Label, type Lang } from '../../../../schemas';
import { toAsciiDigits } from '../../../../schemas/digits';
import type { FieldError } from '../../../../schemas/validation';
import type { Translate } from '../../../i18n/translate';
import { fieldErrorText } from '../../../i18n/validation-text';
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

/** `YYYY-MM-DD` of today on this device: a licence must still be valid tomorrow. */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Every field of the work information is needed; the messages are the API's templates. */
export const validateWork = (v: WorkFields, lang: Lang, t: Translate): WorkErrors => {
  const errors: WorkErrors = {};
  const say = (field: keyof WorkErrors, rule: FieldError['rule'], limit?: number) =>
    (errors[field] ??= fieldErrorText({ path: field, rule, label: NODES[field]['x-label'], limit }, lang, t));
  if (!v.licenseFile) say('licenseFile', 'required');
  if (!v.idCard) say('idCard', 'required');
  for (const field of ['licenseNumber', 'taxNumber', 'idNumber', 'address'] as const) {
    const value = v[field].trim();
    const max = NODES[field].maxLength;
    if (!value) say(field, 'required');
    else if (max && value.length > max) say(field, 'maxLength', max);
  }
  if (!v.licenseExpiresAt) say('licenseExpiresAt', 'required');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.licenseExpiresAt)) say('licenseExpiresAt', 'format');
  else if (v.licenseExpiresAt <= today())
    errors.licenseExpiresAt = t('account.futureDate', { field: NODES.licenseExpiresAt['x-label'][lang] });
  if (!v.lat.trim() && !v.lng.trim()) say('location', 'required');
  else if (!toPoint(v.lat, v.lng)) {
    if (!toPoint(v.lat, '0')) say('lat', 'invalid');
    if (!toPoint('0', v.lng)) say('lng', 'invalid');
  }
  return errors;
};

const digits = (text: string) => toAsciiDigits(text.trim());

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
