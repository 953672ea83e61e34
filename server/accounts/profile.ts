import type { FromSchema } from 'json-schema-to-ts';
import type { Label } from '../../schemas';
import { todayInCairo } from '../../schemas/dates';
import { profileSchema, workInfoSchema } from '../../schemas/vendor';
import type { VendorRow } from '../db/tables';
import { problem, type FieldMessage } from '../errors';
import type { UploadKind } from '../uploads/kinds';
import type { UploadStore } from '../uploads/store';
import type { AccountServices } from './services';
import { uploadIdOf, type VendorProfile } from './vendor-profile';

const license = workInfoSchema.properties.companyLicense.properties;
const labelled = (key: string, label: Label): FieldMessage => ({ key, params: { field: label } });

/**
 * Upload ids the vendor sent, by field, and the fields whose file is not its own upload of this
 * kind. The file a field already holds may always be sent back unchanged.
 */
const ownUploads = async (
  uploads: UploadStore,
  vendorId: number,
  kind: UploadKind,
  refs: Record<string, { ref: string; label: Label; current?: string }>,
) => {
  const ids = Object.fromEntries(Object.entries(refs).map(([field, { ref }]) => [field, uploadIdOf(ref)]));
  const own = await uploads.ownedBy(
    vendorId,
    Object.values(ids).filter((id): id is string => id !== null),
    kind,
  );
  const errors: Record<string, FieldMessage> = {};
  for (const [field, id] of Object.entries(ids))
    if (!id || (id !== refs[field].current && !own.has(id)))
      errors[field] = labelled('account.uploadAgain', refs[field].label);
  return { ids, errors };
};

/**
 * The vendor's own profile: company details (phone and vendor type are not the vendor's to change)
 * and the picture, which must be one of its own images: absent keeps it, empty removes it.
 */
export const updateProfile = async (
  { vendors, uploads }: AccountServices,
  vendor: VendorRow,
  form: FromSchema<typeof profileSchema>,
) => {
  const profile = { ...(vendor.profile as VendorProfile) };
  if (form.avatar === '') delete profile.avatar;
  else if (form.avatar !== undefined) {
    const { ids, errors } = await ownUploads(uploads, vendor.id, 'image', {
      avatar: {
        ref: form.avatar,
        label: profileSchema.properties.avatar['x-label'],
        current: profile.avatar,
      },
    });
    if (errors.avatar) throw problem(422, 'validation.form', errors);
    profile.avatar = ids.avatar ?? undefined;
  }
  if (form.lowStockThreshold !== undefined) profile.lowStockThreshold = form.lowStockThreshold;
  const saved = await vendors.saveProfile(vendor.id, profile, {
    name: form.name,
    email: form.email,
    company_name: form.companyName,
  });
  if (saved === 'email') throw problem(409, 'account.emailTaken', { email: 'account.emailTaken' });
  return saved;
};

/**
 * The work information of the final registration step: the licence and ID card must be the
 * vendor's own documents, and the licence must not have expired (today in Cairo).
 */
export const saveWorkInfo = async (
  { vendors, uploads, now }: AccountServices,
  vendor: VendorRow,
  form: FromSchema<typeof workInfoSchema>,
) => {
  const current = vendor.profile as VendorProfile;
  const { ids, errors } = await ownUploads(uploads, vendor.id, 'document', {
    'companyLicense.file': {
      ref: form.companyLicense.file,
      label: license.file['x-label'],
      current: current.companyLicense?.file,
    },
    idCard: { ref: form.idCard, label: workInfoSchema.properties.idCard['x-label'], current: current.idCard },
  });
  if (form.companyLicense.expiresAt <= todayInCairo(now()))
    errors['companyLicense.expiresAt'] = labelled('account.futureDate', license.expiresAt['x-label']);
  if (Object.keys(errors).length) throw problem(422, 'validation.form', errors);

  const profile: VendorProfile = {
    ...current,
    companyLicense: { ...form.companyLicense, file: ids['companyLicense.file'] ?? undefined },
    taxNumber: form.taxNumber,
    idNumber: form.idNumber,
    idCard: ids.idCard ?? undefined,
    location: form.location,
    address: form.address,
  };
  const saved = await vendors.saveProfile(vendor.id, profile);
  if (saved === 'email') throw problem(409, 'account.emailTaken', { email: 'account.emailTaken' });
  return saved;
};
