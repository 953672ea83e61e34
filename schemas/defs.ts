/**
 * Fragments shared by the product schemas. Each one is a plain JSON Schema node with its labels,
 * so a schema file reads as a list of fields.
 */

/**
 * A link to an image: a path on this server or an `https:` URL. Never `javascript:`, `data:` or
 * plain `http:`, and never a backslash or whitespace anywhere: browsers read `\` as `/` and drop
 * tabs, so `/\evil.example/x.png` and `/<tab>/evil.example` would load from another host.
 */
export const imageUrl = {
  type: 'string',
  maxLength: 2000,
  'x-label': { en: 'Image link', ar: 'رابط الصورة' },
  pattern: '^(https://[^\\s\\\\/][^\\s\\\\]*|/(?![/\\\\])[^\\s\\\\]*)$',
} as const;

export const productStatus = {
  type: 'string',
  enum: ['available', 'under_review', 'not_available'],
  'x-label': { en: 'Status', ar: 'الحالة' },
  'x-enum-labels': {
    available: { en: 'Available', ar: 'متاح' },
    under_review: { en: 'Under Review', ar: 'قيد المراجعة' },
    not_available: { en: 'Not Available', ar: 'غير متاح' },
  },
} as const;

/**
 * A text a vendor may write in English, in Arabic or in both (`x-translatable`): `{ en, ar }` with
 * at least one of them when the field is required. A plain string is still taken, as text in one
 * language (what an API client or a one-column spreadsheet sends, and what older products hold);
 * readers of either language see it as written. The dashboard shows the reader's language and
 * falls back to the other one.
 */
export const translatable = <const L extends { en: string; ar: string }, const N extends number>(
  label: L,
  maxLength: N,
  required: boolean,
) =>
  ({
    type: ['string', 'object'],
    minLength: 1,
    maxLength,
    ...(required ? { minProperties: 1 } : {}),
    additionalProperties: false,
    properties: {
      en: {
        type: 'string',
        minLength: 1,
        maxLength,
        'x-label': { en: `${label.en} in English`, ar: `${label.ar} بالإنجليزية` },
      },
      ar: {
        type: 'string',
        minLength: 1,
        maxLength,
        'x-label': { en: `${label.en} in Arabic`, ar: `${label.ar} بالعربية` },
      },
    },
    'x-label': label,
    'x-translatable': true,
  }) as const;

/** Fields every product type has, in the order forms show them. */
export const productCore = {
  name: {
    ...translatable({ en: 'Product name', ar: 'اسم المنتج' }, 200, true),
    'x-list': true,
    'x-search': true,
    'x-column': 'name',
  },
  sku: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    'x-label': { en: 'SKU', ar: 'رمز المنتج (SKU)' },
    'x-widget': 'code',
    'x-list': true,
    'x-search': true,
    'x-column': 'sku',
  },
  description: {
    ...translatable({ en: 'Product description', ar: 'وصف المنتج' }, 5000, true),
    'x-widget': 'textarea',
  },
} as const;

/** Stock and money, last in every product form. */
export const productCommerce = {
  quantity: {
    type: 'integer',
    minimum: 0,
    maximum: 1000000,
    'x-label': { en: 'Available quantity', ar: 'الكمية المتاحة' },
    'x-widget': 'stock',
    'x-list': true,
    'x-column': 'quantity',
    'x-live': true,
  },
  price: {
    type: 'number',
    minimum: 0,
    maximum: 10000000,
    'x-label': { en: 'Price', ar: 'السعر' },
    'x-widget': 'money',
    'x-list': true,
    'x-column': 'price',
    'x-live': true,
  },
  discountPrice: {
    type: 'number',
    minimum: 0,
    maximum: 10000000,
    'x-label': { en: 'Discount price', ar: 'السعر بعد الخصم' },
    'x-widget': 'money',
    'x-column': 'discount_price',
    'x-live': true,
  },
  images: {
    type: 'array',
    maxItems: 10,
    items: imageUrl,
    'x-label': { en: 'Product images', ar: 'صور المنتج' },
    'x-widget': 'images',
  },
} as const;

export const year = {
  type: 'integer',
  minimum: 1950,
  maximum: 2100,
  'x-widget': 'year',
} as const;

/** Cars a tire or battery fits: brand → model → year. */
export const suitableCars = {
  type: 'array',
  maxItems: 50,
  'x-label': { en: 'Suitable cars', ar: 'السيارات المناسبة' },
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['brand', 'model'],
    properties: {
      brand: {
        type: 'string',
        maxLength: 64,
        minLength: 1,
        'x-label': { en: 'Car brand', ar: 'ماركة السيارة' },
        'x-reference': 'car-brands',
      },
      model: {
        type: 'string',
        maxLength: 64,
        minLength: 1,
        'x-label': { en: 'Car model', ar: 'موديل السيارة' },
        'x-reference': 'car-models',
        'x-reference-parent': 'brand',
      },
      year: { ...year, 'x-label': { en: 'Model year', ar: 'سنة الموديل' } },
    },
  },
} as const;

/** A point on the map (a vendor's shop, an order's delivery address). */
export const geoPoint = <L extends { en: string; ar: string }>(label: L) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['lat', 'lng'],
    'x-label': label,
    properties: {
      lat: { type: 'number', minimum: -90, maximum: 90, 'x-label': { en: 'Latitude', ar: 'خط العرض' } },
      lng: { type: 'number', minimum: -180, maximum: 180, 'x-label': { en: 'Longitude', ar: 'خط الطول' } },
    },
  }) as const;
