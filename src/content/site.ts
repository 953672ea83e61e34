import type { Text } from './types';

/**
 * Labels of the public site and the information pages. Kept out of the i18n catalogues, which every
 * page loads, so the dashboard's first screen does not carry them.
 */
export const siteText = {
  description: {
    en: 'Mawrid: sell tires, batteries and car parts on the marketplace. Register as a vendor, list your products and fulfil orders from one dashboard, in Arabic or English.',
    ar: 'مورّد: بِع الإطارات والبطاريات وقطع غيار السيارات في السوق. سجّل كتاجر، واعرض منتجاتك، ونفّذ طلباتك من لوحة تحكم واحدة بالعربية أو الإنجليزية.',
  },
  nav: { en: 'Site sections', ar: 'أقسام الموقع' },
  signIn: { en: 'Vendor sign in', ar: 'دخول التجّار' },
  register: { en: 'Register as a vendor', ar: 'سجّل كتاجر' },
  contact: { en: 'Contact us', ar: 'تواصل معنا' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  address: { en: 'Address', ar: 'العنوان' },
  getApp: { en: 'Get the app', ar: 'حمّل التطبيق' },
  appStore: { en: 'Download on the App Store', ar: 'حمّله من App Store' },
  googlePlay: { en: 'Get it on Google Play', ar: 'احصل عليه من Google Play' },
  rights: { en: 'All rights reserved.', ar: 'جميع الحقوق محفوظة.' },
  lastUpdated: { en: 'Last updated:', ar: 'آخر تحديث:' },
  onThisPage: { en: 'On this page', ar: 'في هذه الصفحة' },
} satisfies Record<string, Text>;
