import { vendorSchema } from '../../schemas/vendor';

const v = vendorSchema.properties;

/** A vendor as its own dashboard sees it (vendorView): never the password hash, files as urls. */
export const vendorView = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'vendorType',
    'name',
    'email',
    'phone',
    'companyName',
    'avatar',
    'lowStockThreshold',
    'registrationStep',
  ],
  properties: {
    id: { type: 'integer' },
    vendorType: v.vendorType,
    name: v.name,
    email: v.email,
    phone: v.phone,
    companyName: v.companyName,
    avatar: { type: ['string', 'null'], description: 'The profile picture’s url' },
    companyLicense: v.companyLicense,
    taxNumber: v.taxNumber,
    idNumber: v.idNumber,
    idCard: v.idCard,
    location: v.location,
    address: v.address,
    lowStockThreshold: v.lowStockThreshold,
    registrationStep: {
      type: 'string',
      enum: ['final', 'done'],
      description: '`final` until the work information of the last registration step is given',
    },
  },
} as const;

/** A new session: the bearer token and who it signs in. */
export const session = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'vendor'],
  properties: {
    token: { type: 'string', description: 'Send as `Authorization: Bearer …`' },
    vendor: vendorView,
  },
} as const;

/** Seconds until another code may be sent to the phone. */
export const resendAfter = {
  type: 'object',
  additionalProperties: false,
  required: ['resendAfter'],
  properties: { resendAfter: { type: 'integer', minimum: 0 } },
} as const;

/** A pending registration's key, in the path as `/auth/{key}/confirm-otp` in the dashboard. */
export const registrationKey = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** A registration waiting for its code. */
export const registrationStarted = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'resendAfter'],
  properties: {
    key: { type: 'string', description: 'Resumes the registration: GET /auth/register/{key}' },
    resendAfter: resendAfter.properties.resendAfter,
  },
} as const;
