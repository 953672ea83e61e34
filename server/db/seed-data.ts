/**
 * Reference data (brands, car models, part categories) and deterministic demo products and
 * orders for the Mawrid vendor dashboard. Same seed, same data.
 */
import type { Battery, CarPart, Order, ProductStatus, Tire } from '../../schemas';
import type { Translations } from '../../schemas/translations';
import { makeRandom, type Random } from './random';

export type ReferenceKind =
  'tire-brands' | 'battery-brands' | 'car-brands' | 'car-models' | 'part-categories';
export type ReferenceItem = {
  kind: ReferenceKind;
  id: string;
  name: { en: string; ar: string };
  parentId: string | null;
};

/** A demo text in both languages: products hold it as `{ en, ar }` (schemas/defs.ts, `translatable`). */
type Text = { en: string; ar: string };

type CarType = NonNullable<CarPart['carType']>;
type Classification = NonNullable<CarPart['classification']>;
type OrderStatus = Order['status'];
type PaymentType = Order['paymentType'];

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

type CarModelInfo = {
  id: string;
  en: string;
  ar: string;
  carType: CarType;
  engines: readonly number[];
  years: readonly [number, number];
};
type CarBrandInfo = {
  id: string;
  en: string;
  ar: string;
  code: string;
  models: readonly CarModelInfo[];
};

const carBrand = (
  id: string,
  en: string,
  ar: string,
  code: string,
  models: readonly [string, string, string, CarType, readonly number[], number, number][],
): CarBrandInfo => ({
  id,
  en,
  ar,
  code,
  models: models.map(([slug, modelEn, modelAr, carType, engines, from, to]) => ({
    id: `${id}-${slug}`,
    en: modelEn,
    ar: modelAr,
    carType,
    engines,
    years: [from, to],
  })),
});

const CAR_BRANDS: readonly CarBrandInfo[] = [
  carBrand('toyota', 'Toyota', 'تويوتا', 'TOY', [
    ['corolla', 'Corolla', 'كورولا', 'sedan', [1600, 1800], 2008, 2025],
    ['yaris', 'Yaris', 'ياريس', 'hatchback', [1300, 1500], 2006, 2024],
    ['camry', 'Camry', 'كامري', 'sedan', [2500], 2012, 2025],
    ['fortuner', 'Fortuner', 'فورتشنر', 'suv', [2700], 2010, 2025],
    ['hilux', 'Hilux', 'هايلكس', 'pickup', [2400, 2700], 2010, 2025],
  ]),
  carBrand('hyundai', 'Hyundai', 'هيونداي', 'HYU', [
    ['elantra', 'Elantra', 'إلنترا', 'sedan', [1600, 2000], 2007, 2025],
    ['accent', 'Accent', 'أكسنت', 'sedan', [1400, 1600], 2006, 2023],
    ['verna', 'Verna', 'فيرنا', 'sedan', [1600], 2008, 2019],
    ['tucson', 'Tucson', 'توسان', 'suv', [1600, 2000], 2015, 2025],
  ]),
  carBrand('kia', 'Kia', 'كيا', 'KIA', [
    ['cerato', 'Cerato', 'سيراتو', 'sedan', [1600, 2000], 2009, 2025],
    ['rio', 'Rio', 'ريو', 'hatchback', [1400], 2012, 2019],
    ['picanto', 'Picanto', 'بيكانتو', 'hatchback', [1000, 1200], 2011, 2025],
    ['sportage', 'Sportage', 'سبورتاج', 'suv', [1600, 2000], 2011, 2025],
  ]),
  carBrand('nissan', 'Nissan', 'نيسان', 'NIS', [
    ['sunny', 'Sunny', 'صني', 'sedan', [1500], 2011, 2025],
    ['sentra', 'Sentra', 'سنترا', 'sedan', [1600], 2013, 2025],
    ['qashqai', 'Qashqai', 'قشقاي', 'suv', [1200, 1300, 2000], 2014, 2025],
    ['juke', 'Juke', 'جوك', 'suv', [1600], 2011, 2020],
  ]),
  carBrand('chevrolet', 'Chevrolet', 'شيفروليه', 'CHV', [
    ['lanos', 'Lanos', 'لانوس', 'sedan', [1500, 1600], 1998, 2015],
    ['aveo', 'Aveo', 'أفيو', 'sedan', [1400, 1500], 2006, 2019],
    ['optra', 'Optra', 'أوبترا', 'sedan', [1500, 1600], 2008, 2025],
    ['cruze', 'Cruze', 'كروز', 'sedan', [1600, 1800], 2010, 2018],
  ]),
  carBrand('renault', 'Renault', 'رينو', 'REN', [
    ['logan', 'Logan', 'لوجان', 'sedan', [1600], 2008, 2021],
    ['sandero', 'Sandero', 'سانديرو', 'hatchback', [1600], 2013, 2025],
    ['megane', 'Megane', 'ميجان', 'sedan', [1600], 2010, 2023],
    ['duster', 'Duster', 'داستر', 'suv', [1600], 2012, 2025],
  ]),
  carBrand('peugeot', 'Peugeot', 'بيجو', 'PEU', [
    ['301', '301', '301', 'sedan', [1600], 2013, 2025],
    ['308', '308', '308', 'hatchback', [1200, 1600], 2014, 2025],
    ['508', '508', '508', 'sedan', [1600], 2012, 2024],
    ['3008', '3008', '3008', 'suv', [1600], 2017, 2025],
  ]),
  carBrand('mitsubishi', 'Mitsubishi', 'ميتسوبيشي', 'MIT', [
    ['lancer', 'Lancer', 'لانسر', 'sedan', [1500, 1600], 2008, 2018],
    ['attrage', 'Attrage', 'أتراج', 'sedan', [1200], 2014, 2025],
    ['eclipse-cross', 'Eclipse Cross', 'إكليبس كروس', 'suv', [1500], 2018, 2025],
    ['pajero', 'Pajero', 'باجيرو', 'suv', [3000, 3800], 2007, 2022],
  ]),
  carBrand('suzuki', 'Suzuki', 'سوزوكي', 'SUZ', [
    ['alto', 'Alto', 'ألتو', 'hatchback', [800, 1000], 2005, 2025],
    ['swift', 'Swift', 'سويفت', 'hatchback', [1200, 1400], 2011, 2025],
    ['dzire', 'Dzire', 'ديزاير', 'sedan', [1200], 2017, 2025],
    ['ciaz', 'Ciaz', 'سياز', 'sedan', [1400, 1500], 2015, 2025],
  ]),
  carBrand('fiat', 'Fiat', 'فيات', 'FIA', [
    ['128', '128', '128', 'sedan', [1100, 1300], 1980, 2009],
    ['punto', 'Punto', 'بونتو', 'hatchback', [1200, 1400], 2006, 2016],
    ['tipo', 'Tipo', 'تيبو', 'sedan', [1600], 2016, 2025],
    ['500', '500', '500', 'hatchback', [1200, 1400], 2010, 2024],
  ]),
  carBrand('skoda', 'Skoda', 'سكودا', 'SKO', [
    ['fabia', 'Fabia', 'فابيا', 'hatchback', [1200, 1600], 2008, 2022],
    ['octavia', 'Octavia', 'أوكتافيا', 'sedan', [1400, 1600, 1800], 2006, 2025],
    ['kamiq', 'Kamiq', 'كاميك', 'suv', [1000, 1400], 2020, 2025],
    ['kodiaq', 'Kodiaq', 'كودياك', 'suv', [1400, 2000], 2017, 2025],
  ]),
  carBrand('mg', 'MG', 'إم جي', 'MG', [
    ['zs', 'ZS', 'زد إس', 'suv', [1500], 2018, 2025],
    ['rx5', 'RX5', 'آر إكس 5', 'suv', [1500], 2019, 2025],
    ['hs', 'HS', 'إتش إس', 'suv', [1500], 2020, 2025],
    ['one', 'One', 'وان', 'suv', [1500], 2022, 2025],
  ]),
  carBrand('chery', 'Chery', 'شيري', 'CHR', [
    ['arrizo-5', 'Arrizo 5', 'أريزو 5', 'sedan', [1500], 2017, 2025],
    ['tiggo-3', 'Tiggo 3', 'تيجو 3', 'suv', [1600], 2016, 2021],
    ['tiggo-4', 'Tiggo 4 Pro', 'تيجو 4 برو', 'suv', [1500], 2022, 2025],
    ['tiggo-7', 'Tiggo 7', 'تيجو 7', 'suv', [1500], 2020, 2025],
  ]),
  carBrand('byd', 'BYD', 'بي واي دي', 'BYD', [
    ['f0', 'F0', 'إف 0', 'hatchback', [1000], 2010, 2015],
    ['f3', 'F3', 'إف 3', 'sedan', [1500], 2008, 2018],
    ['l3', 'L3', 'إل 3', 'sedan', [1500], 2011, 2016],
  ]),
];

type TireLine = { name: string; kind: 'car' | 'suv'; runFlat?: boolean; minRim?: number };
type TireBrandInfo = {
  id: string;
  en: string;
  ar: string;
  code: string;
  /** Price factor against a mid-range brand. */
  tier: number;
  lines: readonly TireLine[];
};

