import { geoPoint, imageUrl, translatable } from './defs';
import { EGYPT_MOBILE } from './vendor';

/** Orders are placed by customers in the marketplace app; vendors read them and deliver. */
export const orderSchema = {
  $id: 'order',
  type: 'object',
  'x-resource': 'orders',
  'x-read-only': true,
  'x-label': {
    en: 'Order |||| Orders',
    ar: 'طلبات |||| طلب |||| طلبات |||| طلبات |||| طلبًا |||| طلب',
  },
  additionalProperties: false,
  required: ['orderNumber', 'orderDate', 'paymentType', 'totalPrice', 'status', 'items'],
  properties: {
    orderNumber: {
      type: 'string',
      maxLength: 32,
      'x-label': { en: 'Order number', ar: 'رقم الطلب' },
      'x-list': true,
      'x-search': true,
    },
    orderDate: {
      type: 'string',
      format: 'date-time',
      maxLength: 40,
      'x-label': { en: 'Order date', ar: 'تاريخ الطلب' },
      'x-list': true,
    },
    arrivalDate: {
      type: 'string',
      format: 'date-time',
      maxLength: 40,
      'x-label': { en: 'Arrival date', ar: 'تاريخ الوصول' },
      'x-list': true,
    },
    paymentType: {
      type: 'string',
      enum: ['cash_on_delivery', 'card', 'wallet'],
      'x-label': { en: 'Payment type', ar: 'طريقة الدفع' },
      'x-enum-labels': {
        cash_on_delivery: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
        card: { en: 'Card', ar: 'بطاقة' },
        wallet: { en: 'Mobile wallet', ar: 'محفظة إلكترونية' },
      },
      'x-list': true,
      'x-filter': true,
    },
    totalPrice: {
      type: 'number',
      minimum: 0,
      'x-label': { en: 'Total price', ar: 'الإجمالي' },
      'x-widget': 'money',
      'x-list': true,
    },
    status: {
      type: 'string',
      enum: ['pending', 'confirmed', 'on_the_way', 'delivered', 'cancelled'],
      'x-label': { en: 'Status', ar: 'الحالة' },
      'x-enum-labels': {
        pending: { en: 'New', ar: 'جديد' },
        confirmed: { en: 'Confirmed', ar: 'مؤكد' },
        on_the_way: { en: 'On the way to you', ar: 'في الطريق إليك' },
        delivered: { en: 'Delivered', ar: 'تم التسليم' },
        cancelled: { en: 'Cancelled', ar: 'ملغي' },
      },
      'x-list': true,
      'x-filter': true,
    },
    customerName: { type: 'string', maxLength: 200, 'x-label': { en: 'Customer', ar: 'العميل' } },
    customerPhone: {
      type: 'string',
      maxLength: 20,
      pattern: EGYPT_MOBILE,
      'x-label': { en: 'Customer phone', ar: 'هاتف العميل' },
    },
    address: { type: 'string', maxLength: 500, 'x-label': { en: 'Delivery address', ar: 'عنوان التوصيل' } },
    location: geoPoint({ en: 'Show on map', ar: 'عرض على الخريطة' }),
    items: {
      type: 'array',
      maxItems: 100,
      'x-label': { en: 'Products', ar: 'المنتجات' },
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['productId', 'name', 'quantity', 'unitPrice'],
        properties: {
          productId: { type: 'integer', 'x-label': { en: 'Product ID', ar: 'رقم المنتج' } },
          // The product's name when ordered: in each language it had, or one string from before.
          name: translatable({ en: 'Product name', ar: 'اسم المنتج' }, 200, false),
          sku: { type: 'string', maxLength: 64, 'x-label': { en: 'SKU', ar: 'رمز المنتج (SKU)' } },
          quantity: { type: 'integer', minimum: 1, 'x-label': { en: 'Quantity', ar: 'الكمية' } },
          unitPrice: {
            type: 'number',
            minimum: 0,
            'x-label': { en: 'Unit price', ar: 'سعر الوحدة' },
            'x-widget': 'money',
          },
          image: { ...imageUrl, 'x-label': { en: 'Image', ar: 'الصورة' } },
        },
      },
    },
    confirmBy: {
      type: 'string',
      format: 'date-time',
      maxLength: 40,
      'x-label': { en: 'Confirm by', ar: 'التأكيد قبل' },
    },
    deliveredAt: {
      type: 'string',
      format: 'date-time',
      maxLength: 40,
      'x-label': { en: 'Delivered on', ar: 'تاريخ التسليم' },
    },
    failedAttempts: {
      type: 'integer',
      minimum: 0,
      maximum: 3,
      'x-label': { en: 'Failed delivery attempts', ar: 'محاولات التسليم الفاشلة' },
    },
    cancelledBy: {
      type: 'string',
      enum: ['vendor', 'customer', 'marketplace', 'system'],
      'x-label': { en: 'Cancelled by', ar: 'أُلغي بواسطة' },
      'x-enum-labels': {
        vendor: { en: 'You', ar: 'أنت' },
        customer: { en: 'The customer', ar: 'العميل' },
        marketplace: { en: 'The marketplace', ar: 'المنصة' },
        system: { en: 'Automatically', ar: 'تلقائيًا' },
      },
    },
    cancelReason: { type: 'string', maxLength: 500, 'x-label': { en: 'Reason', ar: 'السبب' } },
    collectedAmount: {
      type: 'number',
      minimum: 0,
      maximum: 10000000,
      'x-label': { en: 'Amount collected', ar: 'المبلغ المحصّل' },
      'x-widget': 'money',
    },
  },
} as const;

/** Which orders count as active; the rest are previous orders. */
export const ACTIVE_ORDER_STATUSES = ['pending', 'confirmed', 'on_the_way'] as const;
