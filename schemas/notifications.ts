import type { FromSchema } from 'json-schema-to-ts';
import { createTranslator } from './i18n/translate';
import { productCore } from './defs';
import type { Label, Lang } from './labels';
import { textIn } from './translations';

/**
 * The notification centre (issue 14, D10): what the dashboard and the API agree on. A notification
 * is stored as its type and parameters, never as text: each reader sees it in their own language,
 * from the templates below. The API answers it as `notificationSchema` (the list, mark read, and
 * each event of `GET /notifications/stream`).
 */

export const NOTIFICATION_TYPES = [
  'product_approved',
  'product_rejected',
  'order_new',
  'order_cancelled',
  'order_overdue',
  'low_stock',
  'licence_expiring',
  'import_finished',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const id = { type: 'integer', minimum: 1 } as const;
const text = { type: 'string', maxLength: 1000 } as const;
const count = { type: 'integer', minimum: 0 } as const;
/** In each language the product had it; a notification from before holds one string. */
const productName = productCore.name;
const params = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

/** Who cancelled an order for the vendor (the vendor's own rejection is no news to it). */
export const CANCELLED_BY = ['customer', 'marketplace'] as const;
/** Which deadline an order missed: confirming it (`confirmBy`) or delivering it (`arrivalDate`). */
export const OVERDUE_DEADLINES = ['confirm', 'deliver'] as const;
/** How an import ended. */
export const IMPORT_ENDS = ['done', 'cancelled'] as const;

/** Each type's parameters. Names are the product's or order's as they were when it happened. */
export const notificationParams = {
  product_approved: params({ productId: id, name: productName }),
  product_rejected: params({ productId: id, name: productName, reason: text }),
  order_new: params({ orderId: id, orderNumber: text }),
  order_cancelled: params({
    orderId: id,
    orderNumber: text,
    by: { type: 'string', enum: CANCELLED_BY },
    reason: text,
  }),
  order_overdue: params({
    orderId: id,
    orderNumber: text,
    deadline: { type: 'string', enum: OVERDUE_DEADLINES },
  }),
  low_stock: params({ productId: id, name: productName, quantity: count }),
  licence_expiring: params({ days: count }),
  import_finished: params({
    importId: { type: 'string', maxLength: 36 },
    fileName: { type: 'string', maxLength: 255 },
    status: { type: 'string', enum: IMPORT_ENDS },
    counts: params({ created: count, updated: count, unchanged: count, failed: count }),
  }),
} as const;

type P = typeof notificationParams;
export type NotificationParams = {
  product_approved: FromSchema<P['product_approved']>;
  product_rejected: FromSchema<P['product_rejected']>;
  order_new: FromSchema<P['order_new']>;
  order_cancelled: FromSchema<P['order_cancelled']>;
  order_overdue: FromSchema<P['order_overdue']>;
  low_stock: FromSchema<P['low_stock']>;
  licence_expiring: FromSchema<P['licence_expiring']>;
  import_finished: FromSchema<P['import_finished']>;
};

const common = {
  id: { type: 'integer', description: 'Increasing; the stream’s event id (`Last-Event-ID`)' },
  link: {
    type: 'string',
    description: 'The dashboard page it is about, e.g. `/dashboard/order-details/5`',
  },
  createdAt: { type: 'string', format: 'date-time' },
  readAt: { type: ['string', 'null'], format: 'date-time', description: 'Null while unread' },
} as const;

const variant = <T extends NotificationType>(type: T) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'type', 'params', 'link', 'createdAt', 'readAt'],
    properties: { ...common, type: { type: 'string', const: type }, params: notificationParams[type] },
  }) as const;

/**
 * A notification as the API answers it: its type decides its parameters. Render it with
 * `notificationText` (or the templates in `NOTIFICATION_TEXT`) in the reader's language.
 */
export const notificationSchema = {
  oneOf: [
    variant('product_approved'),
    variant('product_rejected'),
    variant('order_new'),
    variant('order_cancelled'),
    variant('order_overdue'),
    variant('low_stock'),
    variant('licence_expiring'),
    variant('import_finished'),
  ],
} as const;

export type Notification = {
  [T in NotificationType]: {
    id: number;
    type: T;
    params: NotificationParams[T];
    link: string;
    createdAt: string;
    readAt: string | null;
  };
}[NotificationType];

/** `GET /notifications/unread-count` and `POST /notifications/read-all` (how many were marked). */
export const notificationCount = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: { count: count },
} as const;

/**
 * The message of each type in both languages, polyglot's syntax (`%{name}`, plural forms joined
 * by `||||`: two in English, six in Arabic). Besides its parameters, a template may use the
 * labels below (`%{by}`, `%{deadline}`, `%{status}`) and an import's counts by name.
 */