const TIRE_BRANDS: readonly TireBrandInfo[] = [
  {
    id: 'michelin',
    en: 'Michelin',
    ar: 'ميشلان',
    code: 'MIC',
    tier: 1.35,
    lines: [
      { name: 'Primacy 4', kind: 'car' },
      { name: 'Energy XM2+', kind: 'car' },
      { name: 'Pilot Sport 4', kind: 'car', minRim: 17 },
      { name: 'Primacy 4 ZP', kind: 'car', runFlat: true, minRim: 16 },
      { name: 'Primacy SUV+', kind: 'suv' },
    ],
  },
  {
    id: 'bridgestone',
    en: 'Bridgestone',
    ar: 'بريدجستون',
    code: 'BRI',
    tier: 1.2,
    lines: [
      { name: 'Turanza T005', kind: 'car' },
      { name: 'Ecopia EP150', kind: 'car' },
      { name: 'Turanza T005 RFT', kind: 'car', runFlat: true, minRim: 16 },
      { name: 'Dueler H/T 684', kind: 'suv' },
    ],
  },
  {
    id: 'pirelli',
    en: 'Pirelli',
    ar: 'بيريلي',
    code: 'PIR',
    tier: 1.3,
    lines: [
      { name: 'Cinturato P7', kind: 'car' },
      { name: 'P Zero', kind: 'car', minRim: 17 },
      { name: 'Cinturato P7 Run Flat', kind: 'car', runFlat: true, minRim: 16 },
      { name: 'Scorpion Verde', kind: 'suv' },
    ],
  },
  {
    id: 'continental',
    en: 'Continental',
    ar: 'كونتيننتال',
    code: 'CON',
    tier: 1.25,
    lines: [
      { name: 'PremiumContact 6', kind: 'car' },
      { name: 'ComfortContact CC7', kind: 'car' },
      { name: 'ContiSportContact 5 SSR', kind: 'car', runFlat: true, minRim: 17 },
      { name: 'CrossContact LX2', kind: 'suv' },
    ],
  },
  {
    id: 'goodyear',
    en: 'Goodyear',
    ar: 'جوديير',
    code: 'GOO',
    tier: 1.15,
    lines: [
      { name: 'EfficientGrip Performance 2', kind: 'car' },
      { name: 'Assurance TripleMax 2', kind: 'car' },
      { name: 'Wrangler HP All Weather', kind: 'suv' },
    ],
  },
  {
    id: 'hankook',
    en: 'Hankook',
    ar: 'هانكوك',
    code: 'HAN',
    tier: 0.95,
    lines: [
      { name: 'Ventus Prime 3', kind: 'car' },
      { name: 'Kinergy EX', kind: 'car' },
      { name: 'Dynapro HP2', kind: 'suv' },
    ],
  },
  {
    id: 'dunlop',
    en: 'Dunlop',
    ar: 'دنلوب',
    code: 'DUN',
    tier: 1.0,
    lines: [
      { name: 'SP Sport LM705', kind: 'car' },
      { name: 'Sport BluResponse', kind: 'car' },
      { name: 'Grandtrek AT20', kind: 'suv' },
    ],
  },
  {
    id: 'yokohama',
    en: 'Yokohama',
    ar: 'يوكوهاما',
    code: 'YOK',
    tier: 1.05,
    lines: [
      { name: 'BluEarth-A AE50', kind: 'car' },
      { name: 'Advan Sport V105', kind: 'car', minRim: 17 },
      { name: 'Geolandar G015', kind: 'suv' },
    ],
  },
  {
    id: 'kumho',
    en: 'Kumho',
    ar: 'كومهو',
    code: 'KUM',
    tier: 0.85,
    lines: [
      { name: 'Ecsta HS51', kind: 'car' },
      { name: 'Solus TA21', kind: 'car' },
      { name: 'Crugen HP71', kind: 'suv' },
    ],
  },
  {
    id: 'toyo',
    en: 'Toyo',
    ar: 'تويو',
    code: 'TYO',
    tier: 0.95,
    lines: [
      { name: 'Proxes CF2', kind: 'car' },
      { name: 'Open Country A/T Plus', kind: 'suv' },
    ],
  },
  {
    id: 'falken',
    en: 'Falken',
    ar: 'فالكن',
    code: 'FAL',
    tier: 0.85,
    lines: [
      { name: 'Ziex ZE914', kind: 'car' },
      { name: 'Sincera SN832 Ecorun', kind: 'car' },
      { name: 'Wildpeak A/T3W', kind: 'suv' },
    ],
  },
  {
    id: 'nexen',
    en: 'Nexen',
    ar: 'نكسن',
    code: 'NEX',
    tier: 0.8,
    lines: [
      { name: "N'blue HD Plus", kind: 'car' },
      { name: "N'Fera SU1", kind: 'car' },
      { name: 'Roadian HTX RH5', kind: 'suv' },
    ],
  },
];

type BatteryLine = { name: string; agm?: boolean };
type BatteryBrandInfo = {
  id: string;
  en: string;
  ar: string;
  code: string;
  tier: number;
  /** Japanese (JIS) case sizes rather than European (DIN) ones. */
  jis: boolean;
  warrantyMonths: number;
  lines: readonly BatteryLine[];
};

const BATTERY_BRANDS: readonly BatteryBrandInfo[] = [
  {
    id: 'varta',
    en: 'Varta',
    ar: 'فارتا',
    code: 'VAR',
    tier: 1.25,
    jis: false,
    warrantyMonths: 24,
    lines: [{ name: 'Blue Dynamic' }, { name: 'Silver Dynamic AGM', agm: true }],
  },
  {
    id: 'bosch',
    en: 'Bosch',
    ar: 'بوش',
    code: 'BOS',
    tier: 1.2,
    jis: false,
    warrantyMonths: 24,
    lines: [{ name: 'S4' }, { name: 'S5' }, { name: 'S5 A AGM', agm: true }],
  },
  {
    id: 'acdelco',
    en: 'ACDelco',
    ar: 'إيه سي ديلكو',
    code: 'ACD',
    tier: 1.0,
    jis: false,
    warrantyMonths: 18,
    lines: [{ name: 'Maintenance Free' }, { name: 'Professional AGM', agm: true }],
  },
  {
    id: 'exide',
    en: 'Exide',
    ar: 'إكسايد',
    code: 'EXI',
    tier: 1.0,
    jis: false,
    warrantyMonths: 18,
    lines: [{ name: 'Premium' }, { name: 'Excell' }],
  },
  {
    id: 'chloride',
    en: 'Chloride',
    ar: 'كلورايد',
    code: 'CHL',
    tier: 0.8,
    jis: false,
    warrantyMonths: 12,
    lines: [{ name: 'Maintenance Free' }, { name: 'Heavy Duty' }],
  },
  {
    id: 'amaron',
    en: 'Amaron',
    ar: 'أمارون',
    code: 'AMA',
    tier: 0.95,
    jis: true,
    warrantyMonths: 18,
    lines: [{ name: 'Pro' }, { name: 'Go' }],
  },
  {
    // Suffixed so that every reference id is unique across kinds (Hankook also makes tires).
    id: 'hankook-battery',
    en: 'Hankook',
    ar: 'هانكوك',
    code: 'HKB',
    tier: 0.9,
    jis: true,
    warrantyMonths: 12,
    lines: [{ name: 'AtlasBX MF' }],
  },
  {
    id: 'energizer',
    en: 'Energizer',
    ar: 'إنرجايزر',
    code: 'ENE',
    tier: 0.9,
    jis: false,
    warrantyMonths: 12,
    lines: [{ name: 'Plus' }, { name: 'Premium' }],
  },
];

type SubCategoryInfo = { id: string; en: string; ar: string };
type CategoryInfo = {
  id: string;
  en: string;
  ar: string;
  code: string;
  subs: readonly SubCategoryInfo[];
};

const category = (
  id: string,
  en: string,
  ar: string,
  code: string,
  subs: readonly [string, string, string][],
): CategoryInfo => ({
  id,
  en,
  ar,
  code,
  subs: subs.map(([slug, subEn, subAr]) => ({ id: `${id}-${slug}`, en: subEn, ar: subAr })),
});

const PART_CATEGORIES: readonly CategoryInfo[] = [
  category('engine', 'Engine', 'المحرك', 'ENG', [
    ['spark-plugs', 'Spark plugs', 'البوجيهات'],
    ['timing-belts', 'Timing belts & kits', 'سير الكاتينة وأطقمه'],
    ['gaskets', 'Gaskets & seals', 'الجوانات'],
    ['mounts', 'Engine mounts', 'كراسي المحرك'],
  ]),
  category('brakes', 'Brakes', 'الفرامل', 'BRK', [
    ['pads', 'Brake pads', 'تيل الفرامل'],
    ['discs', 'Brake discs', 'طنابير الفرامل'],
    ['shoes', 'Brake shoes', 'فكوك الفرامل الخلفية'],
    ['calipers', 'Brake calipers', 'كاليبر الفرامل'],
  ]),
  category('suspension', 'Suspension', 'العفشة والتعليق', 'SUS', [
    ['shock-absorbers', 'Shock absorbers', 'المساعدين'],
    ['control-arms', 'Control arms', 'المقصات'],
    ['ball-joints', 'Ball joints', 'البلي (المفاصل الكروية)'],
    ['bushings', 'Bushings', 'الجلب'],
  ]),
  category('electrical', 'Electrical', 'الكهرباء', 'ELC', [
    ['alternators', 'Alternators', 'الدينامو'],
    ['starters', 'Starter motors', 'المارش'],
    ['sensors', 'Sensors', 'الحساسات'],
    ['ignition-coils', 'Ignition coils', 'الموبينة'],
  ]),
  category('filters', 'Filters', 'الفلاتر', 'FLT', [
    ['oil', 'Oil filters', 'فلتر الزيت'],
    ['air', 'Air filters', 'فلتر الهواء'],
    ['cabin', 'Cabin filters', 'فلتر التكييف'],
    ['fuel', 'Fuel filters', 'فلتر البنزين'],
  ]),
  category('lighting', 'Lighting', 'الإضاءة', 'LGT', [
    ['headlights', 'Headlights', 'الفوانيس الأمامية'],
    ['tail-lights', 'Tail lights', 'الفوانيس الخلفية'],
    ['bulbs', 'Bulbs', 'اللمبات'],
    ['fog-lights', 'Fog lights', 'كشافات الضباب'],
  ]),
  category('body', 'Body', 'الصاج والهيكل', 'BDY', [
    ['bumpers', 'Bumpers', 'الصدّامات'],
    ['mirrors', 'Mirrors', 'المرايات'],
    ['fenders', 'Fenders', 'الرفارف'],
    ['grilles', 'Grilles', 'الشبكة الأمامية'],
  ]),
  category('cooling', 'Cooling', 'التبريد', 'COL', [
    ['radiators', 'Radiators', 'الرادياتير'],
    ['water-pumps', 'Water pumps', 'طلمبة المياه'],
    ['thermostats', 'Thermostats', 'البلف الحراري (الثرموستات)'],
    ['fans', 'Radiator fans', 'مراوح التبريد'],
  ]),
];

