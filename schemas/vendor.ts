import { geoPoint } from './defs';
import { confirmationInput, passwordInput } from './password';

/** Egyptian mobile numbers in their national form: 010, 011, 012 or 015 and eight more digits. */
export const EGYPT_MOBILE = '^01[0125][0-9]{8}$';

export const VENDOR_TYPES = ['bt-vendor', 'cp-vendor'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const vendorSchema = {
  $id: 'vendor',
  type: 'object',
  'x-label': { en: 'Vendor', ar: 'التاجر' },
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'companyName', 'vendorType'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, 'x-label': { en: 'Name', ar: 'الاسم' } },
    email: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      'x-label': { en: 'Email', ar: 'البريد الإلكتروني' },
    },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: EGYPT_MOBILE,
      'x-messages': { pattern: 'validation.phone' },
      'x-label': { en: 'Phone number', ar: 'رقم الهاتف' },
    },
    companyName: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      'x-label': { en: 'Company name', ar: 'اسم الشركة' },
    },
    companyLicense: {
      type: 'object',
      additionalProperties: false,
      'x-label': { en: 'Company license', ar: 'الرخصة التجارية' },
      properties: {
        file: {
          type: 'string',
          maxLength: 300,
          'x-label': { en: 'License file', ar: 'ملف الرخصة' },
          'x-widget': 'file',
        },
        number: {
          type: 'string',
          maxLength: 50,
          'x-label': { en: 'License number', ar: 'رقم الرخصة' },
        },
        expiresAt: {
          type: 'string',
          format: 'date',
          maxLength: 10,
          'x-label': { en: 'License expiration date', ar: 'تاريخ انتهاء الرخصة' },
        },
      },
    },
    taxNumber: { type: 'string', maxLength: 50, 'x-label': { en: 'Tax number', ar: 'الرقم الضريبي' } },
    idNumber: { type: 'string', maxLength: 50, 'x-label': { en: 'ID number', ar: 'الرقم القومي' } },
    idCard: {
      type: 'string',
      maxLength: 300,
      'x-label': { en: 'ID card', ar: 'صورة البطاقة' },
      'x-widget': 'file',
    },
    location: geoPoint({ en: 'Location on map', ar: 'الموقع على الخريطة' }),
    address: {
      type: 'string',
      maxLength: 500,
      'x-label': { en: 'Detailed address', ar: 'تفاصيل العنوان' },
    },
    lowStockThreshold: {
      type: 'integer',
      minimum: 0,
      maximum: 100_000,
      default: 5,
      'x-label': { en: 'Low stock at or below', ar: 'مخزون منخفض عند أو أقل من' },
    },
    vendorType: {
      type: 'string',
      enum: VENDOR_TYPES,
      'x-label': { en: 'Vendor type', ar: 'نوع التاجر' },
      'x-enum-labels': {
        'bt-vendor': { en: 'Batteries & Tires Vendor', ar: 'تاجر بطاريات وإطارات' },
        'cp-vendor': { en: 'Car Parts Vendor', ar: 'تاجر قطع غيار' },
      },
    },
  },
} as const;

const fields = vendorSchema.properties;

/** The account form of the registration (`/auth/register-form`); both ends check it. */
export const registrationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vendorType', 'name', 'email', 'phone', 'password', 'confirmPassword', 'companyName'],
  properties: {
    vendorType: fields.vendorType,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    password: passwordInput({ en: 'Password', ar: 'كلمة المرور' }),
    confirmPassword: confirmationInput,
    companyName: fields.companyName,
  },
} as const;

/** An uploaded file named by its id or its `/api/v1/uploads/…` url. */
const uploadRef = { type: 'string', minLength: 1, maxLength: 300 } as const;

/** The work information of the final registration step (`/auth/final-step`): all of it is needed. */
export const workInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['companyLicense', 'taxNumber', 'idNumber', 'idCard', 'location', 'address'],
  properties: {
    companyLicense: {
      ...fields.companyLicense,
      required: ['file', 'number', 'expiresAt'],
      properties: {
        file: { ...fields.companyLicense.properties.file, ...uploadRef },
        number: { ...fields.companyLicense.properties.number, minLength: 1 },
        expiresAt: fields.companyLicense.properties.expiresAt,
      },
    },
    taxNumber: { ...fields.taxNumber, minLength: 1 },
    idNumber: { ...fields.idNumber, minLength: 1 },
    idCard: { ...fields.idCard, ...uploadRef },
    location: fields.location,
    address: { ...fields.address, minLength: 1 },
  },
} as const;

/**
 * What a vendor may change on the profile page. The phone (the sign-in identity confirmed by
 * SMS) and the vendor type are not here, so a body carrying them changes nothing.
 */
export const profileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'companyName'],
  properties: {
    name: fields.name,
    email: fields.email,
    companyName: fields.companyName,
    avatar: { type: 'string', maxLength: 300, 'x-label': { en: 'Profile picture', ar: 'الصورة الشخصية' } },
    lowStockThreshold: fields.lowStockThreshold,
  },
} as const;

/** Products with this many or fewer in stock are "low" unless the vendor set its own threshold. */
export const DEFAULT_LOW_STOCK = fields.lowStockThreshold.default;