export const NOTIFICATION_TEXT: Record<NotificationType, Label> = {
  product_approved: {
    en: 'Product approved: %{name}. It is now available to customers.',
    ar: 'تمت الموافقة على المنتج: %{name}. أصبح متاحًا للعملاء الآن.',
  },
  product_rejected: {
    en: 'Product rejected: %{name}. Reason: %{reason}',
    ar: 'تم رفض المنتج: %{name}. السبب: %{reason}',
  },
  order_new: {
    en: 'New order %{orderNumber}: confirm it to start preparing it.',
    ar: 'طلب جديد %{orderNumber}: أكّده لتبدأ تجهيزه.',
  },
  order_cancelled: {
    en: 'Order %{orderNumber} was cancelled by %{by}. Reason: %{reason}',
    ar: 'أُلغي الطلب %{orderNumber} من قِبل %{by}. السبب: %{reason}',
  },
  order_overdue: {
    en: 'Order %{orderNumber} is overdue: %{deadline}.',
    ar: 'الطلب %{orderNumber} متأخر: %{deadline}.',
  },
  low_stock: {
    en: 'Low stock: %{name} has %{quantity} left.',
    ar: 'مخزون منخفض: تبقّى %{quantity} من %{name}.',
  },
  licence_expiring: {
    en:
      'Your company license expires in %{days} day. Renew it to keep selling. |||| ' +
      'Your company license expires in %{days} days. Renew it to keep selling.',
    ar:
      'تنتهي رخصتك التجارية اليوم. جدّدها لتواصل البيع. |||| ' +
      'تنتهي رخصتك التجارية خلال يوم واحد. جدّدها لتواصل البيع. |||| ' +
      'تنتهي رخصتك التجارية خلال يومين. جدّدها لتواصل البيع. |||| ' +
      'تنتهي رخصتك التجارية خلال %{days} أيام. جدّدها لتواصل البيع. |||| ' +
      'تنتهي رخصتك التجارية خلال %{days} يومًا. جدّدها لتواصل البيع. |||| ' +
      'تنتهي رخصتك التجارية خلال %{days} يوم. جدّدها لتواصل البيع.',
  },
  import_finished: {
    en: 'Import of %{fileName} %{status}: %{created} new, %{updated} updated, %{unchanged} unchanged, %{failed} failed.',
    ar: '%{status} استيراد %{fileName}: %{created} جديد، %{updated} مُحدَّث، %{unchanged} بلا تغيير، %{failed} لم يُحفظ.',
  },
};

/** The words the templates put in for enumerated parameters. */
export const NOTIFICATION_LABELS = {
  by: {
    customer: { en: 'the customer', ar: 'العميل' },
    marketplace: { en: 'the marketplace', ar: 'المنصة' },
  },
  deadline: {
    confirm: { en: 'it was not confirmed in time', ar: 'لم يُؤكَّد في الوقت المحدد' },
    deliver: { en: 'it was not delivered by its arrival date', ar: 'لم يُسلَّم في موعد الوصول' },
  },
  status: {
    done: { en: 'finished', ar: 'اكتمل' },
    cancelled: { en: 'cancelled', ar: 'أُلغي' },
  },
} as const satisfies Record<string, Record<string, Label>>;

/** A short title for each type, for a filter or a heading. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, Label> = {
  product_approved: { en: 'Product approved', ar: 'تمت الموافقة على منتج' },
  product_rejected: { en: 'Product rejected', ar: 'تم رفض منتج' },
  order_new: { en: 'New order', ar: 'طلب جديد' },
  order_cancelled: { en: 'Order cancelled', ar: 'طلب ملغى' },
  order_overdue: { en: 'Order overdue', ar: 'طلب متأخر' },
  low_stock: { en: 'Low stock', ar: 'مخزون منخفض' },
  licence_expiring: { en: 'License expiring', ar: 'رخصة على وشك الانتهاء' },
  import_finished: { en: 'Import finished', ar: 'انتهى الاستيراد' },
};

const translate = createTranslator({
  en: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, NOTIFICATION_TEXT[t].en])),
  ar: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, NOTIFICATION_TEXT[t].ar])),
});

/**
 * A notification's message in a language. Numbers go through `formatNumber` (the dashboard passes
 * its locale's format: Latin digits in both languages); labelled values (`by`, `deadline`,
 * `status`) become words; an import's counts are usable by name.
 */
export const notificationText = (
  notification: Pick<Notification, 'type' | 'params'>,
  lang: Lang,
  formatNumber: (n: number) => string = String,
): string => {
  const values: Record<string, unknown> = {};
  const labels = NOTIFICATION_LABELS as Record<string, Record<string, Label>>;
  const put = (name: string, value: unknown) => {
    const label = labels[name]?.[String(value)];
    values[name] = label ? label[lang] : typeof value === 'number' ? formatNumber(value) : value;
  };
  const nodes = notificationParams[notification.type].properties as Record<
    string,
    { 'x-translatable'?: boolean }
  >;
  for (const [name, value] of Object.entries(notification.params)) {
    if (nodes[name]?.['x-translatable']) values[name] = textIn(value, lang);
    else if (value && typeof value === 'object')
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) put(inner, v);
    else put(name, value);
  }
  const days = (notification.params as { days?: number }).days;
  if (typeof days === 'number') values.smart_count = days;
  return translate(lang)(notification.type, values);
};
