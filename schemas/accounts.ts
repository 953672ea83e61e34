import { confirmationInput, passwordInput, PASSWORD_MAX_LENGTH } from './password';
import { VENDOR_TYPES, vendorSchema } from './vendor';

/**
 * The bodies of the account forms (sign-in, one-time code, password reset and change), checked
 * the same by the dashboard's forms and the API. The registration, work-information and profile
 * forms are in vendor.ts.
 */
export const signInSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['identifier', 'password', 'vendorType'],
  properties: {
    identifier: {
      type: 'string',
      minLength: 1,
      maxLength: 254,
      'x-label': { en: 'Phone or email', ar: 'رقم الهاتف أو البريد الإلكتروني' },
    },
    // Longer than the policy allows is refused here, before any hashing (security.md row 2).
    password: {
      type: 'string',
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      'x-label': { en: 'Password', ar: 'كلمة المرور' },
    },
    vendorType: { type: 'string', enum: VENDOR_TYPES, 'x-label': { en: 'Vendor type', ar: 'نوع التاجر' } },
  },
} as const;

const code = { type: 'string', minLength: 1, maxLength: 12, 'x-label': { en: 'Code', ar: 'الرمز' } } as const;

/** The code texted to confirm a registration. */
export const otpCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code },
} as const;

/** Asking for a password reset code. */
export const resetRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: vendorSchema.properties.phone },
} as const;

/** A new password with the reset code. */
export const newPasswordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'code', 'password', 'confirmPassword'],
  properties: {
    phone: vendorSchema.properties.phone,
    code,
    password: passwordInput({ en: 'New password', ar: 'كلمة المرور الجديدة' }),
    confirmPassword: confirmationInput,
  },
} as const;

/** The profile's password change. */
export const passwordChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword', 'confirmPassword'],
  properties: {
    currentPassword: passwordInput({ en: 'Current password', ar: 'كلمة المرور الحالية' }),
    newPassword: passwordInput({ en: 'New password', ar: 'كلمة المرور الجديدة' }),
    confirmPassword: confirmationInput,
  },
} as const;