/** Brands, car models and part categories the product forms choose from. */
export const referenceData: ReferenceItem[] = [
  ...TIRE_BRANDS.map((b): ReferenceItem => ({
    kind: 'tire-brands',
    id: b.id,
    name: { en: b.en, ar: b.ar },
    parentId: null,
  })),
  ...BATTERY_BRANDS.map((b): ReferenceItem => ({
    kind: 'battery-brands',
    id: b.id,
    name: { en: b.en, ar: b.ar },
    parentId: null,
  })),
  ...CAR_BRANDS.map((b): ReferenceItem => ({
    kind: 'car-brands',
    id: b.id,
    name: { en: b.en, ar: b.ar },
    parentId: null,
  })),
  ...CAR_BRANDS.flatMap((b) =>
    b.models.map((m): ReferenceItem => ({
      kind: 'car-models',
      id: m.id,
      name: { en: m.en, ar: m.ar },
      parentId: b.id,
    })),
  ),
  ...PART_CATEGORIES.flatMap((c): ReferenceItem[] => [
    { kind: 'part-categories', id: c.id, name: { en: c.en, ar: c.ar }, parentId: null },
    ...c.subs.map((s): ReferenceItem => ({
      kind: 'part-categories',
      id: s.id,
      name: { en: s.en, ar: s.ar },
      parentId: c.id,
    })),
  ]),
];

const MODELS = new Map(
  CAR_BRANDS.flatMap((b) => b.models.map((m) => [m.id, { brand: b, model: m }] as const)),
);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const shuffle = <T>(rng: Random, xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** A number in [min, max] rounded to `step`. */
const between = (rng: Random, min: number, max: number, step: number): number =>
  Math.round((min + rng.next() * (max - min)) / step) * step;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Shop prices: round to 5 EGP under a thousand, to 50 EGP above. */
const shopPrice = (n: number, min: number, max: number): number => {
  const rounded = n < 1000 ? Math.round(n / 5) * 5 : Math.round(n / 50) * 50;
  return Math.min(max, Math.max(min, rounded));
};

/** A discount on some products; discountPrice equals price when there is none. */
const discountFor = (rng: Random, price: number, min: number): number => {
  if (rng.next() < 0.55) return price;
  const off = rng.pick([0.05, 0.08, 0.1, 0.12, 0.15]);
  return Math.max(min, shopPrice(price * (1 - off), 0, price));
};

/** Makes SKUs unique by numbering each base: `TR-MIC-2055516-01`, `-02`, … */
const skuMaker = () => {
  const used = new Map<string, number>();
  return (base: string): string => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return `${base}-${String(n).padStart(2, '0')}`;
  };
};

const suitableCarsFrom = (
  rng: Random,
  modelIds: readonly string[],
): { brand: string; model: string; year?: number }[] =>
  shuffle(rng, modelIds)
    .slice(0, rng.int(0, Math.min(3, modelIds.length)))
    .map((id) => {
      const found = MODELS.get(id);
      if (!found) throw new Error(`Unknown car model ${id}`);
      const { brand, model } = found;
      return rng.next() < 0.5
        ? { brand: brand.id, model: model.id }
        : { brand: brand.id, model: model.id, year: rng.int(model.years[0], model.years[1]) };
    });

const carLabel = (brand: CarBrandInfo, model: CarModelInfo): Text => ({
  en: `${brand.en} ${model.en}`,
  ar: `${brand.ar} ${model.ar}`,
});

/**
 * The marketplace's moderators are in Egypt and write to vendors in Arabic: a reason is one text,
 * as they typed it (the `rejection_reason` column), not a translation.
 */
const REJECTION_REASONS: Record<DemoProduct['resource'], readonly string[]> = {
  tires: [
    'الصور لا تُظهر ملصق المنتج.',
    'كود تاريخ الإنتاج (DOT) غير واضح، أضف صورة لجانب الإطار.',
    'السعر أعلى كثيرًا من سعر السوق لهذا المقاس، يرجى مراجعته.',
    'المقاس المكتوب في الاسم لا يطابق حقول المقاس.',
  ],
  batteries: [
    'الصور لا تُظهر ملصق المنتج.',
    'يرجى إضافة صورة واضحة لكود تاريخ الإنتاج على جسم البطارية.',
    'السعة المكتوبة في الاسم لا تطابق الجهد المختار.',
    'السعر أعلى كثيرًا من سعر السوق لهذه البطارية، يرجى مراجعته.',
  ],
  'car-parts': [
    'الصور لا تُظهر ملصق المنتج.',
    'الوصف لا يطابق موديل السيارة المختار.',
    'رقم القطعة غير موجود، أضف رقم OEM إلى الوصف.',
    'السعر أعلى كثيرًا من سعر السوق لهذه القطعة، يرجى مراجعته.',
  ],
};

const USED_PART_REASON = 'القطع المستعملة تحتاج إلى صور من ثلاث زوايا على الأقل.';

const rejectionReasonFor = (rng: Random, p: DemoProduct): string =>
  p.resource === 'car-parts' && p.data.classification === 'used'
    ? rng.pick([...REJECTION_REASONS[p.resource], USED_PART_REASON])
    : rng.pick(REJECTION_REASONS[p.resource]);

/** About 60% available, 25% under review, 15% not available, in a seeded order. */
const statusesFor = (rng: Random, n: number): ProductStatus[] => {
  const underReview = Math.round(n * 0.25);
  const notAvailable = Math.round(n * 0.15);
  const available = n - underReview - notAvailable;
  return shuffle(rng, [
    ...Array<ProductStatus>(available).fill('available'),
    ...Array<ProductStatus>(underReview).fill('under_review'),
    ...Array<ProductStatus>(notAvailable).fill('not_available'),
  ]);
};

// ---------------------------------------------------------------------------------------------
// Tires
// ---------------------------------------------------------------------------------------------

type TireSize = { w: number; l: number; d: number; kind: 'car' | 'suv'; fits: readonly string[] };

const TIRE_SIZES: readonly TireSize[] = [
  { w: 175, l: 70, d: 13, kind: 'car', fits: ['chevrolet-lanos', 'fiat-128', 'byd-f0'] },
  {
    w: 185,
    l: 65,
    d: 14,
    kind: 'car',
    fits: ['hyundai-accent', 'hyundai-verna', 'chevrolet-aveo', 'chevrolet-lanos'],
  },
  {
    w: 185,
    l: 65,
    d: 15,
    kind: 'car',
    fits: ['nissan-sunny', 'renault-logan', 'renault-sandero', 'suzuki-ciaz', 'peugeot-301'],
  },
  { w: 195, l: 55, d: 15, kind: 'car', fits: ['kia-rio', 'chevrolet-optra', 'suzuki-swift'] },
  {
    w: 195,
    l: 65,
    d: 15,
    kind: 'car',
    fits: ['toyota-corolla', 'chevrolet-optra', 'skoda-octavia', 'byd-f3', 'mitsubishi-lancer'],
  },
  {
    w: 205,
    l: 55,
    d: 16,
    kind: 'car',
    fits: [
      'hyundai-elantra',
      'toyota-corolla',
      'kia-cerato',
      'skoda-octavia',
      'renault-megane',
      'chevrolet-cruze',
    ],
  },
  { w: 205, l: 60, d: 16, kind: 'car', fits: ['nissan-sentra', 'fiat-tipo', 'toyota-camry'] },
  { w: 215, l: 55, d: 17, kind: 'car', fits: ['toyota-camry', 'kia-cerato', 'mg-zs'] },
  {
    w: 225,
    l: 45,
    d: 17,
    kind: 'car',
    fits: ['hyundai-elantra', 'kia-cerato', 'skoda-octavia', 'peugeot-308'],
  },
  { w: 235, l: 45, d: 18, kind: 'car', fits: ['peugeot-508', 'toyota-camry'] },
  {
    w: 215,
    l: 65,
    d: 16,
    kind: 'suv',
    fits: ['renault-duster', 'nissan-qashqai', 'chery-tiggo-3', 'nissan-juke'],
  },
  {
    w: 225,
    l: 60,
    d: 17,
    kind: 'suv',
    fits: ['hyundai-tucson', 'kia-sportage', 'chery-tiggo-4', 'mg-one'],
  },
  {
    w: 225,
    l: 55,
    d: 18,
    kind: 'suv',
    fits: ['peugeot-3008', 'mitsubishi-eclipse-cross', 'nissan-qashqai', 'chery-tiggo-7'],
  },
  { w: 235, l: 55, d: 18, kind: 'suv', fits: ['mg-rx5', 'mg-hs', 'skoda-kodiaq'] },
  {
    w: 265,
    l: 65,
    d: 17,
    kind: 'suv',
    fits: ['toyota-fortuner', 'toyota-hilux', 'mitsubishi-pajero'],
  },
  { w: 265, l: 60, d: 18, kind: 'suv', fits: ['toyota-fortuner', 'mitsubishi-pajero'] },
];

