import { productCommerce, productCore, suitableCars } from './defs';

export const batterySchema = {
  $id: 'battery',
  type: 'object',
  'x-resource': 'batteries',
  'x-add-route': 'add-battery',
  'x-product-type': 'battery',
  'x-vendor-types': ['bt-vendor'],
  'x-menu-label': { en: 'Batteries', ar: 'البطاريات' },
  'x-label': {
    en: 'Battery |||| Batteries',
    ar: 'بطاريات |||| بطارية |||| بطاريات |||| بطاريات |||| بطارية |||| بطارية',
  },
  additionalProperties: false,
  required: ['name', 'sku', 'description', 'brand', 'voltage', 'quantity', 'price', 'discountPrice'],
  properties: {
    ...productCore,
    brand: {
      type: 'string',
      maxLength: 64,
      minLength: 1,
      'x-label': { en: 'Battery brand', ar: 'ماركة البطارية' },
      'x-reference': 'battery-brands',
      'x-list': true,
      'x-filter': true,
    },
    voltage: {
      type: 'integer',
      enum: [30, 40, 50, 60],
      'x-label': { en: 'Electrical voltage', ar: 'الجهد الكهربائي' },
      'x-unit': { en: 'amps', ar: 'أمبير' },
      'x-list': true,
      'x-filter': true,
    },
    sizeSpec: {
      type: 'string',
      maxLength: 200,
      'x-label': { en: 'Size specifications', ar: 'مواصفات المقاس' },
    },
    suitableCars,
    ...productCommerce,
  },
} as const;
