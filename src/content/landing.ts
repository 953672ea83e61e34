import type { Text } from './types';

type Card = { id: string; title: Text; body: Text };

type LandingCopy = {
  hero: { eyebrow: Text; headline: Text; lead: Text; points: Text[] };
  features: { heading: Text; items: Card[] };
  services: { heading: Text; lead: Text; items: Card[] };
  steps: { heading: Text; items: Card[] };
  app: { heading: Text; body: Text };
  closing: { heading: Text; body: Text };
};

/** The public front page, top to bottom. */
export const landing = {
  hero: {
    eyebrow: {
      en: 'The vendor platform of the automotive marketplace',
      ar: 'منصّة التجّار في سوق مستلزمات السيارات',
    },
    headline: {
      en: 'Sell tires, batteries and car parts to drivers across Egypt',
      ar: 'بِع الإطارات والبطاريات وقطع الغيار لأصحاب السيارات في كل مصر',
    },
    lead: {
      en: 'Mawrid connects verified vendors with drivers and workshops in every governorate. List your products once, receive orders on your phone and get paid in Egyptian pounds.',
      ar: 'يربط مورّد التجّار الموثّقين بأصحاب السيارات والورش في كل المحافظات. اعرض منتجاتك مرة واحدة، واستقبل الطلبات على هاتفك، واحصل على مستحقاتك بالجنيه المصري.',
    },
    points: [
      { en: 'Free registration', ar: 'التسجيل مجاني' },
      { en: 'Payouts in EGP every week', ar: 'مستحقاتك بالجنيه المصري كل أسبوع' },
      { en: 'Arabic and English', ar: 'بالعربية والإنجليزية' },
    ],
  },
  features: {
    heading: { en: 'Why sell on Mawrid', ar: 'لماذا تبيع على مورّد' },
    items: [
      {
        id: 'range',
        title: { en: 'A wide range of products', ar: 'تشكيلة واسعة من المنتجات' },
        body: {
          en: 'Tires in every size, batteries for every car and spare parts by brand, model and year: drivers find everything they need in one place, and find you.',
          ar: 'إطارات بكل المقاسات، وبطاريات لكل السيارات، وقطع غيار حسب الماركة والموديل وسنة الصنع؛ فيجد صاحب السيارة كل ما يحتاجه في مكان واحد، ويجدك أنت.',
        },
      },
      {
        id: 'verified',
        title: { en: 'Verified vendors', ar: 'تجّار موثّقون' },
        body: {
          en: 'Every vendor is checked before selling: company licence, tax card and national ID. Every product is reviewed before customers see it, so buyers trust what they order.',
          ar: 'نراجع كل تاجر قبل أن يبدأ البيع: رخصة الشركة والبطاقة الضريبية وبطاقة الرقم القومي، ونراجع كل منتج قبل أن يظهر للعملاء، فيثق المشتري فيما يطلبه.',
        },
      },
      {
        id: 'delivery',
        title: { en: 'Fast delivery', ar: 'توصيل سريع' },
        body: {
          en: 'Orders reach you the moment they are placed. Our delivery partners collect them from your store and bring them to the customer’s door, usually within one to three working days.',
          ar: 'تصلك الطلبات لحظة تسجيلها، ويستلمها شركاء التوصيل من متجرك ويوصلونها إلى باب العميل، عادةً خلال يوم إلى ثلاثة أيام عمل.',
        },
      },
    ],
  },
  services: {
    heading: { en: 'What you can sell', ar: 'ماذا يمكنك أن تبيع' },
    lead: {
      en: 'Register as a batteries & tires vendor, or as a car parts vendor. Each gets the product forms its trade needs.',
      ar: 'سجّل كتاجر بطاريات وإطارات أو كتاجر قطع غيار، ولكلٍّ منهما نماذج المنتجات التي يحتاجها نشاطه.',
    },
    items: [
      {
        id: 'batteries',
        title: { en: 'Batteries', ar: 'البطاريات' },
        body: {
          en: 'Car batteries by brand and capacity, with the price before and after discount, and stock you update at any time.',
          ar: 'بطاريات السيارات حسب الماركة والسعة، بالسعر قبل الخصم وبعده، ومخزون تحدّثه في أي وقت.',
        },
      },
      {
        id: 'tires',
        title: { en: 'Tires', ar: 'الإطارات' },
        body: {
          en: 'Tires by width, profile and rim size, normal or run-flat, with the manufacturing year shown to every buyer.',
          ar: 'إطارات حسب العرض والارتفاع وقطر الجنط، عادية أو رن فلات، مع سنة الصنع ظاهرة لكل مشترٍ.',
        },
      },
      {
        id: 'parts',
        title: { en: 'Car parts', ar: 'قطع الغيار' },
        body: {
          en: 'Spare parts matched to the car’s brand, model, year and engine capacity, so each part reaches the cars it fits.',
          ar: 'قطع غيار مرتبطة بماركة السيارة وموديلها وسنة الصنع وسعة المحرك، لتصل كل قطعة إلى السيارات التي تناسبها.',
        },
      },
    ],
  },
  steps: {
    heading: { en: 'How it works for vendors', ar: 'كيف تبدأ البيع على مورّد' },
    items: [
      {
        id: 'type',
        title: { en: 'Choose your vendor type', ar: 'اختر نوع نشاطك' },
        body: {
          en: 'Batteries & tires, or car parts. Then create your account with your name, mobile number and email.',
          ar: 'بطاريات وإطارات، أو قطع غيار. ثم أنشئ حسابك باسمك ورقم هاتفك المحمول وبريدك الإلكتروني.',
        },
      },
      {
        id: 'phone',
        title: { en: 'Confirm your phone', ar: 'أكّد رقم هاتفك' },
        body: {
          en: 'We send a one-time code by SMS to the mobile number you registered.',
          ar: 'نرسل رمز تحقق لمرة واحدة برسالة نصية إلى رقم الهاتف المحمول الذي سجّلته.',
        },
      },
      {
        id: 'documents',
        title: { en: 'Add your business details', ar: 'أضف بيانات نشاطك' },
        body: {
          en: 'Upload your company licence, tax card and national ID, and pin your store on the map. We review them within two working days.',
          ar: 'ارفع رخصة الشركة والبطاقة الضريبية وبطاقة الرقم القومي، وحدّد موقع متجرك على الخريطة. نراجعها خلال يومَي عمل.',
        },
      },
      {
        id: 'sell',
        title: { en: 'List products, receive orders', ar: 'أضف منتجاتك واستقبل الطلبات' },
        body: {
          en: 'Add products one by one or upload a spreadsheet. Once approved they are visible to customers, and orders start arriving.',
          ar: 'أضف منتجاتك واحدًا تلو الآخر أو ارفعها دفعة واحدة من ملف جدول بيانات. بعد الموافقة تظهر للعملاء وتبدأ الطلبات في الوصول.',
        },
      },
    ],
  },
  app: {
    heading: { en: 'The Mawrid app', ar: 'تطبيق مورّد' },
    body: {
      en: 'Drivers order from the Mawrid app on iPhone and Android. Share it with your customers: every order they place with you arrives in your dashboard.',
      ar: 'يطلب أصحاب السيارات من تطبيق مورّد على آيفون وأندرويد. شاركه مع عملائك: كل طلب يضعونه لديك يصل إلى لوحة التحكم الخاصة بك.',
    },
  },
  closing: {
    heading: { en: 'Ready to start selling?', ar: 'جاهز لتبدأ البيع؟' },
    body: {
      en: 'Registration takes about ten minutes. Keep your company licence, tax card and national ID at hand.',
      ar: 'يستغرق التسجيل نحو عشر دقائق. جهّز رخصة الشركة والبطاقة الضريبية وبطاقة الرقم القومي.',
    },
  },
} satisfies LandingCopy;
