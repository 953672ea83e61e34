import { DEFAULT_LOW_STOCK } from '../../schemas/vendor';
import type { VendorRow } from '../db/tables';
import { uploadUrl, UPLOAD_ID } from '../uploads/upload-id';

/**
 * Work information lives in `vendors.profile` (JSON), files as upload ids:
 * `{ companyLicense: { file, number, expiresAt }, taxNumber, idNumber, idCard, location, address, avatar }`.
 */
export type VendorProfile = {
  companyLicense?: { file?: string; number?: string; expiresAt?: string };
  taxNumber?: string;
  idNumber?: string;
  idCard?: string;
  location?: { lat: number; lng: number };
  address?: string;
  avatar?: string;
  /** Home page and alerts count a product as low stock at this quantity or below. */
  lowStockThreshold?: number;
};

export type RegistrationStep = 'final' | 'done';

/** `final` while the work information of the last registration step is missing. */
export const registrationStep = (profile: VendorProfile): RegistrationStep => {
  const license = profile.companyLicense;
  const complete =
    Boolean(license?.file && license.number && license.expiresAt) &&
    Boolean(profile.taxNumber && profile.idNumber && profile.idCard && profile.location && profile.address);
  return complete ? 'done' : 'final';
};

/** An upload id from what a client sends back: the id itself or its url, relative or absolute. */
export const uploadIdOf = (ref: string): string | null => {
  const id = ref.split('/').pop() ?? '';
  return UPLOAD_ID.test(id) && (ref === id || ref.endsWith(uploadUrl(id))) ? id : null;
};

const urlOf = (id: string | undefined) => (id ? uploadUrl(id) : undefined);

/** The vendor as its own dashboard sees it: profile and work information, files as urls, never the hash. */
export const vendorView = (v: VendorRow) => {
  const profile = v.profile as VendorProfile;
  const license = profile.companyLicense;
  return {
    id: v.id,
    vendorType: v.vendor_type,
    name: v.name,
    email: v.email,
    phone: v.phone,
    companyName: v.company_name,
    avatar: urlOf(profile.avatar) ?? null,
    companyLicense: license ? { ...license, file: urlOf(license.file) } : undefined,
    taxNumber: profile.taxNumber,
    idNumber: profile.idNumber,
    idCard: urlOf(profile.idCard),
    location: profile.location,
    address: profile.address,
    lowStockThreshold: profile.lowStockThreshold ?? DEFAULT_LOW_STOCK,
    registrationStep: registrationStep(profile),
  };
};
