import type { InfoDocument } from './types';

export const terms = {
  title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  updated: '2026-11-01',
  intro: [
    {
      en: 'These terms govern how vendors use Mawrid, the vendor platform of our automotive marketplace, to sell tires, batteries and car parts to customers in Egypt. By creating a vendor account you accept them on behalf of your business.',
      ar: 'تنظّم هذه الشروط استخدام التجّار لمورّد، منصّة التجّار في سوقنا لمستلزمات السيارات، لبيع الإطارات والبطاريات وقطع الغيار للعملاء في مصر. وبإنشائك حساب تاجر فإنك تقبلها نيابةً عن نشاطك التجاري.',
    },
  ],
  sections: [
    {
      id: 'eligibility',
      heading: { en: 'Who can sell', ar: 'من يحق له البيع' },
      body: [
        {
          en: 'You may sell on Mawrid if your business is lawfully established in Egypt and holds a valid company licence or commercial register and a tax card, and if the person registering is at least 21 years old and authorised to act for the business.',
          ar: 'يحق لك البيع على مورّد إذا كان نشاطك التجاري قائمًا بصورة قانونية في مصر، ولديه رخصة شركة أو سجل تجاري ساريان وبطاقة ضريبية، وكان الشخص الذي يسجّل قد أتمّ 21 عامًا ومفوَّضًا بالتصرّف نيابةً عن النشاط.',
        },
      ],
    },
    {
      id: 'account',
      heading: { en: 'Your account', ar: 'حسابك' },
      body: [
        [
          {
            en: 'Give true and complete information, and keep it up to date, including documents that expire.',
            ar: 'قدّم بيانات صحيحة وكاملة وحدّثها باستمرار، بما في ذلك المستندات التي تنتهي صلاحيتها.',
          },
          {
            en: 'Keep your password to yourself. You are responsible for everything done from your account.',
            ar: 'احتفظ بكلمة المرور لنفسك؛ فأنت مسؤول عن كل ما يتم من خلال حسابك.',
          },
          {
            en: 'Tell us at once if you think someone else has used your account.',
            ar: 'أبلغنا فورًا إذا اعتقدت أن شخصًا آخر استخدم حسابك.',
          },
          {
            en: 'An account is reviewed before it can sell, and we may ask for more documents at any time.',
            ar: 'يُراجَع الحساب قبل أن يبدأ البيع، ويجوز لنا طلب مستندات إضافية في أي وقت.',
          },
        ],
      ],
    },
    {
      id: 'listings',
      heading: { en: 'Product listings', ar: 'عرض المنتجات' },
      body: [
        [
          {
            en: 'Describe each product truthfully: brand, size or specifications, manufacturing year, the cars it fits, and whether it is original or aftermarket.',
            ar: 'صِف كل منتج بصدق: الماركة، والمقاس أو المواصفات، وسنة الصنع، والسيارات التي يناسبها، وما إذا كان أصليًا أو بديلًا.',
          },
          {
            en: 'Use photos of the product itself, which you have the right to use.',
            ar: 'استخدم صورًا للمنتج نفسه، ويكون لك الحق في استخدامها.',
          },
          {
            en: 'List only new products, in stock, that you can hand over within one working day.',
            ar: 'اعرض فقط منتجات جديدة ومتوفرة لديك يمكنك تسليمها خلال يوم عمل واحد.',
          },
          {
            en: 'Every new product is reviewed before customers see it. Price, discount price and stock changes apply at once; any other change sends the product back to review.',
            ar: 'يُراجَع كل منتج جديد قبل أن يراه العملاء. وتُطبَّق تعديلات السعر وسعر الخصم والمخزون فورًا، أما أي تعديل آخر فيعيد المنتج إلى المراجعة.',
          },
          {
            en: 'We may reject or remove a listing that breaks these terms, and we tell you why.',
            ar: 'يجوز لنا رفض أي منتج يخالف هذه الشروط أو إزالته، مع إبلاغك بالسبب.',
          },
        ],
      ],
    },
    {
      id: 'pricing',
      heading: { en: 'Prices and payment', ar: 'الأسعار والدفع' },
      body: [
        [
          {
            en: 'Prices are in Egyptian pounds (EGP) and include VAT and any other charge to the customer except delivery.',
            ar: 'الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة وأي رسوم أخرى على العميل باستثناء التوصيل.',
          },
          {
            en: 'A price before discount must be a price you really charged; invented discounts are not allowed.',
            ar: 'يجب أن يكون السعر قبل الخصم سعرًا طبّقته فعلًا، ولا يُسمح بخصومات وهمية.',
          },
          {
            en: 'The marketplace collects payment from customers and transfers your sales to you every week, minus the commission and any refunds, with a statement of each order.',
            ar: 'يحصّل السوق المدفوعات من العملاء ويحوّل إليك قيمة مبيعاتك كل أسبوع بعد خصم العمولة وأي مبالغ مستردّة، مع كشف بكل طلب.',
          },
          {
            en: 'You are responsible for your own taxes and for issuing the invoices the law requires.',
            ar: 'أنت مسؤول عن ضرائبك وعن إصدار الفواتير التي يتطلبها القانون.',
          },
        ],
      ],
    },
    {
      id: 'orders',
      heading: { en: 'Orders and delivery', ar: 'الطلبات والتوصيل' },
      body: [
        [
          {
            en: 'Prepare each order within one working day, well packed, with the invoice.',
            ar: 'جهّز كل طلب خلال يوم عمل واحد، مغلّفًا جيدًا ومعه الفاتورة.',
          },
          {
            en: 'Hand it only to our delivery partner, and mark it delivered to the courier in the dashboard when you do.',
            ar: 'سلّمه لشريك التوصيل التابع لنا فقط، وسجّل تسليمه للمندوب في لوحة التحكم عند التسليم.',
          },
          {
            en: 'Keep your stock accurate: orders you cannot fulfil hurt customers, and repeated cancellations by the vendor can lead to suspension.',
            ar: 'حافظ على دقة مخزونك؛ فالطلبات التي لا تستطيع تنفيذها تضرّ بالعملاء، وتكرار الإلغاء من جانب التاجر قد يؤدي إلى تعليق الحساب.',
          },
        ],
      ],
    },
    {
      id: 'returns',
      heading: { en: 'Cancellations and returns', ar: 'الإلغاء والاسترجاع' },
      body: [
        [
          {
            en: 'A customer may cancel an order free of charge until it is handed to the courier.',
            ar: 'يحق للعميل إلغاء الطلب دون أي رسوم حتى تسليمه للمندوب.',
          },
          {
            en: 'As Consumer Protection Law No. 181 of 2018 provides, a customer may return a product in its original condition within 14 days of receiving it.',
            ar: 'وفقًا لقانون حماية المستهلك رقم 181 لسنة 2018، يحق للعميل إرجاع المنتج بحالته الأصلية خلال 14 يومًا من استلامه.',
          },
          {
            en: 'A faulty product, or one that is not as described, is replaced or refunded, and you bear the return delivery.',
            ar: 'يُستبدَل المنتج المعيب أو غير المطابق للوصف أو يُردّ ثمنه، وتتحمّل أنت تكلفة توصيل المرتجع.',
          },
          {
            en: 'You honour the manufacturer’s warranty, such as a battery’s warranty period.',
            ar: 'تلتزم بضمان الشركة المصنّعة، مثل فترة ضمان البطارية.',
          },
          {
            en: 'Refunds are deducted from your next payout.',
            ar: 'تُخصم المبالغ المستردّة من دفعتك التالية.',
          },
        ],
      ],
    },
    {
      id: 'prohibited',
      heading: { en: 'Prohibited items', ar: 'المنتجات المحظورة' },
      body: [
        { en: 'You may not list:', ar: 'لا يجوز لك عرض:' },
        [
          {
            en: 'counterfeit goods, or imitations sold under another brand’s name;',
            ar: 'البضائع المقلّدة، أو المنتجات المنسوبة زورًا إلى علامة تجارية أخرى؛',
          },
          {
            en: 'used, refurbished or retreaded products presented as new;',
            ar: 'المنتجات المستعملة أو المجدّدة أو الإطارات المعاد تلبيسها على أنها جديدة؛',
          },
          {
            en: 'stolen goods, or goods brought into Egypt without clearing customs;',
            ar: 'البضائع المسروقة، أو البضائع التي دخلت مصر دون تخليص جمركي؛',
          },
          {
            en: 'safety parts of unknown origin, such as airbags and brake parts without a traceable source;',
            ar: 'قطع الأمان مجهولة المصدر، مثل الوسائد الهوائية وقطع الفرامل التي لا يمكن تتبّع مصدرها؛',
          },
          {
            en: 'anything whose sale is forbidden by Egyptian law, or that has nothing to do with cars.',
            ar: 'أي منتج يحظر القانون المصري بيعه، أو لا علاقة له بالسيارات.',
          },
        ],
      ],
    },
    {
      id: 'fees',
      heading: { en: 'Fees', ar: 'الرسوم' },
      body: [
        {
          en: 'Registering and listing products are free. For each completed order the marketplace takes a commission, a percentage of the product price that depends on the category and is stated in your vendor agreement. There is no commission on cancelled or returned orders. We give you 30 days’ notice before a rate changes.',
          ar: 'التسجيل وعرض المنتجات مجانيان. ويحصل السوق عن كل طلب مكتمل على عمولة، وهي نسبة من سعر المنتج تختلف حسب الفئة ومذكورة في اتفاقية التاجر. ولا عمولة على الطلبات الملغاة أو المرتجعة. ونبلغك قبل 30 يومًا من أي تغيير في نسبة العمولة.',
        },
      ],
    },
    {
      id: 'suspension',
      heading: { en: 'Suspension and closure', ar: 'تعليق الحساب وإغلاقه' },
      body: [
        {
          en: 'We may suspend or close an account that uses false documents, lists prohibited items, cancels orders repeatedly, misleads or mistreats customers, or tries to take payments outside the marketplace. We tell you the reason and how to appeal, unless the law prevents it.',
          ar: 'يجوز لنا تعليق أو إغلاق الحساب الذي يستخدم مستندات غير صحيحة، أو يعرض منتجات محظورة، أو يلغي الطلبات بشكل متكرر، أو يضلّل العملاء أو يسيء معاملتهم، أو يحاول تحصيل المدفوعات خارج السوق. ونبلغك بالسبب وبطريقة التظلّم، ما لم يمنع القانون ذلك.',
        },
        {
          en: 'You may close your account at any time once your open orders are completed; what we owe you is then paid with the next payout.',
          ar: 'يمكنك إغلاق حسابك في أي وقت بعد إتمام طلباتك المفتوحة، وتُحوَّل إليك مستحقاتك مع الدفعة التالية.',
        },
      ],
    },
    {
      id: 'liability',
      heading: { en: 'Liability', ar: 'المسؤولية' },
      body: [
        {
          en: 'You are responsible for your products: their quality, safety, conformity with Egyptian standards and warranty. We provide the platform and work to keep it available, but we are not liable for indirect losses such as lost profit. Our total liability to you is limited to the commissions you paid us in the three months before the claim. Nothing in these terms limits a liability that Egyptian law does not allow to be limited.',
          ar: 'أنت مسؤول عن منتجاتك: جودتها وسلامتها ومطابقتها للمواصفات القياسية المصرية وضمانها. نحن نوفّر المنصّة ونعمل على إتاحتها باستمرار، لكننا لا نتحمّل المسؤولية عن الخسائر غير المباشرة مثل فوات الربح. ولا تتجاوز مسؤوليتنا الإجمالية تجاهك قيمة العمولات التي دفعتها لنا خلال الأشهر الثلاثة السابقة للمطالبة. ولا يحدّ أي شيء في هذه الشروط من مسؤولية لا يجيز القانون المصري تحديدها.',
        },
      ],
    },
    {
      id: 'content',
      heading: { en: 'Your content', ar: 'المحتوى الخاص بك' },
      body: [
        {
          en: 'You keep the rights to your photos and descriptions, and allow us to show them on the marketplace, in the app and in our promotion of your products while they are listed.',
          ar: 'تحتفظ بحقوقك في صورك وأوصافك، وتسمح لنا بعرضها في السوق وفي التطبيق وفي الترويج لمنتجاتك طوال فترة عرضها.',
        },
      ],
    },
    {
      id: 'changes',
      heading: { en: 'Changes to these terms', ar: 'تعديل هذه الشروط' },
      body: [
        {
          en: 'We tell you about changes in the dashboard and by email at least 14 days before they apply. If you keep selling after that date, the new terms apply to you.',
          ar: 'نبلغك بأي تعديل في لوحة التحكم وبالبريد الإلكتروني قبل 14 يومًا على الأقل من سريانه، وإذا واصلت البيع بعد ذلك التاريخ تسري عليك الشروط الجديدة.',
        },
      ],
    },
    {
      id: 'law',
      heading: { en: 'Governing law and disputes', ar: 'القانون الواجب التطبيق وتسوية النزاعات' },
      body: [
        {
          en: 'These terms are governed by the laws of the Arab Republic of Egypt. We first try to settle any dispute amicably within 30 days; if that fails, the competent courts of Cairo decide it.',
          ar: 'تخضع هذه الشروط لقوانين جمهورية مصر العربية. ونسعى أولًا إلى تسوية أي نزاع وديًّا خلال 30 يومًا، فإن تعذّر ذلك تختص محاكم القاهرة بالفصل فيه.',
        },
      ],
    },
    {
      id: 'contact',
      heading: { en: 'Contact us', ar: 'تواصل معنا' },
      body: [
        {
          en: 'Questions about these terms? Vendor support is here to help:',
          ar: 'لديك سؤال عن هذه الشروط؟ فريق دعم التجّار جاهز لمساعدتك:',
        },
      ],
      contact: true,
    },
  ],
} satisfies InfoDocument;
