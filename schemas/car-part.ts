import { productCommerce, productCore, translatable, year } from './defs';

const dimension = (en: string, ar: string) =>
  ({
    type: 'number',
    minimum: 0,
    maximum: 10000,
    'x-label': { en, ar },
    'x-unit': { en: 'cm', ar: 'سم' },
  }) as const;

export const carPartSchema = {
  $id: 'car-part',
  type: 'object',
  'x-resource': 'car-parts',
  'x-add-route': 'add-car-part',
  'x-product-type': 'car-part',
  'x-vendor-types': ['cp-vendor'],
  'x-menu-label': { en: 'Car parts', ar: 'قطع الغيار' },
  'x-label': {
    en: 'Car part |||| Car parts',
    ar: 'قطع غيار |||| قطعة غيار |||| قطع غيار |||| قطع غيار |||| قطعة غيار |||| قطعة غيار',
  },
  additionalProperties: false,
  required: ['name', 'sku', 'description', 'carBrand', 'category', 'quantity', 'price', 'discountPrice'],
  properties: {
    ...productCore,
    carBrand: {
      type: 'string',
      maxLength: 64,
      minLength: 1,
      'x-label': { en: 'Car brand', ar: 'ماركة السيارة' },
      'x-reference': 'car-brands',
      'x-list': true,
      'x-filter': true,
    },
    carModel: {
      type: 'string',
      maxLength: 64,
      'x-label': { en: 'Car model', ar: 'موديل السيارة' },
      'x-reference': 'car-models',
      'x-reference-parent': 'carBrand',
    },
    modelYear: { ...year, 'x-label': { en: 'Model year', ar: 'سنة الموديل' } },
    carType: {
      type: 'string',
      enum: ['sedan', 'hatchback', 'suv', 'pickup', 'van', 'coupe'],
      'x-label': { en: 'Car type', ar: 'نوع السيارة' },
      'x-enum-labels': {
        sedan: { en: 'Sedan', ar: 'سيدان' },
        hatchback: { en: 'Hatchback', ar: 'هاتشباك' },
        suv: { en: 'SUV', ar: 'دفع رباعي (SUV)' },
        pickup: { en: 'Pickup', ar: 'بيك أب' },
        van: { en: 'Van', ar: 'فان' },
        coupe: { en: 'Coupe', ar: 'كوبيه' },
      },
    },
    engineCapacity: {
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      'x-label': { en: 'Engine capacity', ar: 'سعة المحرك' },
      'x-unit': { en: 'cc', ar: 'سي سي' },
    },
    classification: {
      type: 'string',
      enum: ['original', 'aftermarket', 'used'],
      'x-label': { en: 'Classification', ar: 'التصنيف' },
      'x-enum-labels': {
        original: { en: 'Original', ar: 'أصلي' },
        aftermarket: { en: 'Aftermarket', ar: 'بديل' },
        used: { en: 'Used', ar: 'مستعمل' },
      },
      'x-filter': true,
    },
    category: {
      type: 'string',
      maxLength: 64,
      minLength: 1,
      'x-label': { en: 'Category', ar: 'الفئة' },
      'x-reference': 'part-categories',
      'x-list': true,
      'x-filter': true,
    },
    subCategory: {
      type: 'string',
      maxLength: 64,
      'x-label': { en: 'Sub category', ar: 'الفئة الفرعية' },
      'x-reference': 'part-categories',
      'x-reference-parent': 'category',
    },
    productType: translatable({ en: 'Product type', ar: 'نوع المنتج' }, 100, false),
    weight: {
      type: 'number',
      minimum: 0,
      maximum: 10000,
      'x-label': { en: 'Weight', ar: 'الوزن' },
      'x-unit': { en: 'kg', ar: 'كجم' },
    },
    dimensions: {
      type: 'object',
      additionalProperties: false,
      'x-label': { en: 'Dimensions', ar: 'الأبعاد' },
      properties: {
        length: dimension('Length', 'الطول'),
        width: dimension('Width', 'العرض'),
        height: dimension('Height', 'الارتفاع'),
      },
    },
    color: translatable({ en: 'Color', ar: 'اللون' }, 50, false),
    material: translatable({ en: 'Material', ar: 'الخامة' }, 100, false),
    ...productCommerce,
  },
} as const;
