import type { FaqDocument } from './types';

/** Questions vendors in Egypt actually ask, in the order they meet them: joining, selling, getting paid. */
export const faqs = {
  title: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  intro: {
    en: 'What vendors ask us most often. If your question is not here, our vendor support team is happy to help.',
    ar: 'أكثر ما يسألنا عنه التجّار. إن لم تجد سؤالك هنا، فسيسعد فريق دعم التجّار بمساعدتك.',
  },
  items: [
    {
      id: 'register',
      question: { en: 'How do I register as a vendor?', ar: 'كيف أسجّل كتاجر؟' },
      answer: [
        {
          en: 'Choose “Register as a vendor” on the home page and pick your vendor type: batteries & tires, or car parts. Fill in your name, mobile number, email and a password, enter the code we send you by SMS, then complete your business details and upload your documents.',
          ar: 'اختر «سجّل كتاجر» من الصفحة الرئيسية وحدّد نوع نشاطك: بطاريات وإطارات، أو قطع غيار. املأ اسمك ورقم هاتفك المحمول وبريدك الإلكتروني وكلمة مرور، وأدخل الرمز الذي نرسله إليك برسالة نصية، ثم أكمل بيانات نشاطك وارفع مستنداتك.',
        },
      ],
    },
    {
      id: 'documents',
      question: { en: 'Which documents do I need?', ar: 'ما المستندات المطلوبة للتسجيل؟' },
      answer: [
        [
          {
            en: 'A valid company licence (commercial register), with its number and expiry date.',
            ar: 'رخصة شركة (سجل تجاري) سارية، مع رقمها وتاريخ انتهائها.',
          },
          { en: 'Your tax card number.', ar: 'رقم البطاقة الضريبية.' },
          {
            en: 'Your national ID number and a clear photo of the card.',
            ar: 'الرقم القومي وصورة واضحة لبطاقة الرقم القومي.',
          },
          { en: 'Your store’s location on the map and its address.', ar: 'موقع متجرك على الخريطة وعنوانه.' },
        ],
        {
          en: 'Documents can be PDF, JPEG or PNG files of up to 10 MB each.',
          ar: 'يمكن رفع المستندات بصيغة PDF أو JPEG أو PNG، بحجم لا يتجاوز 10 ميجابايت للملف.',
        },
      ],
    },
    {
      id: 'account-review',
      question: { en: 'How long does the review of my account take?', ar: 'كم تستغرق مراجعة حسابي؟' },
      answer: [
        {
          en: 'We review new accounts within two working days. If a document is unclear or has expired, we call you on your registered number and ask for a new copy.',
          ar: 'نراجع الحسابات الجديدة خلال يومَي عمل. إذا كان أحد المستندات غير واضح أو منتهي الصلاحية، نتصل بك على رقمك المسجّل ونطلب نسخة جديدة.',
        },
      ],
    },
    {
      id: 'product-review',
      question: {
        en: 'When does a new product become visible to customers?',
        ar: 'متى يظهر المنتج الجديد للعملاء؟',
      },
      answer: [
        {
          en: 'Every new product is reviewed first and shows as “Under Review” in your list. Most products are reviewed within one working day. Once approved, its status becomes “Available”; if it is rejected, you see the reason on the product and in your notifications.',
          ar: 'يُراجَع كل منتج جديد أولًا ويظهر في قائمتك بحالة «قيد المراجعة». تتم مراجعة معظم المنتجات خلال يوم عمل واحد. بعد الموافقة تصبح حالته «متاح»، وإذا رُفض ترى سبب الرفض على المنتج وفي إشعاراتك.',
        },
      ],
    },
    {
      id: 'edit',
      question: { en: 'What happens when I edit a product?', ar: 'ماذا يحدث عندما أعدّل منتجًا؟' },
      answer: [
        {
          en: 'Changes to the price, the discount price and the available quantity apply at once, with no review. Changing anything else, such as the name, description, images, size or compatible cars, sends the product back to “Under Review” until it is approved again.',
          ar: 'تعديل السعر وسعر الخصم والكمية المتاحة يُطبَّق فورًا دون مراجعة. أما تعديل أي شيء آخر، مثل الاسم أو الوصف أو الصور أو المقاس أو السيارات المناسبة، فيعيد المنتج إلى حالة «قيد المراجعة» حتى تتم الموافقة عليه من جديد.',
        },
      ],
    },
    {
      id: 'stock',
      question: { en: 'How do I keep my stock up to date?', ar: 'كيف أحدّث المخزون؟' },
      answer: [
        {
          en: 'Edit the product and change its available quantity; the new figure applies at once. A product with no stock shows as “Out of Stock” and cannot be ordered, and we notify you when stock runs low.',
          ar: 'عدّل المنتج وغيّر الكمية المتاحة، فيُطبَّق الرقم الجديد فورًا. المنتج الذي نفد مخزونه يظهر بعبارة «نفد من المخزون» ولا يمكن طلبه، ونرسل لك إشعارًا عندما يقترب المخزون من النفاد.',
        },
      ],
    },
    {
      id: 'bulk',
      question: { en: 'Can I upload many products at once?', ar: 'هل يمكنني رفع منتجات كثيرة دفعة واحدة؟' },
      answer: [
        {
          en: 'Yes, for tires and batteries. Open bulk upload, download the template, fill in one product per row and upload the file. Every row is checked before anything is saved, and you see exactly which rows need fixing. Uploaded products go to review like any new product.',
          ar: 'نعم، للإطارات والبطاريات. افتح صفحة الرفع الجماعي، ونزّل النموذج، واكتب منتجًا واحدًا في كل صف، ثم ارفع الملف. يُفحَص كل صف قبل حفظ أي شيء، وترى بالتحديد الصفوف التي تحتاج إلى تصحيح. وتخضع المنتجات المرفوعة للمراجعة مثل أي منتج جديد.',
        },
      ],
    },
    {
      id: 'images',
      question: { en: 'What product images should I upload?', ar: 'ما صور المنتج المناسبة؟' },
      answer: [
        {
          en: 'Clear photos of the actual item on a plain background. For a tire, show the tread and the sidewall with the size and production date; for a battery, the label with its capacity; for a part, its part number. Images can be JPEG, PNG or WebP, up to 5 MB each.',
          ar: 'صور واضحة للقطعة نفسها على خلفية سادة. للإطار: صوّر المداس والجانب الذي يظهر عليه المقاس وتاريخ الإنتاج، وللبطارية: الملصق الذي يوضّح السعة، ولقطعة الغيار: رقم القطعة. تُقبل الصور بصيغة JPEG أو PNG أو WebP بحجم لا يتجاوز 5 ميجابايت للصورة.',
        },
      ],
    },
    {
      id: 'orders',
      question: { en: 'How do orders reach me?', ar: 'كيف تصلني الطلبات؟' },
      answer: [
        {
          en: 'A new order appears in “My orders” among the active orders, and the bell at the top of the dashboard shows a notification. Each order lists its products, the payment type, the total and the delivery location on the map. Prepare the items and press “Deliver” when you hand them to the courier.',
          ar: 'يظهر الطلب الجديد في «طلباتي» ضمن الطلبات الحالية، ويظهر إشعار على الجرس أعلى لوحة التحكم. يعرض كل طلب منتجاته وطريقة الدفع والإجمالي وموقع التوصيل على الخريطة. جهّز المنتجات واضغط «تسليم» عندما تسلّمها لمندوب التوصيل.',
        },
      ],
    },
    {
      id: 'payments',
      question: { en: 'How and when do I get paid?', ar: 'كيف ومتى أحصل على مستحقاتي؟' },
      answer: [
        {
          en: 'All prices and payouts are in Egyptian pounds (EGP). Customers pay by card, mobile wallet or cash on delivery; the marketplace collects the amount and every week transfers your sales, minus the commission, to your bank account or mobile wallet, with a statement of every order.',
          ar: 'كل الأسعار والمستحقات بالجنيه المصري. يدفع العملاء بالبطاقة أو المحفظة الإلكترونية أو نقدًا عند الاستلام، ويحصّل السوق المبلغ، ثم يحوّل إليك كل أسبوع قيمة مبيعاتك بعد خصم العمولة إلى حسابك البنكي أو محفظتك الإلكترونية، مع كشف بكل طلب.',
        },
      ],
    },
    {
      id: 'fees',
      question: { en: 'What does it cost to sell on Mawrid?', ar: 'ما تكلفة البيع على مورّد؟' },
      answer: [
        {
          en: 'Registering and listing products are free. The marketplace takes a commission on each completed order: a percentage of the product price that depends on the category, stated in your vendor agreement before you start selling. There is no commission on cancelled or returned orders.',
          ar: 'التسجيل وعرض المنتجات مجانيان. يحصل السوق على عمولة عن كل طلب مكتمل، وهي نسبة من سعر المنتج تختلف حسب الفئة ومذكورة في اتفاقية التاجر قبل أن تبدأ البيع. ولا عمولة على الطلبات الملغاة أو المرتجعة.',
        },
      ],
    },
    {
      id: 'returns',
      question: {
        en: 'Who delivers the orders, and how do returns work?',
        ar: 'من يتولّى توصيل الطلبات، وكيف يتم الاسترجاع؟',
      },
      answer: [
        {
          en: 'Our delivery partners collect orders from your store and deliver them to the customer. As the Egyptian Consumer Protection Law allows, a customer may return an item in its original condition within 14 days of receiving it; a faulty item is replaced or refunded at no cost to the customer. The courier brings returns back to you, and the amount is deducted from your next payout.',
          ar: 'يستلم شركاء التوصيل الطلبات من متجرك ويوصلونها إلى العميل. ووفقًا لقانون حماية المستهلك المصري، يحق للعميل إرجاع المنتج بحالته الأصلية خلال 14 يومًا من استلامه، ويُستبدَل المنتج المعيب أو يُردّ ثمنه دون أي تكلفة على العميل. يعيد المندوب المرتجعات إليك، ويُخصم مبلغها من دفعتك التالية.',
        },
      ],
    },
    {
      id: 'phone',
      question: {
        en: 'How do I change my phone number or email?',
        ar: 'كيف أغيّر رقم هاتفي أو بريدي الإلكتروني؟',
      },
      answer: [
        {
          en: 'Open “Profile” from the account menu to change your name, email or company details. Your mobile number is what you sign in with, so to change it contact vendor support: for your safety we confirm the new number with a code sent to it by SMS.',
          ar: 'افتح «الملف الشخصي» من قائمة الحساب لتعديل اسمك أو بريدك الإلكتروني أو بيانات شركتك. أما رقم هاتفك المحمول فهو ما تسجّل الدخول به، ولتغييره تواصل مع دعم التجّار: وحفاظًا على أمان حسابك نؤكّد الرقم الجديد برمز يُرسَل إليه في رسالة نصية.',
        },
      ],
    },
    {
      id: 'password',
      question: { en: 'I forgot my password. What do I do?', ar: 'نسيت كلمة المرور، ماذا أفعل؟' },
      answer: [
        {
          en: 'On the sign-in page choose “Forgot password?” and follow the code we send to your phone. A password needs at least 8 characters, an uppercase letter, a number and one of # $ % ^ & *.',
          ar: 'في صفحة تسجيل الدخول اختر «نسيت كلمة المرور؟» واتبع الرمز الذي نرسله إلى هاتفك. يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل، وأن تحتوي على حرف إنجليزي كبير ورقم وأحد الرموز # $ % ^ & *.',
        },
      ],
    },
    {
      id: 'language',
      question: { en: 'How do I change the language?', ar: 'كيف أغيّر اللغة؟' },
      answer: [
        {
          en: 'Use the flag at the top of any page to switch between Arabic and English. The page changes at once without losing what you typed, and your choice is remembered on this device.',
          ar: 'استخدم العلم أعلى أي صفحة للتبديل بين العربية والإنجليزية. تتغيّر الصفحة فورًا دون أن تفقد ما كتبته، ونتذكّر اختيارك على هذا الجهاز.',
        },
      ],
    },
  ],
} satisfies FaqDocument;