/** Street price of a mid-range tire by rim diameter, EGP. */
const TIRE_BASE_PRICE: Record<number, number> = {
  13: 1900,
  14: 2300,
  15: 2800,
  16: 3500,
  17: 4500,
  18: 5600,
};

/*
 * Arabic texts start with an Arabic word (a box showing them takes its direction from the first
 * letter) and write a size after a Latin name, never right after an Arabic word: "205/55 R16" there
 * would be laid out by the bidirectional algorithm as "R16 205/55".
 */
const tireDescription = (rng: Random, brand: TireBrandInfo, line: TireLine, size: string): Text => {
  if (line.runFlat) {
    return {
      en: `Run-flat ${brand.en} ${line.name} in ${size}: keep driving up to 80 km at 80 km/h after a puncture. Only for cars with a tire pressure monitoring system.`,
      ar: `إطار رن فلات ${brand.ar} ${line.name} ${size}: تكمل القيادة حتى 80 كم بسرعة 80 كم/س بعد الثقب. للسيارات المزودة بنظام مراقبة ضغط الإطارات فقط.`,
    };
  }
  if (line.kind === 'suv') {
    return rng.pick([
      {
        en: `${brand.en} ${line.name} for SUVs and pickups, with a reinforced sidewall for desert roads and rough city streets.`,
        ar: `إطار ${brand.ar} ${line.name} لسيارات الدفع الرباعي والبيك أب، بجدار جانبي مقوّى للطرق الصحراوية وشوارع المدينة الوعرة.`,
      },
      {
        en: `All-terrain ${line.name} in ${size} with a quiet tread on the highway and good grip on gravel and sand.`,
        ar: `إطار لكل الطرق ${line.name} ${size}، هادئ على الطريق السريع وثابت على الزلط والرمل.`,
      },
    ]);
  }
  return rng.pick([
    {
      en: `${brand.en} ${line.name} touring tire with short wet braking distances and low road noise.`,
      ar: `إطار ${brand.ar} ${line.name} للمدينة والسفر، بمسافة فرملة قصيرة على الطريق المبلل وضوضاء منخفضة.`,
    },
    {
      en: `Comfortable everyday tire in ${size}; the silica compound stays stable in Egyptian summer heat.`,
      ar: `إطار ${line.name} ${size} مريح للاستخدام اليومي، وخليط السيليكا فيه يبقى ثابتًا في حر الصيف المصري.`,
    },
    {
      en: `${line.name} by ${brand.en}: long tread life and low rolling resistance for lower fuel use in city traffic.`,
      ar: `إطار ${line.name} من ${brand.ar}: عمر أطول للمداس ومقاومة دحرجة منخفضة لاستهلاك وقود أقل في زحام المدينة.`,
    },
  ]);
};

const makeTires = (rng: Random, count: number, sku: (base: string) => string): Tire[] => {
  const brands = shuffle(rng, TIRE_BRANDS);
  return Array.from({ length: count }, (_, i): Tire => {
    // Every brand at least once, then seeded picks.
    const brand = i < brands.length ? brands[i] : rng.pick(TIRE_BRANDS);
    const line = rng.pick(brand.lines);
    const sizes = TIRE_SIZES.filter((s) => s.kind === line.kind && s.d >= (line.minRim ?? 13));
    const size = rng.pick(sizes);
    const sizeText = `${size.w}/${size.l} R${size.d}`;
    const raw =
      TIRE_BASE_PRICE[size.d] *
      brand.tier *
      (line.kind === 'suv' ? 1.15 : 1) *
      (size.w >= 235 ? 1.1 : 1) *
      (line.runFlat ? 1.35 : 1) *
      (0.94 + rng.next() * 0.12);
    const price = shopPrice(raw, 1800, 12000);
    return {
      // Brand, line and size, as tire shops list a tire; the line's name is Latin in both languages.
      name: { en: `${brand.en} ${line.name} ${sizeText}`, ar: `إطار ${brand.ar} ${line.name} ${sizeText}` },
      sku: sku(`TR-${brand.code}-${size.w}${size.l}${size.d}`),
      description: tireDescription(rng, brand, line, sizeText),
      brand: brand.id,
      year: rng.pick([2024, 2025, 2025, 2025]),
      tireType: line.runFlat ? 'run_flat' : 'normal',
      size: { width: size.w, length: size.l, depth: size.d },
      suitableCars: suitableCarsFrom(rng, size.fits),
      quantity: rng.int(4, 120),
      price,
      discountPrice: discountFor(rng, price, 1800),
      images: ['/demo/tire.svg'],
    };
  });
};

// ---------------------------------------------------------------------------------------------
// Batteries
// ---------------------------------------------------------------------------------------------

type Amps = Battery['voltage'];

const BATTERY_SIZES: Record<Amps, { din: string; jis: string; base: number; fits: readonly string[] }> = {
  30: {
    din: 'L0 - 175×175×190 mm',
    jis: 'NS40 - 187×127×227 mm',
    base: 1700,
    fits: ['suzuki-alto', 'fiat-128', 'byd-f0', 'kia-picanto'],
  },
  40: {
    din: 'LB1 - 207×175×175 mm',
    jis: 'NS60 - 238×129×225 mm',
    base: 2400,
    fits: [
      'chevrolet-lanos',
      'chevrolet-aveo',
      'hyundai-accent',
      'nissan-sunny',
      'suzuki-swift',
      'renault-logan',
      'toyota-yaris',
    ],
  },
  50: {
    din: 'L1 - 207×175×190 mm',
    jis: 'D20 - 202×172×222 mm',
    base: 3100,
    fits: [
      'hyundai-elantra',
      'kia-cerato',
      'toyota-corolla',
      'chevrolet-optra',
      'nissan-sentra',
      'peugeot-301',
      'mg-zs',
      'chery-arrizo-5',
    ],
  },
  60: {
    din: 'L2 - 242×175×190 mm',
    jis: 'D23 - 230×172×220 mm',
    base: 3900,
    fits: [
      'hyundai-tucson',
      'kia-sportage',
      'skoda-octavia',
      'toyota-camry',
      'nissan-qashqai',
      'chery-tiggo-7',
      'peugeot-3008',
    ],
  },
};

const batteryDescription = (rng: Random, brand: BatteryBrandInfo, line: BatteryLine, amps: Amps): Text => {
  const warranty = {
    en: `${brand.warrantyMonths}-month warranty.`,
    ar: `ضمان ${brand.warrantyMonths} شهرًا.`,
  };
  if (line.agm) {
    return {
      en: `AGM ${amps}Ah battery for cars with start-stop systems and heavy electrical loads. ${warranty.en}`,
      ar: `بطارية AGM ${amps} أمبير للسيارات المزودة بنظام التوقف والتشغيل التلقائي والأحمال الكهربائية العالية. ${warranty.ar}`,
    };
  }
  return rng.pick([
    {
      en: `Maintenance-free ${amps}Ah battery with calcium technology for reliable starts in Egyptian summer heat. ${warranty.en}`,
      ar: `بطارية ${amps} أمبير لا تحتاج إلى صيانة، بتقنية الكالسيوم لتشغيل مضمون في حر الصيف المصري. ${warranty.ar}`,
    },
    {
      en: `Sealed ${amps}Ah starter battery, no topping up needed, with a charge indicator on the lid. ${warranty.en}`,
      ar: `بطارية تشغيل مغلقة ${amps} أمبير لا تحتاج إلى إضافة مياه، بمؤشر شحن على الغطاء. ${warranty.ar}`,
    },
    {
      en: `${brand.en} ${line.name} ${amps}Ah with high cold-cranking current for daily city driving. ${warranty.en}`,
      ar: `بطارية ${brand.ar} ${line.name} ${amps} أمبير بتيار بدء عالٍ للقيادة اليومية في المدينة. ${warranty.ar}`,
    },
  ]);
};

const makeBatteries = (rng: Random, count: number, sku: (base: string) => string): Battery[] => {
  const brands = shuffle(rng, BATTERY_BRANDS);
  const ampsChoices: readonly Amps[] = [30, 40, 40, 50, 50, 50, 60, 60, 60, 60];
  return Array.from({ length: count }, (_, i): Battery => {
    const brand = i < brands.length ? brands[i] : rng.pick(BATTERY_BRANDS);
    const line = rng.pick(brand.lines);
    const amps: Amps = line.agm ? rng.pick<Amps>([50, 60, 60]) : rng.pick(ampsChoices);
    const spec = BATTERY_SIZES[amps];
    const raw = spec.base * brand.tier * (line.agm ? 1.75 : 1) * (0.94 + rng.next() * 0.12);
    const price = shopPrice(raw, 1500, 9000);
    return {
      name: { en: `${brand.en} ${line.name} ${amps}Ah`, ar: `بطارية ${brand.ar} ${line.name} ${amps} أمبير` },
      sku: sku(`BT-${brand.code}-${amps}`),
      description: batteryDescription(rng, brand, line, amps),
      brand: brand.id,
      voltage: amps,
      sizeSpec: brand.jis ? spec.jis : spec.din,
      suitableCars: suitableCarsFrom(rng, spec.fits),
      quantity: rng.int(3, 80),
      price,
      discountPrice: discountFor(rng, price, 1500),
      images: ['/demo/battery.svg'],
    };
  });
};

// ---------------------------------------------------------------------------------------------
// Car parts
// ---------------------------------------------------------------------------------------------

type PartTemplate = {
  sub: string;
  code: string;
  name: Text;
  makers: readonly string[];
  price: readonly [number, number];
  weight: readonly [number, number];
  /** Length, width, height of the part in its box, cm. */
  dims: readonly [number, number, number];
  colors: readonly Text[];
  material: Text;
  productType: Text;
  about: Text;
  /** May be sold used (taken off a car). */
  usedOk?: boolean;
};

