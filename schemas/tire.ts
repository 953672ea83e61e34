import { productCommerce, productCore, suitableCars, year } from './defs';

export const tireSchema = {
  $id: 'tire',
  type: 'object',
  'x-resource': 'tires',
  'x-add-route': 'add-tire',
  'x-product-type': 'tire',
  'x-vendor-types': ['bt-vendor'],
  'x-menu-label': { en: 'Tires', ar: 'الإطارات' },
  'x-label': {
    en: 'Tire |||| Tires',
    ar: 'إطارات |||| إطار |||| إطارات |||| إطارات |||| إطارًا |||| إطار',
  },
  additionalProperties: false,
  required: [
    'name',
    'sku',
    'description',
    'brand',
    'year',
    'tireType',
    'size',
    'quantity',
    'price',
    'discountPrice',
  ],
  properties: {
    ...productCore,
    brand: {
      type: 'string',
      maxLength: 64,
      minLength: 1,
      'x-label': { en: 'Tire brand', ar: 'ماركة الإطار' },
      'x-reference': 'tire-brands',
      'x-list': true,
      'x-filter': true,
    },
    year: { ...year, 'x-label': { en: 'Manufacturing year', ar: 'سنة الصنع' } },
    tireType: {
      type: 'string',
      enum: ['normal', 'run_flat'],
      'x-label': { en: 'Tire type', ar: 'نوع الإطار' },
      'x-enum-labels': {
        normal: { en: 'Normal', ar: 'عادي' },
        run_flat: { en: 'Run flat', ar: 'رن فلات (يسير بدون هواء)' },
      },
      'x-filter': true,
    },
    size: {
      type: 'object',
      additionalProperties: false,
      required: ['width', 'length', 'depth'],
      'x-label': { en: 'Size', ar: 'المقاس' },
      // How tire shops write a size: "185/65 R14" (width/profile, rim diameter).
      'x-summary': '{width}/{length} R{depth}',
      'x-list': true,
      properties: {
        width: { type: 'integer', minimum: 100, maximum: 400, 'x-label': { en: 'Width', ar: 'العرض' } },
        length: {
          type: 'integer',
          minimum: 20,
          maximum: 100,
          'x-label': { en: 'Length', ar: 'الارتفاع' },
        },
        depth: { type: 'integer', minimum: 10, maximum: 30, 'x-label': { en: 'Depth', ar: 'قطر الجنط' } },
      },
    },
    suitableCars,
    ...productCommerce,
  },
} as const;
