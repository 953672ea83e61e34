import type { InfoDocument } from './types';

export const privacy = {
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  updated: '2026-11-01',
  intro: [
    {
      en: 'This policy explains which personal data Mawrid collects from the vendors who use its dashboard and app, why, who it is shared with, how long it is kept and what you can ask of us. It follows Egypt’s Personal Data Protection Law No. 151 of 2020.',
      ar: 'توضّح هذه السياسة البيانات الشخصية التي يجمعها مورّد من التجّار الذين يستخدمون لوحة التحكم والتطبيق، وسبب جمعها، ومع من نشاركها، ومدة الاحتفاظ بها، وما يحق لك أن تطلبه منّا. وهي متوافقة مع قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020.',
    },
  ],
  sections: [
    {
      id: 'controller',
      heading: { en: 'Who is responsible', ar: 'المسؤول عن بياناتك' },
      body: [
        {
          en: 'Mawrid (“we”) runs the marketplace and decides how vendors’ personal data is used, so we are responsible for it under the law. You can reach us with the contact details at the end of this policy.',
          ar: 'يدير مورّد («نحن») السوق ويحدّد كيفية استخدام البيانات الشخصية للتجّار، ولذلك فهو المسؤول عنها وفقًا للقانون. يمكنك التواصل معنا من خلال بيانات الاتصال الواردة في نهاية هذه السياسة.',
        },
      ],
    },
    {
      id: 'data',
      heading: { en: 'The data we collect', ar: 'البيانات التي نجمعها' },
      body: [
        [
          {
            en: 'Account: your name, mobile number, email address and password (we keep only a protected hash of it, never the password itself).',
            ar: 'بيانات الحساب: اسمك ورقم هاتفك المحمول وبريدك الإلكتروني وكلمة المرور (نحتفظ فقط بصورة مشفّرة منها، ولا نحتفظ بكلمة المرور نفسها أبدًا).',
          },
          {
            en: 'Business: company name, company licence (file, number and expiry date), tax number, national ID number and a copy of your ID card.',
            ar: 'بيانات النشاط: اسم الشركة، ورخصة الشركة (الملف والرقم وتاريخ الانتهاء)، والرقم الضريبي، والرقم القومي، وصورة بطاقة الرقم القومي.',
          },
          {
            en: 'Location: your store’s position on the map and its address details, used for pickups.',
            ar: 'الموقع: موقع متجرك على الخريطة وتفاصيل عنوانه، ونستخدمهما لاستلام الطلبات منك.',
          },
          {
            en: 'Payouts: the bank account or mobile wallet we pay your sales into.',
            ar: 'بيانات الدفع: الحساب البنكي أو المحفظة الإلكترونية التي نحوّل إليها قيمة مبيعاتك.',
          },
          {
            en: 'Activity: your products, prices, stock and images, your orders and their status, and your messages to support.',
            ar: 'النشاط: منتجاتك وأسعارها ومخزونها وصورها، وطلباتك وحالاتها، ورسائلك إلى الدعم.',
          },
          {
            en: 'Technical: sign-in times, IP address, device and browser type, and the language you choose.',
            ar: 'البيانات التقنية: أوقات تسجيل الدخول، وعنوان IP، ونوع الجهاز والمتصفح، واللغة التي تختارها.',
          },
        ],
      ],
    },
    {
      id: 'purposes',
      heading: { en: 'Why we use it', ar: 'لماذا نستخدمها' },
      body: [
        [
          {
            en: 'To create and protect your account, including confirming your phone number with a one-time code.',
            ar: 'لإنشاء حسابك وحمايته، بما في ذلك تأكيد رقم هاتفك برمز يُستخدم مرة واحدة.',
          },
          {
            en: 'To verify your identity and business before you can sell, to prevent fraud and to meet our legal duties.',
            ar: 'للتحقق من هويتك ومن نشاطك قبل أن تبدأ البيع، ولمنع الاحتيال، وللوفاء بالتزاماتنا القانونية.',
          },
          {
            en: 'To show your products to customers, pass their orders to you and arrange pickup and delivery.',
            ar: 'لعرض منتجاتك على العملاء، وتحويل طلباتهم إليك، وتنظيم استلامها وتوصيلها.',
          },
          {
            en: 'To pay you, and to issue statements and the records tax law requires.',
            ar: 'لتحويل مستحقاتك، وإصدار كشوف الحساب والسجلات التي يتطلبها قانون الضرائب.',
          },
          {
            en: 'To send you service messages: new orders, review results, low stock and security alerts. We send marketing only if you agree to it.',
            ar: 'لإرسال رسائل الخدمة إليك: الطلبات الجديدة ونتائج المراجعة وقرب نفاد المخزون وتنبيهات الأمان. ولا نرسل رسائل تسويقية إلا بموافقتك.',
          },
          {
            en: 'To keep the service working and safe: finding errors, stopping abuse and improving the dashboard.',
            ar: 'للحفاظ على عمل الخدمة وأمانها: اكتشاف الأخطاء، ومنع إساءة الاستخدام، وتحسين لوحة التحكم.',
          },
        ],
      ],
    },
    {
      id: 'sharing',
      heading: { en: 'Who we share it with', ar: 'مع من نشاركها' },
      body: [
        [
          {
            en: 'Customers see your company or trade name, your products and prices, and the city you ship from. They do not see your phone number, email or documents.',
            ar: 'يرى العملاء اسم شركتك أو اسمك التجاري، ومنتجاتك وأسعارها، والمدينة التي تشحن منها. ولا يرون رقم هاتفك أو بريدك الإلكتروني أو مستنداتك.',
          },
          {
            en: 'Couriers receive your store’s address, map location and a contact number, only for the orders they collect.',
            ar: 'يحصل مندوبو التوصيل على عنوان متجرك وموقعه على الخريطة ورقم للتواصل، وذلك فقط للطلبات التي يستلمونها.',
          },
          {
            en: 'Banks and payment providers receive what they need to pay you.',
            ar: 'تحصل البنوك ومقدّمو خدمات الدفع على ما يلزم لتحويل مستحقاتك.',
          },
          {
            en: 'Service providers that host our systems or send our text messages, under contracts that bind them to confidentiality and to our instructions.',
            ar: 'مقدّمو الخدمات الذين يستضيفون أنظمتنا أو يرسلون رسائلنا النصية، بموجب عقود تُلزمهم بالسرية وباتباع تعليماتنا.',
          },
          {
            en: 'Public authorities, such as the Egyptian Tax Authority, when the law or a court order requires it.',
            ar: 'الجهات الرسمية، مثل مصلحة الضرائب المصرية، عندما يقتضي القانون أو حكم قضائي ذلك.',
          },
        ],
        {
          en: 'We never sell your personal data.',
          ar: 'لا نبيع بياناتك الشخصية أبدًا.',
        },
      ],
    },
    {
      id: 'retention',
      heading: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بها' },
      body: [
        {
          en: 'We keep your data while your account is open. After you close it we keep only what the law requires, for as long as it requires:',
          ar: 'نحتفظ ببياناتك طوال فترة فتح حسابك. وبعد إغلاقه لا نحتفظ إلا بما يتطلبه القانون وللمدة التي يحددها:',
        },
        [
          {
            en: 'orders, invoices and payout records: 5 years, as tax law requires;',
            ar: 'الطلبات والفواتير وسجلات التحويلات: 5 سنوات، وفقًا لقانون الضرائب؛',
          },
          {
            en: 'verification documents: 1 year after the account is closed;',
            ar: 'مستندات التحقق: سنة واحدة بعد إغلاق الحساب؛',
          },
          {
            en: 'technical logs: up to 6 months.',
            ar: 'السجلات التقنية: حتى 6 أشهر.',
          },
        ],
        {
          en: 'A sign-in session ends after 8 hours without activity and after 7 days at most; signing out ends it at once.',
          ar: 'تنتهي جلسة تسجيل الدخول بعد 8 ساعات من عدم النشاط، وبعد 7 أيام على الأكثر، وينهيها تسجيل الخروج فورًا.',
        },
      ],
    },
    {
      id: 'security',
      heading: { en: 'How we protect it', ar: 'كيف نحميها' },
      body: [
        {
          en: 'Connections to Mawrid are encrypted. Passwords are stored only as protected hashes. Your documents are stored privately and shown only to you and to our review team, whose access is limited and recorded.',
          ar: 'الاتصال بمورّد مشفّر. ولا تُخزَّن كلمات المرور إلا في صورة مشفّرة. وتُحفظ مستنداتك بشكل خاص ولا يطّلع عليها إلا أنت وفريق المراجعة لدينا، ويكون وصوله إليها محدودًا ومسجّلًا.',
        },
      ],
    },
    {
      id: 'rights',
      heading: { en: 'Your rights', ar: 'حقوقك' },
      body: [
        { en: 'Under Law No. 151 of 2020 you may:', ar: 'وفقًا للقانون رقم 151 لسنة 2020 يحق لك أن:' },
        [
          {
            en: 'know which personal data we hold about you and get a copy of it;',
            ar: 'تعرف البيانات الشخصية التي نحتفظ بها عنك وتحصل على نسخة منها؛',
          },
          {
            en: 'correct data that is wrong or incomplete (most of it you can change yourself in your profile);',
            ar: 'تصحّح البيانات غير الصحيحة أو غير المكتملة (ويمكنك تعديل معظمها بنفسك من ملفك الشخصي)؛',
          },
          {
            en: 'ask us to delete data we no longer need, except what the law obliges us to keep;',
            ar: 'تطلب حذف البيانات التي لم نعد بحاجة إليها، باستثناء ما يُلزمنا القانون بالاحتفاظ به؛',
          },
          {
            en: 'withdraw your consent to optional uses, such as marketing messages, at any time;',
            ar: 'تسحب موافقتك على الاستخدامات الاختيارية، مثل الرسائل التسويقية، في أي وقت؛',
          },
          {
            en: 'complain to the Personal Data Protection Center if you believe we have not respected your rights.',
            ar: 'تتقدّم بشكوى إلى مركز حماية البيانات الشخصية إذا رأيت أننا لم نحترم حقوقك.',
          },
        ],
        {
          en: 'We answer every request within 30 days.',
          ar: 'نردّ على كل طلب خلال 30 يومًا.',
        },
      ],
    },
    {
      id: 'storage',
      heading: { en: 'Cookies and local storage', ar: 'ملفات تعريف الارتباط والتخزين المحلي' },
      body: [
        {
          en: 'The dashboard keeps only what it needs to work on your device: your sign-in token, your vendor type and your language choice. We use no advertising cookies and no third-party trackers.',
          ar: 'لا تحفظ لوحة التحكم على جهازك إلا ما تحتاجه لتعمل: رمز تسجيل الدخول، ونوع نشاطك، واللغة التي اخترتها. ولا نستخدم ملفات تعريف ارتباط إعلانية ولا أدوات تتبّع من أطراف أخرى.',
        },
      ],
    },
    {
      id: 'changes',
      heading: { en: 'Changes to this policy', ar: 'التغييرات على هذه السياسة' },
      body: [
        {
          en: 'If we change this policy in a way that matters to you, we tell you in the dashboard and by email at least 14 days before the change applies.',
          ar: 'إذا غيّرنا هذه السياسة تغييرًا يهمّك، فسنبلغك بذلك في لوحة التحكم وبالبريد الإلكتروني قبل 14 يومًا على الأقل من سريان التغيير.',
        },
      ],
    },
    {
      id: 'contact',
      heading: { en: 'Contact us', ar: 'تواصل معنا' },
      body: [
        {
          en: 'For any question or request about your personal data, write to us or call vendor support:',
          ar: 'لأي سؤال أو طلب يتعلق ببياناتك الشخصية، راسلنا أو اتصل بدعم التجّار:',
        },
      ],
      contact: true,
    },
  ],
} satisfies InfoDocument;