const PART_TEMPLATES: readonly PartTemplate[] = [
  {
    sub: 'engine-spark-plugs',
    code: 'SPK',
    name: { en: 'spark plugs (set of 4)', ar: 'طقم بوجيهات (4 قطع)' },
    makers: ['NGK', 'Denso', 'Bosch', 'Champion'],
    price: [450, 1600],
    weight: [0.2, 0.3],
    dims: [12, 8, 4],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: {
      en: 'Nickel alloy electrode, ceramic insulator',
      ar: 'قطب من سبيكة النيكل وعازل من السيراميك',
    },
    productType: { en: 'Spark plug set', ar: 'طقم بوجيهات' },
    about: {
      en: 'Matched to the original heat range for a smooth idle and easy starts.',
      ar: 'بنفس الدرجة الحرارية للبوجيهات الأصلية، لدوران هادئ للمحرك وتشغيل سهل.',
    },
  },
  {
    sub: 'engine-timing-belts',
    code: 'TMB',
    name: { en: 'timing belt kit', ar: 'طقم سير كاتينة' },
    makers: ['Gates', 'ContiTech', 'Dayco', 'SKF'],
    price: [1200, 4500],
    weight: [1.2, 2],
    dims: [30, 25, 6],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: {
      en: 'HNBR rubber belt, steel tensioner and idler',
      ar: 'سير من مطاط HNBR وشداد وبكرة من الصلب',
    },
    productType: { en: 'Timing belt kit', ar: 'طقم سير كاتينة' },
    about: {
      en: 'Belt, tensioner and idler pulley in one box; replace every 60,000 km.',
      ar: 'السير والشداد والبكرة في علبة واحدة، ويُغيَّر الطقم كل 60,000 كم.',
    },
  },
  {
    sub: 'engine-gaskets',
    code: 'HGK',
    name: { en: 'cylinder head gasket', ar: 'جوان وش سلندر' },
    makers: ['Elring', 'Victor Reinz', 'Ajusa'],
    price: [350, 1800],
    weight: [0.3, 0.6],
    dims: [45, 20, 1],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Multi-layer steel', ar: 'صلب متعدد الطبقات' },
    productType: { en: 'Head gasket', ar: 'جوان وش سلندر' },
    about: {
      en: 'Multi-layer steel gasket that seals reliably after overheating repairs.',
      ar: 'جوان من الصلب متعدد الطبقات يُحكم الغلق بثبات بعد إصلاح السخونة الزائدة.',
    },
  },
  {
    sub: 'engine-mounts',
    code: 'EMT',
    name: { en: 'engine mount', ar: 'قاعدة موتور' },
    makers: ['Lemförder', 'Febi Bilstein', 'Original'],
    price: [450, 2500],
    weight: [1, 2.5],
    dims: [18, 12, 10],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Rubber and steel', ar: 'مطاط وصلب' },
    productType: { en: 'Engine mount', ar: 'قاعدة موتور' },
    about: {
      en: 'Absorbs engine vibration at idle and stops the knock when pulling away.',
      ar: 'تمتص اهتزاز المحرك في الوقوف وتمنع الخبطة عند التحرك.',
    },
  },
  {
    sub: 'brakes-pads',
    code: 'BPF',
    name: { en: 'front brake pads', ar: 'تيل فرامل أمامي' },
    makers: ['Bosch', 'Brembo', 'TRW', 'Textar', 'Ferodo'],
    price: [450, 2200],
    weight: [1.2, 1.8],
    dims: [16, 12, 6],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Low-metallic friction compound', ar: 'خامة احتكاك قليلة المعادن' },
    productType: { en: 'Brake pad set', ar: 'طقم تيل فرامل' },
    about: {
      en: 'Low-dust compound with quiet braking and steady bite in stop-and-go traffic.',
      ar: 'خامة قليلة الغبار بفرملة هادئة وقبضة ثابتة في زحام المدينة.',
    },
  },
  {
    sub: 'brakes-pads',
    code: 'BPR',
    name: { en: 'rear brake pads', ar: 'تيل فرامل خلفي' },
    makers: ['Bosch', 'TRW', 'Textar'],
    price: [400, 1800],
    weight: [0.8, 1.3],
    dims: [14, 11, 5],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Ceramic friction compound', ar: 'خامة احتكاك من السيراميك' },
    productType: { en: 'Brake pad set', ar: 'طقم تيل فرامل' },
    about: {
      en: 'Ceramic pads with wear indicators, sold as a set for one axle.',
      ar: 'تيل من السيراميك بمؤشر تآكل، يُباع طقمًا لمحور واحد.',
    },
  },
  {
    sub: 'brakes-discs',
    code: 'BDS',
    name: { en: 'front brake discs (pair)', ar: 'طنابير فرامل أمامية (زوج)' },
    makers: ['Brembo', 'TRW', 'ATE', 'Bosch'],
    price: [1400, 5500],
    weight: [9, 14],
    dims: [28, 28, 12],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Cast iron', ar: 'حديد زهر' },
    productType: { en: 'Brake disc set', ar: 'طقم طنابير فرامل' },
    about: {
      en: 'Vented cast-iron discs with an anti-rust coating; replace together with the pads.',
      ar: 'طنابير من الحديد الزهر بفتحات تهوية وطبقة ضد الصدأ، وتُغيَّر مع التيل.',
    },
  },
  {
    sub: 'brakes-shoes',
    code: 'BSH',
    name: { en: 'rear brake shoes', ar: 'فحمات فرامل خلفية' },
    makers: ['TRW', 'Bosch', 'Ferodo'],
    price: [500, 1500],
    weight: [1.5, 2.5],
    dims: [24, 24, 6],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Steel shoe, organic lining', ar: 'فحمة من الصلب وبطانة عضوية' },
    productType: { en: 'Brake shoe set', ar: 'طقم فحمات فرامل' },
    about: {
      en: 'Drum brake shoes for the rear axle, with a handbrake lever on the right shoe.',
      ar: 'فحمات لفرامل الدرام على المحور الخلفي، مع ذراع فرامل اليد على الفحمة اليمنى.',
    },
  },
  {
    sub: 'brakes-calipers',
    code: 'BCL',
    name: { en: 'front brake caliper', ar: 'كاليبر فرامل أمامي' },
    makers: ['ATE', 'TRW', 'Original'],
    price: [1800, 6500],
    weight: [3, 5],
    dims: [22, 16, 12],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Cast iron body, steel piston', ar: 'جسم من الحديد الزهر وبستم من الصلب' },
    productType: { en: 'Brake caliper', ar: 'كاليبر فرامل' },
    about: {
      en: 'Remanufactured-quality caliper with new seals and piston, ready to fit.',
      ar: 'كاليبر بجودة المُجدَّد بجلب وبستم جديدين، جاهز للتركيب.',
    },
    usedOk: true,
  },
  {
    sub: 'suspension-shock-absorbers',
    code: 'SHK',
    name: { en: 'front shock absorbers (pair)', ar: 'مساعدين أماميين (زوج)' },
    makers: ['KYB', 'Monroe', 'Sachs', 'Bilstein'],
    price: [1800, 7500],
    weight: [6, 9],
    dims: [60, 12, 12],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Steel, gas-charged', ar: 'صلب، مشحون بالغاز' },
    productType: { en: 'Shock absorber', ar: 'مساعد' },
    about: {
      en: 'Gas-charged twin-tube shocks that bring back a firm, stable ride over speed bumps.',
      ar: 'مساعدين بالغاز مزدوجا الأنبوب يعيدان للسيارة ثباتها فوق المطبات.',
    },
  },
  {
    sub: 'suspension-control-arms',
    code: 'CTA',
    name: { en: 'front lower control arm', ar: 'مقص أمامي سفلي' },
    makers: ['Lemförder', 'TRW', 'CTR', 'Febi Bilstein'],
    price: [900, 4200],
    weight: [2.5, 4.5],
    dims: [45, 25, 8],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Pressed steel with rubber bushings', ar: 'صلب مكبوس بجلب من المطاط' },
    productType: { en: 'Control arm', ar: 'مقص' },
    about: {
      en: 'Complete arm with bushings and ball joint pressed in.',
      ar: 'مقص كامل بالجلب والمفصل الكروي مركّبين فيه.',
    },
  },
  {
    sub: 'suspension-ball-joints',
    code: 'BJT',
    name: { en: 'lower ball joint', ar: 'مفصل كروي سفلي' },
    makers: ['CTR', '555', 'Lemförder', 'TRW'],
    price: [250, 900],
    weight: [0.4, 0.8],
    dims: [12, 8, 8],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Forged steel', ar: 'صلب مطروق' },
    productType: { en: 'Ball joint', ar: 'مفصل كروي' },
    about: {
      en: 'Greased for life with a sealed rubber boot; fixes clunks over bumps.',
      ar: 'مشحّم مدى العمر بجلدة مطاط محكمة، ويُنهي الطرقعة فوق المطبات.',
    },
  },
  {
    sub: 'suspension-bushings',
    code: 'BSG',
    name: { en: 'stabilizer bar bushings', ar: 'جلب عمود التوازن' },
    makers: ['Febi Bilstein', 'CTR', 'Original'],
    price: [150, 600],
    weight: [0.2, 0.4],
    dims: [8, 6, 5],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Rubber', ar: 'مطاط' },
    productType: { en: 'Bushing set', ar: 'طقم جلب' },
    about: {
      en: 'Pair of anti-roll bar bushings that stop squeaks on rough roads.',
      ar: 'زوج جلب لعمود التوازن يوقف الصرير على الطرق الوعرة.',
    },
  },
  {
    sub: 'electrical-alternators',
    code: 'ALT',
    name: { en: 'alternator', ar: 'دينامو' },
    makers: ['Bosch', 'Valeo', 'Denso'],
    price: [4500, 14000],
    weight: [5, 7],
    dims: [22, 18, 18],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Aluminium housing, copper windings', ar: 'جسم من الألومنيوم وملفات من النحاس' },
    productType: { en: 'Alternator', ar: 'دينامو' },
    about: {
      en: 'Plug-and-play alternator with regulator and pulley fitted.',
      ar: 'دينامو جاهز للتركيب بالمنظم والبكرة.',
    },
    usedOk: true,
  },
  {
    sub: 'electrical-starters',
    code: 'STR',
    name: { en: 'starter motor', ar: 'مارش' },
    makers: ['Bosch', 'Valeo', 'Denso'],
    price: [3500, 11000],
    weight: [3.5, 5],
    dims: [25, 12, 12],
    colors: [
      { en: 'Silver', ar: 'فضي' },
      { en: 'Black', ar: 'أسود' },
    ],
    material: { en: 'Steel and aluminium', ar: 'صلب وألومنيوم' },
    productType: { en: 'Starter motor', ar: 'مارش' },
    about: {
      en: 'High-torque starter for quick starts, tested before dispatch.',
      ar: 'مارش بعزم عالٍ لتشغيل سريع، يُختبر قبل الشحن.',
    },
    usedOk: true,
  },
  {
    sub: 'electrical-sensors',
    code: 'O2S',
    name: { en: 'oxygen sensor', ar: 'حساس أكسجين' },
    makers: ['Bosch', 'Denso', 'NTK'],
    price: [900, 3800],
    weight: [0.2, 0.3],
    dims: [30, 5, 5],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Stainless steel, zirconia element', ar: 'صلب مقاوم للصدأ وعنصر من الزركونيا' },
    productType: { en: 'Lambda sensor', ar: 'حساس لامدا' },
    about: {
      en: 'Upstream lambda sensor; clears the check-engine light caused by a slow sensor.',
      ar: 'حساس لامدا أمامي، يطفئ لمبة فحص المحرك التي يسببها حساس بطيء الاستجابة.',
    },
  },
  {
    sub: 'electrical-sensors',
    code: 'ABS',
    name: { en: 'ABS wheel speed sensor', ar: 'حساس سرعة عجلة ABS' },
    makers: ['Bosch', 'ATE', 'Original'],
    price: [600, 2200],
    weight: [0.1, 0.2],
    dims: [20, 6, 4],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Plastic housing, copper coil', ar: 'جسم من البلاستيك وملف من النحاس' },
    productType: { en: 'Wheel speed sensor', ar: 'حساس سرعة عجلة' },
    about: {
      en: 'Front wheel speed sensor with connector, for a steady ABS light-off.',
      ar: 'حساس سرعة للعجلة الأمامية بالفيشة، لتبقى لمبة ABS مطفأة.',
    },
  },
  {
    sub: 'electrical-ignition-coils',
    code: 'IGC',
    name: { en: 'ignition coil', ar: 'موبينة' },
    makers: ['Bosch', 'Denso', 'Delphi', 'NGK'],
    price: [700, 2600],
    weight: [0.3, 0.6],
    dims: [18, 8, 6],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Epoxy resin', ar: 'راتنج إيبوكسي' },
    productType: { en: 'Ignition coil', ar: 'موبينة' },
    about: {
      en: 'Fixes misfires and rough idle; one coil per cylinder.',
      ar: 'تعالج التفويت ورعشة المحرك في الوقوف، وتُركَّب موبينة لكل سلندر.',
    },
  },
  {
    sub: 'filters-oil',
    code: 'OFL',
    name: { en: 'oil filter', ar: 'فلتر زيت' },
    makers: ['Mann-Filter', 'Mahle', 'Bosch', 'Original'],
    price: [80, 450],
    weight: [0.2, 0.4],
    dims: [10, 8, 8],
    colors: [
      { en: 'White', ar: 'أبيض' },
      { en: 'Blue', ar: 'أزرق' },
      { en: 'Black', ar: 'أسود' },
    ],
    material: { en: 'Steel canister, cellulose media', ar: 'علبة من الصلب ووسط ترشيح من السليلوز' },
    productType: { en: 'Oil filter', ar: 'فلتر زيت' },
    about: {
      en: 'Spin-on filter with an anti-drain valve; change it with every oil service.',
      ar: 'فلتر بصمام يمنع رجوع الزيت، ويُغيَّر مع كل تغيير زيت.',
    },
  },
  {
    sub: 'filters-air',
    code: 'AFL',
    name: { en: 'air filter', ar: 'فلتر هواء' },
    makers: ['Mann-Filter', 'Mahle', 'Bosch', 'K&N'],
    price: [150, 900],
    weight: [0.2, 0.5],
    dims: [30, 20, 5],
    colors: [
      { en: 'White', ar: 'أبيض' },
      { en: 'Red', ar: 'أحمر' },
    ],
    material: { en: 'Pleated paper media', ar: 'ورق ترشيح مطوي' },
    productType: { en: 'Air filter', ar: 'فلتر هواء' },
    about: {
      en: 'Catches fine dust and sand; check it every 10,000 km in Egyptian conditions.',
      ar: 'يحجز الأتربة والرمال الناعمة، ويُفحص كل 10,000 كم في ظروف الطرق المصرية.',
    },
  },
  {
    sub: 'filters-cabin',
    code: 'CFL',
    name: { en: 'cabin air filter (activated carbon)', ar: 'فلتر تكييف (كربون نشط)' },
    makers: ['Mann-Filter', 'Bosch', 'Mahle'],
    price: [150, 650],
    weight: [0.2, 0.3],
    dims: [25, 20, 3],
    colors: [{ en: 'Grey', ar: 'رمادي' }],
    material: { en: 'Activated carbon fleece', ar: 'نسيج من الكربون النشط' },
    productType: { en: 'Cabin filter', ar: 'فلتر تكييف' },
    about: {
      en: 'Activated carbon layer keeps dust and exhaust smell out of the cabin.',
      ar: 'طبقة الكربون النشط تمنع الأتربة ورائحة العادم من دخول الكابينة.',
    },
  },
  {
    sub: 'filters-fuel',
    code: 'FFL',
    name: { en: 'fuel filter', ar: 'فلتر بنزين' },
    makers: ['Bosch', 'Mann-Filter', 'Mahle'],
    price: [150, 700],
    weight: [0.2, 0.4],
    dims: [15, 8, 8],
    colors: [
      { en: 'Silver', ar: 'فضي' },
      { en: 'Black', ar: 'أسود' },
    ],
    material: { en: 'Steel housing, paper media', ar: 'جسم من الصلب ووسط ترشيح ورقي' },
    productType: { en: 'Fuel filter', ar: 'فلتر بنزين' },
    about: {
      en: 'In-line filter that protects the injectors from dirt in the fuel.',
      ar: 'فلتر على خط الوقود يحمي البخاخات من شوائب البنزين.',
    },
  },
  {
    sub: 'lighting-headlights',
    code: 'HDL',
    name: { en: 'headlight assembly, left', ar: 'فانوس أمامي شمال' },
    makers: ['Depo', 'TYC', 'Valeo', 'Original'],
    price: [2500, 14000],
    weight: [3, 6],
    dims: [60, 35, 30],
    colors: [{ en: 'Clear', ar: 'شفاف' }],
    material: { en: 'Polycarbonate lens, ABS housing', ar: 'عدسة من البولي كربونات وجسم من بلاستيك ABS' },
    productType: { en: 'Headlight', ar: 'فانوس أمامي' },
    about: {
      en: 'Direct-fit headlight with adjuster motor socket; bulbs not included.',
      ar: 'فانوس بمقاس الأصلي ومكان لموتور الضبط، واللمبات غير مرفقة.',
    },
    usedOk: true,
  },
  {
    sub: 'lighting-tail-lights',
    code: 'TLL',
    name: { en: 'tail light, right', ar: 'فانوس خلفي يمين' },
    makers: ['Depo', 'TYC', 'Original'],
    price: [1200, 6000],
    weight: [1.2, 2.5],
    dims: [45, 25, 15],
    colors: [{ en: 'Red', ar: 'أحمر' }],
    material: { en: 'PMMA lens, ABS housing', ar: 'عدسة من الأكريليك وجسم من بلاستيك ABS' },
    productType: { en: 'Tail light', ar: 'فانوس خلفي' },
    about: {
      en: 'Outer tail lamp with bulb holder, same shape and colour as the original.',
      ar: 'فانوس خلفي خارجي بحامل اللمبة، بنفس شكل الأصلي ولونه.',
    },
    usedOk: true,
  },
  {
    sub: 'lighting-bulbs',
    code: 'BLB',
    name: { en: 'halogen headlight bulbs (pair)', ar: 'لمبات هالوجين أمامية (زوج)' },
    makers: ['Philips', 'Osram'],
    price: [180, 950],
    weight: [0.1, 0.15],
    dims: [10, 6, 6],
    colors: [{ en: 'Clear', ar: 'شفاف' }],
    material: { en: 'Quartz glass', ar: 'زجاج كوارتز' },
    productType: { en: 'Headlight bulb', ar: 'لمبة أمامية' },
    about: {
      en: 'Up to 60% more light than standard bulbs, street-legal.',
      ar: 'إضاءة أقوى من اللمبات العادية حتى 60%، ومطابقة لقواعد المرور.',
    },
  },
  {
    sub: 'lighting-fog-lights',
    code: 'FOG',
    name: { en: 'fog lamp, left', ar: 'كشاف شبورة شمال' },
    makers: ['Depo', 'TYC', 'Hella'],
    price: [600, 2500],
    weight: [0.6, 1],
    dims: [15, 12, 10],
    colors: [{ en: 'Clear', ar: 'شفاف' }],
    material: { en: 'Polycarbonate lens', ar: 'عدسة من البولي كربونات' },
    productType: { en: 'Fog lamp', ar: 'كشاف شبورة' },
    about: {
      en: 'Bumper fog lamp with an H11 socket; fits the original mounting points.',
      ar: 'كشاف شبورة للإكصدام بفيشة H11، يُركَّب في أماكن التثبيت الأصلية.',
    },
  },
  {
    sub: 'body-bumpers',
    code: 'BMP',
    name: { en: 'front bumper', ar: 'إكصدام أمامي' },
    makers: ['Original', 'TYG'],
    price: [2500, 9000],
    weight: [4, 7],
    dims: [180, 50, 40],
    colors: [
      { en: 'Unpainted black', ar: 'أسود بدون دهان' },
      { en: 'Primer grey', ar: 'رمادي (طبقة أساس)' },
    ],
    material: { en: 'Polypropylene', ar: 'بولي بروبيلين' },
    productType: { en: 'Bumper', ar: 'إكصدام' },
    about: {
      en: 'Unpainted bumper cover with fog lamp openings, ready for paint.',
      ar: 'إكصدام بدون دهان بفتحات لكشافات الشبورة، جاهز للدهان.',
    },
    usedOk: true,
  },
  {
    sub: 'body-mirrors',
    code: 'MIR',
    name: { en: 'side mirror, right (electric)', ar: 'مراية جانبية يمين (كهرباء)' },
    makers: ['Original', 'Depo', 'TYC'],
    price: [900, 4500],
    weight: [1, 1.8],
    dims: [28, 18, 15],
    colors: [
      { en: 'Black', ar: 'أسود' },
      { en: 'Primer grey', ar: 'رمادي (طبقة أساس)' },
    ],
    material: { en: 'ABS plastic, heated glass', ar: 'بلاستيك ABS وزجاج بتسخين' },
    productType: { en: 'Side mirror', ar: 'مراية جانبية' },
    about: {
      en: 'Electric adjustment with heated glass and indicator lamp.',
      ar: 'ضبط كهربائي وزجاج بتسخين ولمبة إشارة.',
    },
    usedOk: true,
  },
  {
    sub: 'body-fenders',
    code: 'FND',
    name: { en: 'front fender, left', ar: 'رفرف أمامي شمال' },
    makers: ['Original', 'TYG'],
    price: [1200, 5000],
    weight: [3, 5],
    dims: [90, 60, 20],
    colors: [{ en: 'Primer grey', ar: 'رمادي (طبقة أساس)' }],
    material: { en: 'Steel', ar: 'صلب' },
    productType: { en: 'Fender', ar: 'رفرف' },
    about: {
      en: 'E-coated steel fender with the original mounting holes.',
      ar: 'رفرف من الصلب بطبقة حماية ضد الصدأ، بفتحات التثبيت الأصلية.',
    },
  },
  {
    sub: 'body-grilles',
    code: 'GRL',
    name: { en: 'front grille', ar: 'شبكة أمامية' },
    makers: ['Original', 'TYG'],
    price: [700, 4500],
    weight: [0.8, 1.5],
    dims: [90, 25, 8],
    colors: [
      { en: 'Chrome', ar: 'كروم' },
      { en: 'Gloss black', ar: 'أسود لامع' },
    ],
    material: { en: 'ABS plastic', ar: 'بلاستيك ABS' },
    productType: { en: 'Grille', ar: 'شبكة' },
    about: {
      en: 'Radiator grille with badge mount; clips in without drilling.',
      ar: 'شبكة رادياتير بمكان للشعار، تُركَّب بالكليبسات دون تخريم.',
    },
  },
  {
    sub: 'cooling-radiators',
    code: 'RAD',
    name: { en: 'radiator', ar: 'رادياتير' },
    makers: ['Valeo', 'Nissens', 'Denso', 'Koyorad'],
    price: [2500, 9500],
    weight: [4, 7],
    dims: [68, 45, 4],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Aluminium core, plastic tanks', ar: 'قلب من الألومنيوم وقِرَب من البلاستيك' },
    productType: { en: 'Radiator', ar: 'رادياتير' },
    about: {
      en: 'Brazed aluminium core sized for Egyptian summers and long idling in traffic.',
      ar: 'قلب من الألومنيوم الملحوم بمقاس يناسب صيف مصر والوقوف الطويل في الزحام.',
    },
  },
  {
    sub: 'cooling-water-pumps',
    code: 'WPM',
    name: { en: 'water pump', ar: 'طلمبة مياه' },
    makers: ['Aisin', 'GMB', 'SKF', 'Gates'],
    price: [900, 3800],
    weight: [1.2, 2.5],
    dims: [15, 15, 12],
    colors: [{ en: 'Silver', ar: 'فضي' }],
    material: { en: 'Aluminium housing, steel impeller', ar: 'جسم من الألومنيوم وريشة من الصلب' },
    productType: { en: 'Water pump', ar: 'طلمبة مياه' },
    about: {
      en: 'Comes with a new gasket; best replaced together with the timing belt.',
      ar: 'مرفق معها جوان جديد، ويُفضَّل تغييرها مع سير الكاتينة.',
    },
  },
  {
    sub: 'cooling-thermostats',
    code: 'THR',
    name: { en: 'thermostat with housing', ar: 'ترموستات بالجسم' },
    makers: ['Wahler', 'Mahle', 'Gates'],
    price: [350, 1600],
    weight: [0.2, 0.5],
    dims: [10, 8, 8],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Plastic housing, wax element', ar: 'جسم من البلاستيك وعنصر شمعي' },
    productType: { en: 'Thermostat', ar: 'ترموستات' },
    about: {
      en: 'Opens at the factory temperature so the engine warms up fast and never runs hot.',
      ar: 'يفتح عند حرارة المصنع فيسخن المحرك بسرعة ولا ترتفع حرارته.',
    },
  },
  {
    sub: 'cooling-fans',
    code: 'FAN',
    name: { en: 'radiator fan assembly', ar: 'مروحة رادياتير كاملة' },
    makers: ['Valeo', 'Nissens', 'Original'],
    price: [1800, 6500],
    weight: [3, 5],
    dims: [45, 40, 12],
    colors: [{ en: 'Black', ar: 'أسود' }],
    material: { en: 'Plastic shroud, DC motor', ar: 'غطاء من البلاستيك وموتور تيار مستمر' },
    productType: { en: 'Cooling fan', ar: 'مروحة تبريد' },
    about: {
      en: 'Complete fan with shroud and motor, plugs into the original connector.',
      ar: 'مروحة كاملة بالغطاء والموتور، تُركَّب على الفيشة الأصلية.',
    },
    usedOk: true,
  },
];

