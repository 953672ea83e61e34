import type { VendorType } from '../../schemas';
import type { Upload } from './uploads';

/**
 * The registration in progress, kept in local storage under one key of our own (not one of the
 * spec's session keys) so a reload, or a visit days later, resumes at the step the vendor reached
 * with everything typed so far. Passwords are never kept; the OTP step is resumed through the
 * server's registration `key`, and after the code the vendor holds a normal session (`token`).
 */
export const REGISTRATION_DRAFT_KEY = 'mawrid.registration';

export const REGISTRATION_STEPS = ['type', 'account', 'otp', 'final'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export type AccountFields = { name: string; email: string; phone: string; companyName: string };

export type WorkFields = {
  licenseFile: Upload | null;
  licenseNumber: string;
  licenseExpiresAt: string;
  taxNumber: string;
  idNumber: string;
  idCard: Upload | null;
  lat: string;
  lng: string;
  address: string;
};

export type RegistrationDraft = {
  step: RegistrationStep;
  vendorType?: VendorType;
  account?: AccountFields;
  /** The server's handle on the unconfirmed registration, between the form and the code. */
  key?: string;
  /** When the next code may be asked for (epoch milliseconds). */
  resendAt?: number;
  work?: WorkFields;
};

export const EMPTY_ACCOUNT: AccountFields = { name: '', email: '', phone: '', companyName: '' };

export const EMPTY_WORK: WorkFields = {
  licenseFile: null,
  licenseNumber: '',
  licenseExpiresAt: '',
  taxNumber: '',
  idNumber: '',
  idCard: null,
  lat: '',
  lng: '',
  address: '',
};

export const stepIndex = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step);

export const readDraft = (): RegistrationDraft | null => {
  try {
    const value = JSON.parse(
      localStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null',
    ) as RegistrationDraft | null;
    return value && REGISTRATION_STEPS.includes(value.step) ? value : null;
  } catch {
    // A draft this version cannot read is dropped: the vendor starts again rather than stalling.
    return null;
  }
};

export const writeDraft = (draft: RegistrationDraft) =>
  localStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));

export const updateDraft = (patch: Partial<RegistrationDraft>): RegistrationDraft => {
  const next = { step: 'type' as const, ...readDraft(), ...patch };
  writeDraft(next);
  return next;
};

export const clearDraft = () => localStorage.removeItem(REGISTRATION_DRAFT_KEY);

/** Where the draft's step lives: the OTP step is addressed by the registration's key. */
export const stepPath = (draft: RegistrationDraft | null): string => {
  switch (draft?.step) {
    case 'account':
      return '/auth/register-form';
    case 'otp':
      return draft.key ? `/auth/${encodeURIComponent(draft.key)}/confirm-otp` : '/auth/register-form';
    case 'final':
      return '/auth/final-step';
    default:
      return '/auth/select-vendor';
  }
};
