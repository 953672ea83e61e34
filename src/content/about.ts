import type { InfoDocument } from './types';

export const about = {
  title: { en: 'About Mawrid', ar: 'من نحن' },
  intro: [
    {
      en: 'Mawrid is the vendor platform of an automotive marketplace in Egypt. It is where tire, battery and car-part sellers list their products, follow their orders and run their business online, in Arabic or in English.',
      ar: 'مورّد هو منصّة التجّار في سوق لمستلزمات السيارات في مصر. من خلاله يعرض بائعو الإطارات والبطاريات وقطع الغيار منتجاتهم، ويتابعون طلباتهم، ويديرون نشاطهم على الإنترنت بالعربية أو بالإنجليزية.',
    },
  ],
  sections: [
    {
      id: 'mission',
      heading: { en: 'Our mission', ar: 'رسالتنا' },
      body: [
        {
          en: 'Buying a tire, a battery or a spare part should not mean a day spent going from shop to shop. We bring the stock of trusted local vendors online, with clear prices in Egyptian pounds and delivery to the customer’s door, so drivers find the right part quickly and vendors reach customers far beyond their street.',
          ar: 'شراء إطار أو بطارية أو قطعة غيار لا ينبغي أن يعني يومًا كاملًا من التنقّل بين المحلات. نضع بضائع التجّار الموثوقين على الإنترنت بأسعار واضحة بالجنيه المصري وتوصيل حتى باب العميل، فيجد صاحب السيارة القطعة المناسبة بسرعة، ويصل التاجر إلى عملاء أبعد بكثير من شارعه.',
        },
      ],
    },
    {
      id: 'vendors',
      heading: { en: 'Who sells on Mawrid', ar: 'من يبيع على مورّد' },
      body: [
        [
          {
            en: 'Batteries & tires vendors: tire dealers, battery distributors and service centres that sell both.',
            ar: 'تجّار البطاريات والإطارات: موزّعو الإطارات والبطاريات ومراكز الخدمة التي تبيع الاثنين.',
          },
          {
            en: 'Car parts vendors: spare-part shops and distributors, for original and aftermarket parts.',
            ar: 'تجّار قطع الغيار: محلات وموزّعو قطع الغيار الأصلية والبديلة.',
          },
        ],
      ],
    },
    {
      id: 'trust',
      heading: { en: 'How we keep the marketplace trustworthy', ar: 'كيف نحافظ على ثقة العملاء' },
      body: [
        [
          {
            en: 'Every vendor account is reviewed: company licence, tax card and national ID.',
            ar: 'نراجع كل حساب تاجر: رخصة الشركة والبطاقة الضريبية وبطاقة الرقم القومي.',
          },
          {
            en: 'Every new product, and every change to what it is, is reviewed before customers see it.',
            ar: 'نراجع كل منتج جديد وكل تعديل في بياناته قبل أن يراه العملاء.',
          },
          {
            en: 'Prices are shown in Egyptian pounds, with no hidden charges for the customer.',
            ar: 'تظهر الأسعار بالجنيه المصري دون أي رسوم خفية على العميل.',
          },
          {
            en: 'Customers rate their orders, and we follow up on every complaint with the vendor.',
            ar: 'يقيّم العملاء طلباتهم، ونتابع كل شكوى مع التاجر المعني.',
          },
        ],
      ],
    },
    {
      id: 'tools',
      heading: { en: 'What you get as a vendor', ar: 'ما الذي تحصل عليه كتاجر' },
      body: [
        [
          {
            en: 'A dashboard in Arabic and English that works on a phone as well as on a computer.',
            ar: 'لوحة تحكم بالعربية والإنجليزية تعمل على الهاتف كما تعمل على الكمبيوتر.',
          },
          {
            en: 'Bulk upload of tires and batteries from a spreadsheet, checked row by row before saving.',
            ar: 'رفع الإطارات والبطاريات دفعة واحدة من ملف جدول بيانات، مع فحص كل صف قبل الحفظ.',
          },
          {
            en: 'Orders with their products, payment type and delivery location on the map.',
            ar: 'طلبات تعرض المنتجات وطريقة الدفع وموقع التوصيل على الخريطة.',
          },
          {
            en: 'Notifications when a product is approved or rejected, when an order arrives and when stock runs low.',
            ar: 'إشعارات عند قبول منتج أو رفضه، وعند وصول طلب، وعند قرب نفاد المخزون.',
          },
        ],
      ],
    },
    {
      id: 'contact',
      heading: { en: 'Contact us', ar: 'تواصل معنا' },
      body: [
        {
          en: 'Our vendor support team answers from Saturday to Thursday, 9 am to 6 pm Cairo time.',
          ar: 'يردّ فريق دعم التجّار من السبت إلى الخميس، من 9 صباحًا حتى 6 مساءً بتوقيت القاهرة.',
        },
      ],
      contact: true,
    },
  ],
} satisfies InfoDocument;