const categoryOf = (subId: string): CategoryInfo => {
  const found = PART_CATEGORIES.find((c) => c.subs.some((s) => s.id === subId));
  if (!found) throw new Error(`Unknown sub category ${subId}`);
  return found;
};

const makeCarParts = (rng: Random, count: number, sku: (base: string) => string): CarPart[] => {
  // Every template once (so every sub category appears), then seeded picks.
  const templates = shuffle(rng, PART_TEMPLATES);
  return Array.from({ length: count }, (_, i): CarPart => {
    const t = i < templates.length ? templates[i] : rng.pick(PART_TEMPLATES);
    const cat = categoryOf(t.sub);
    const brand = rng.pick(CAR_BRANDS);
    const model = rng.pick(brand.models);
    const engine = rng.pick(model.engines);
    const modelYear = rng.int(model.years[0], Math.min(model.years[1], 2025));
    const maker = rng.pick(t.makers);
    const classification: Classification =
      t.usedOk && rng.next() < 0.35 ? 'used' : maker === 'Original' ? 'original' : 'aftermarket';
    const factor = classification === 'used' ? 0.5 : classification === 'original' ? 1.25 : 1;
    const price = shopPrice(between(rng, t.price[0], t.price[1], 1) * factor, 80, 15000);
    const car = carLabel(brand, model);
    const name =
      classification === 'used'
        ? { en: `Used original ${t.name.en} – ${car.en}`, ar: `${t.name.ar} أصلي مستعمل – ${car.ar}` }
        : maker === 'Original'
          ? { en: `Original ${t.name.en} – ${car.en}`, ar: `${t.name.ar} أصلي – ${car.ar}` }
          : { en: `${maker} ${t.name.en} – ${car.en}`, ar: `${t.name.ar} ${maker} – ${car.ar}` };
    const litres = (engine / 1000).toFixed(1);
    // "2008 إلى 2025", not "2008–2025": a dash between numbers in Arabic text reads right to left.
    const fit = {
      en: `Fits ${car.en} ${model.years[0]}–${model.years[1]} (${litres} L).`,
      ar: `تناسب ${car.ar} موديلات ${model.years[0]} إلى ${model.years[1]} (محرك ${litres} لتر).`,
    };
    // One or two sentences: what the part does (or where a used one came from), then the fit.
    const about =
      classification === 'used'
        ? {
            en: `Original part taken off a running ${model.en} and tested, with a 30-day warranty.`,
            ar: `قطعة أصلية مفكوكة من سيارة ${car.ar} تعمل، ومختبرة بضمان 30 يومًا.`,
          }
        : t.about;
    const [length, width, height] = t.dims;
    const jitter = (n: number): number => Math.max(0.5, between(rng, n * 0.9, n * 1.1, 0.5));
    return {
      name,
      sku: sku(`CP-${cat.code}-${t.code}-${brand.code}`),
      description: { en: `${about.en} ${fit.en}`, ar: `${about.ar} ${fit.ar}` },
      carBrand: brand.id,
      carModel: model.id,
      modelYear,
      carType: model.carType,
      engineCapacity: engine,
      classification,
      category: cat.id,
      subCategory: t.sub,
      productType: t.productType,
      weight: round2(between(rng, t.weight[0], t.weight[1], 0.05)),
      dimensions: { length: jitter(length), width: jitter(width), height: jitter(height) },
      color: rng.pick(t.colors),
      material: t.material,
      quantity: classification === 'used' ? rng.int(1, 3) : rng.int(2, 120),
      price,
      discountPrice: discountFor(rng, price, 80),
      images: ['/demo/car-part.svg'],
    };
  });
};

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

export type DemoProduct =
  | { resource: 'tires'; status: ProductStatus; rejectionReason: string | null; data: Tire }
  | { resource: 'batteries'; status: ProductStatus; rejectionReason: string | null; data: Battery }
  | { resource: 'car-parts'; status: ProductStatus; rejectionReason: string | null; data: CarPart };

/** About 40 products for a vendor of this type, deterministic for a given seed. */
export function demoProducts(vendorType: 'bt-vendor' | 'cp-vendor', seed: number): DemoProduct[] {
  const rng = makeRandom((seed ^ (vendorType === 'bt-vendor' ? 0x5eed7b01 : 0x5eedc902)) >>> 0);
  const sku = skuMaker();
  const products: DemoProduct[] =
    vendorType === 'bt-vendor'
      ? [
          ...makeTires(rng, 22, sku).map((data): DemoProduct => ({
            resource: 'tires',
            status: 'available',
            rejectionReason: null,
            data,
          })),
          ...makeBatteries(rng, 18, sku).map((data): DemoProduct => ({
            resource: 'batteries',
            status: 'available',
            rejectionReason: null,
            data,
          })),
        ]
      : makeCarParts(rng, 40, sku).map((data): DemoProduct => ({
          resource: 'car-parts',
          status: 'available',
          rejectionReason: null,
          data,
        }));

  const statuses = statusesFor(rng, products.length);
  products.forEach((p, i) => {
    p.status = statuses[i];
    p.rejectionReason = p.status === 'not_available' ? rejectionReasonFor(rng, p) : null;
  });

  // A few listed products are sold out.
  const listed = products.filter((p) => p.status === 'available');
  for (const p of shuffle(rng, listed).slice(0, 3)) p.data.quantity = 0;
  return products;
}

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export type DemoOrder = Order & { location: { lat: number; lng: number } };

/** Customers type their names and addresses in Arabic, as most buyers in Egypt do. */
const CUSTOMERS: readonly string[] = [
  'محمد عبد الرحمن',
  'أحمد حسن',
  'منى السيد',
  'يوسف الشرقاوي',
  'أحمد فؤاد',
  'مريم عادل',
  'كريم فتحي',
  'عمر خالد',
  'هبة محمود',
  'محمود عبد العزيز',
  'مصطفى إبراهيم',
  'نور الدين سمير',
  'سارة عبد الله',
  'طارق منصور',
  'عمرو الشافعي',
  'هاني رمضان',
  'ياسمين جمال',
  'شريف نجيب',
  'إسلام عبد الفتاح',
  'دينا فاروق',
  'وليد رشدي',
  'مينا جرجس',
  'رانيا عبد الحميد',
  'حسام الدين علي',
];

type Area = {
  area: string;
  city: 'القاهرة' | 'الجيزة' | 'الإسكندرية';
  lat: number;
  lng: number;
  streets: readonly string[];
};

const AREAS: readonly Area[] = [
  {
    area: 'مدينة نصر',
    city: 'القاهرة',
    lat: 30.0561,
    lng: 31.3301,
    streets: ['شارع عباس العقاد', 'شارع مكرم عبيد', 'شارع مصطفى النحاس'],
  },
  {
    area: 'مصر الجديدة',
    city: 'القاهرة',
    lat: 30.0911,
    lng: 31.3225,
    streets: ['شارع الميرغني', 'شارع بغداد', 'شارع الحجاز'],
  },
  { area: 'المعادي', city: 'القاهرة', lat: 29.9602, lng: 31.2569, streets: ['شارع 9', 'شارع 233'] },
  {
    area: 'التجمع الخامس، القاهرة الجديدة',
    city: 'القاهرة',
    lat: 30.0081,
    lng: 31.4283,
    streets: ['شارع التسعين الجنوبي', 'شارع التسعين الشمالي'],
  },
  {
    area: 'شبرا',
    city: 'القاهرة',
    lat: 30.1005,
    lng: 31.2444,
    streets: ['شارع شبرا', 'شارع الخلفاوي'],
  },
  {
    area: 'الزمالك',
    city: 'القاهرة',
    lat: 30.0609,
    lng: 31.2197,
    streets: ['شارع 26 يوليو', 'شارع البرازيل'],
  },
  {
    area: 'المهندسين',
    city: 'الجيزة',
    lat: 30.0566,
    lng: 31.2003,
    streets: ['شارع جامعة الدول العربية', 'شارع شهاب', 'شارع لبنان'],
  },
  {
    area: 'الدقي',
    city: 'الجيزة',
    lat: 30.0385,
    lng: 31.2123,
    streets: ['شارع التحرير', 'شارع مصدق'],
  },
  { area: 'الهرم', city: 'الجيزة', lat: 29.9936, lng: 31.1556, streets: ['شارع الهرم', 'شارع فيصل'] },
  {
    area: 'مدينة 6 أكتوبر',
    city: 'الجيزة',
    lat: 29.9727,
    lng: 30.9441,
    streets: ['المحور المركزي', 'ميدان الحصري'],
  },
  {
    area: 'سموحة',
    city: 'الإسكندرية',
    lat: 31.2156,
    lng: 29.9553,
    streets: ['شارع فيكتور عمانويل', 'شارع فوزي معاذ'],
  },
  { area: 'سيدي جابر', city: 'الإسكندرية', lat: 31.2185, lng: 29.9424, streets: ['شارع أبو قير'] },
  { area: 'ستانلي', city: 'الإسكندرية', lat: 31.2355, lng: 29.9488, streets: ['طريق الجيش'] },
  {
    area: 'ميامي',
    city: 'الإسكندرية',
    lat: 31.2678,
    lng: 30.0063,
    streets: ['شارع خالد بن الوليد', 'شارع جمال عبد الناصر'],
  },
];

/** How many orders of each status, and how many days ago they were placed. */
const ORDER_PLAN: readonly {
  status: OrderStatus;
  count: number;
  daysAgo: readonly [number, number];
}[] = [
  { status: 'pending', count: 6, daysAgo: [0, 1] },
  { status: 'confirmed', count: 5, daysAgo: [0, 3] },
  { status: 'on_the_way', count: 5, daysAgo: [1, 2] },
  { status: 'delivered', count: 10, daysAgo: [6, 59] },
  { status: 'cancelled', count: 4, daysAgo: [1, 59] },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** About 30 orders over the given products, in every status, deterministic for a given seed. */
export function demoOrders(
  products: { id: number; name: Translations; sku: string; price: number }[],
  seed: number,
  now: Date,
): DemoOrder[] {
  if (products.length === 0) return [];
  const rng = makeRandom((seed ^ 0x0bde5a11) >>> 0);
  const statuses = shuffle(
    rng,
    ORDER_PLAN.flatMap((p) => Array.from({ length: p.count }, () => p)),
  );
  const payments = shuffle(
    rng,
    statuses.map((_, i): PaymentType => (i % 4 < 2 ? 'cash_on_delivery' : i % 4 === 2 ? 'card' : 'wallet')),
  );

  const drafts = statuses.map((plan, i) => {
    // Up to 23 hours on top of whole days keeps every order inside the last 60 days.
    const ageMs = rng.int(plan.daysAgo[0], plan.daysAgo[1]) * DAY + rng.int(10, 23 * 60) * MINUTE;
    const orderDate = new Date(now.getTime() - ageMs);
    const items = shuffle(rng, products)
      .slice(0, rng.int(1, Math.min(3, products.length)))
      .map((p) => ({
        productId: p.id,
        name: p.name,
        sku: p.sku,
        quantity: p.sku.startsWith('TR-')
          ? rng.pick([1, 2, 2, 4, 4])
          : p.sku.startsWith('BT-')
            ? 1
            : rng.pick([1, 1, 1, 2, 2]),
        unitPrice: p.price,
      }));
    const where = rng.pick(AREAS);
    const address = `${rng.int(1, 120)} ${rng.pick(where.streets)}، شقة ${rng.int(1, 24)}، ${where.area}، ${where.city}`;
    const arrivalDate =
      plan.status === 'cancelled'
        ? undefined
        : new Date(orderDate.getTime() + rng.int(2 * 24, 5 * 24) * HOUR).toISOString();
    return {
      orderDate,
      status: plan.status,
      paymentType: payments[i],
      items,
      arrivalDate,
      customerName: rng.pick(CUSTOMERS),
      customerPhone: `01${rng.pick(['0', '1', '2', '5'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      address,
      location: {
        lat: Number((where.lat + (rng.next() - 0.5) * 0.016).toFixed(6)),
        lng: Number((where.lng + (rng.next() - 0.5) * 0.016).toFixed(6)),
      },
    };
  });

  // Order numbers grow with the order date.
  drafts.sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime());
  // Each seed has its own block of numbers, so two demo vendors never share an order number.
  let serial = seed * 10000 + rng.int(100, 900);
  const orders = drafts.map((d): DemoOrder => {
    serial += rng.int(1, 9);
    const order: DemoOrder = {
      orderNumber: `MW-${d.orderDate.getUTCFullYear()}-${String(serial).padStart(6, '0')}`,
      orderDate: d.orderDate.toISOString(),
      paymentType: d.paymentType,
      totalPrice: round2(d.items.reduce((sum, it) => sum + it.quantity * it.unitPrice, 0)),
      status: d.status,
      customerName: d.customerName,
      customerPhone: d.customerPhone,
      address: d.address,
      location: d.location,
      items: d.items,
    };
    if (d.arrivalDate) order.arrivalDate = d.arrivalDate;
    return order;
  });
  return orders.reverse();
}
