/**
 * Reference data (brands, car models, part categories) and deterministic demo products and
 * orders for the Mawrid vendor dashboard. Same seed, same data.
 */
import type { Battery, CarPart, Order, ProductStatus, Tire } from '../../schemas';
import { makeRandom, type Random } from './random';

export type ReferenceKind =
  'tire-brands' | 'battery-brands' | 'car-brands' | 'car-models' | 'part-categories';
export type ReferenceItem = {
  kind: ReferenceKind;
  id: string;
  name: { en: string; ar: string };
  parentId: string | null;
};

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

const carLabel = (brand: CarBrandInfo, model: CarModelInfo): string => `${brand.en} ${model.en}`;

const REJECTION_REASONS: Record<DemoProduct['resource'], readonly string[]> = {
  tires: [
    'Photos do not show the product label.',
    'The DOT date code is not visible; add a photo of the sidewall.',
    'The price is far above the market price for this size; please review it.',
    'The size in the name does not match the size fields.',
  ],
  batteries: [
    'Photos do not show the product label.',
    'Please add a clear photo of the date code on the battery case.',
    'The capacity in the name does not match the selected voltage.',
    'The price is far above the market price for this battery; please review it.',
  ],
  'car-parts': [
    'Photos do not show the product label.',
    'The description does not match the selected car model.',
    'The part number is missing; add the OEM number to the description.',
    'The price is far above the market price for this part; please review it.',
  ],
};

const USED_PART_REASON = 'Used parts need photos from at least three angles.';

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

const tireDescription = (rng: Random, brand: TireBrandInfo, line: TireLine, size: string): string => {
  if (line.runFlat) {
    return `Run-flat ${brand.en} ${line.name} in ${size}: keep driving up to 80 km at 80 km/h after a puncture. Only for cars with a tire pressure monitoring system.`;
  }
  if (line.kind === 'suv') {
    return rng.pick([
      `${brand.en} ${line.name} for SUVs and pickups, with a reinforced sidewall for desert roads and rough city streets.`,
      `All-terrain ${line.name} in ${size} with a quiet tread on the highway and good grip on gravel and sand.`,
    ]);
  }
  return rng.pick([
    `${brand.en} ${line.name} touring tire with short wet braking distances and low road noise.`,
    `Comfortable everyday tire in ${size}; the silica compound stays stable in Egyptian summer heat.`,
    `${line.name} by ${brand.en}: long tread life and low rolling resistance for lower fuel use in city traffic.`,
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
      name: `${brand.en} ${line.name} ${sizeText}`,
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

const batteryDescription = (rng: Random, brand: BatteryBrandInfo, line: BatteryLine, amps: Amps): string => {
  const warranty = `${brand.warrantyMonths}-month warranty.`;
  if (line.agm) {
    return `AGM ${amps}Ah battery for cars with start-stop systems and heavy electrical loads. ${warranty}`;
  }
  return rng.pick([
    `Maintenance-free ${amps}Ah battery with calcium technology for reliable starts in Egyptian summer heat. ${warranty}`,
    `Sealed ${amps}Ah starter battery, no topping up needed, with a charge indicator on the lid. ${warranty}`,
    `${brand.en} ${line.name} ${amps}Ah with high cold-cranking current for daily city driving. ${warranty}`,
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
      name: `${brand.en} ${line.name} ${amps}Ah`,
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
  name: string;
  makers: readonly string[];
  price: readonly [number, number];
  weight: readonly [number, number];
  /** Length, width, height of the part in its box, cm. */
  dims: readonly [number, number, number];
  colors: readonly string[];
  material: string;
  productType: string;
  about: string;
  /** May be sold used (taken off a car). */
  usedOk?: boolean;
};

const PART_TEMPLATES: readonly PartTemplate[] = [
  {
    sub: 'engine-spark-plugs',
    code: 'SPK',
    name: 'spark plugs (set of 4)',
    makers: ['NGK', 'Denso', 'Bosch', 'Champion'],
    price: [450, 1600],
    weight: [0.2, 0.3],
    dims: [12, 8, 4],
    colors: ['Silver'],
    material: 'Nickel alloy electrode, ceramic insulator',
    productType: 'Spark plug set',
    about: 'Matched to the original heat range for a smooth idle and easy starts.',
  },
  {
    sub: 'engine-timing-belts',
    code: 'TMB',
    name: 'timing belt kit',
    makers: ['Gates', 'ContiTech', 'Dayco', 'SKF'],
    price: [1200, 4500],
    weight: [1.2, 2],
    dims: [30, 25, 6],
    colors: ['Black'],
    material: 'HNBR rubber belt, steel tensioner and idler',
    productType: 'Timing belt kit',
    about: 'Belt, tensioner and idler pulley in one box; replace every 60,000 km.',
  },
  {
    sub: 'engine-gaskets',
    code: 'HGK',
    name: 'cylinder head gasket',
    makers: ['Elring', 'Victor Reinz', 'Ajusa'],
    price: [350, 1800],
    weight: [0.3, 0.6],
    dims: [45, 20, 1],
    colors: ['Silver'],
    material: 'Multi-layer steel',
    productType: 'Head gasket',
    about: 'Multi-layer steel gasket that seals reliably after overheating repairs.',
  },
  {
    sub: 'engine-mounts',
    code: 'EMT',
    name: 'engine mount',
    makers: ['Lemförder', 'Febi Bilstein', 'Original'],
    price: [450, 2500],
    weight: [1, 2.5],
    dims: [18, 12, 10],
    colors: ['Black'],
    material: 'Rubber and steel',
    productType: 'Engine mount',
    about: 'Absorbs engine vibration at idle and stops the knock when pulling away.',
  },
  {
    sub: 'brakes-pads',
    code: 'BPF',
    name: 'front brake pads',
    makers: ['Bosch', 'Brembo', 'TRW', 'Textar', 'Ferodo'],
    price: [450, 2200],
    weight: [1.2, 1.8],
    dims: [16, 12, 6],
    colors: ['Black'],
    material: 'Low-metallic friction compound',
    productType: 'Brake pad set',
    about: 'Low-dust compound with quiet braking and steady bite in stop-and-go traffic.',
  },
  {
    sub: 'brakes-pads',
    code: 'BPR',
    name: 'rear brake pads',
    makers: ['Bosch', 'TRW', 'Textar'],
    price: [400, 1800],
    weight: [0.8, 1.3],
    dims: [14, 11, 5],
    colors: ['Black'],
    material: 'Ceramic friction compound',
    productType: 'Brake pad set',
    about: 'Ceramic pads with wear indicators, sold as a set for one axle.',
  },
  {
    sub: 'brakes-discs',
    code: 'BDS',
    name: 'front brake discs (pair)',
    makers: ['Brembo', 'TRW', 'ATE', 'Bosch'],
    price: [1400, 5500],
    weight: [9, 14],
    dims: [28, 28, 12],
    colors: ['Silver'],
    material: 'Cast iron',
    productType: 'Brake disc set',
    about: 'Vented cast-iron discs with an anti-rust coating; replace together with the pads.',
  },
  {
    sub: 'brakes-shoes',
    code: 'BSH',
    name: 'rear brake shoes',
    makers: ['TRW', 'Bosch', 'Ferodo'],
    price: [500, 1500],
    weight: [1.5, 2.5],
    dims: [24, 24, 6],
    colors: ['Black'],
    material: 'Steel shoe, organic lining',
    productType: 'Brake shoe set',
    about: 'Drum brake shoes for the rear axle, with a handbrake lever on the right shoe.',
  },
  {
    sub: 'brakes-calipers',
    code: 'BCL',
    name: 'front brake caliper',
    makers: ['ATE', 'TRW', 'Original'],
    price: [1800, 6500],
    weight: [3, 5],
    dims: [22, 16, 12],
    colors: ['Silver'],
    material: 'Cast iron body, steel piston',
    productType: 'Brake caliper',
    about: 'Remanufactured-quality caliper with new seals and piston, ready to fit.',
    usedOk: true,
  },
  {
    sub: 'suspension-shock-absorbers',
    code: 'SHK',
    name: 'front shock absorbers (pair)',
    makers: ['KYB', 'Monroe', 'Sachs', 'Bilstein'],
    price: [1800, 7500],
    weight: [6, 9],
    dims: [60, 12, 12],
    colors: ['Black'],
    material: 'Steel, gas-charged',
    productType: 'Shock absorber',
    about: 'Gas-charged twin-tube shocks that bring back a firm, stable ride over speed bumps.',
  },
  {
    sub: 'suspension-control-arms',
    code: 'CTA',
    name: 'front lower control arm',
    makers: ['Lemförder', 'TRW', 'CTR', 'Febi Bilstein'],
    price: [900, 4200],
    weight: [2.5, 4.5],
    dims: [45, 25, 8],
    colors: ['Black'],
    material: 'Pressed steel with rubber bushings',
    productType: 'Control arm',
    about: 'Complete arm with bushings and ball joint pressed in.',
  },
  {
    sub: 'suspension-ball-joints',
    code: 'BJT',
    name: 'lower ball joint',
    makers: ['CTR', '555', 'Lemförder', 'TRW'],
    price: [250, 900],
    weight: [0.4, 0.8],
    dims: [12, 8, 8],
    colors: ['Black'],
    material: 'Forged steel',
    productType: 'Ball joint',
    about: 'Greased for life with a sealed rubber boot; fixes clunks over bumps.',
  },
  {
    sub: 'suspension-bushings',
    code: 'BSG',
    name: 'stabilizer bar bushings',
    makers: ['Febi Bilstein', 'CTR', 'Original'],
    price: [150, 600],
    weight: [0.2, 0.4],
    dims: [8, 6, 5],
    colors: ['Black'],
    material: 'Rubber',
    productType: 'Bushing set',
    about: 'Pair of anti-roll bar bushings that stop squeaks on rough roads.',
  },
  {
    sub: 'electrical-alternators',
    code: 'ALT',
    name: 'alternator',
    makers: ['Bosch', 'Valeo', 'Denso'],
    price: [4500, 14000],
    weight: [5, 7],
    dims: [22, 18, 18],
    colors: ['Silver'],
    material: 'Aluminium housing, copper windings',
    productType: 'Alternator',
    about: 'Plug-and-play alternator with regulator and pulley fitted.',
    usedOk: true,
  },
  {
    sub: 'electrical-starters',
    code: 'STR',
    name: 'starter motor',
    makers: ['Bosch', 'Valeo', 'Denso'],
    price: [3500, 11000],
    weight: [3.5, 5],
    dims: [25, 12, 12],
    colors: ['Silver', 'Black'],
    material: 'Steel and aluminium',
    productType: 'Starter motor',
    about: 'High-torque starter for quick starts, tested before dispatch.',
    usedOk: true,
  },
  {
    sub: 'electrical-sensors',
    code: 'O2S',
    name: 'oxygen sensor',
    makers: ['Bosch', 'Denso', 'NTK'],
    price: [900, 3800],
    weight: [0.2, 0.3],
    dims: [30, 5, 5],
    colors: ['Silver'],
    material: 'Stainless steel, zirconia element',
    productType: 'Lambda sensor',
    about: 'Upstream lambda sensor; clears the check-engine light caused by a slow sensor.',
  },
  {
    sub: 'electrical-sensors',
    code: 'ABS',
    name: 'ABS wheel speed sensor',
    makers: ['Bosch', 'ATE', 'Original'],
    price: [600, 2200],
    weight: [0.1, 0.2],
    dims: [20, 6, 4],
    colors: ['Black'],
    material: 'Plastic housing, copper coil',
    productType: 'Wheel speed sensor',
    about: 'Front wheel speed sensor with connector, for a steady ABS light-off.',
  },
  {
    sub: 'electrical-ignition-coils',
    code: 'IGC',
    name: 'ignition coil',
    makers: ['Bosch', 'Denso', 'Delphi', 'NGK'],
    price: [700, 2600],
    weight: [0.3, 0.6],
    dims: [18, 8, 6],
    colors: ['Black'],
    material: 'Epoxy resin',
    productType: 'Ignition coil',
    about: 'Fixes misfires and rough idle; one coil per cylinder.',
  },
  {
    sub: 'filters-oil',
    code: 'OFL',
    name: 'oil filter',
    makers: ['Mann-Filter', 'Mahle', 'Bosch', 'Original'],
    price: [80, 450],
    weight: [0.2, 0.4],
    dims: [10, 8, 8],
    colors: ['White', 'Blue', 'Black'],
    material: 'Steel canister, cellulose media',
    productType: 'Oil filter',
    about: 'Spin-on filter with an anti-drain valve; change it with every oil service.',
  },
  {
    sub: 'filters-air',
    code: 'AFL',
    name: 'air filter',
    makers: ['Mann-Filter', 'Mahle', 'Bosch', 'K&N'],
    price: [150, 900],
    weight: [0.2, 0.5],
    dims: [30, 20, 5],
    colors: ['White', 'Red'],
    material: 'Pleated paper media',
    productType: 'Air filter',
    about: 'Catches fine dust and sand; check it every 10,000 km in Egyptian conditions.',
  },
  {
    sub: 'filters-cabin',
    code: 'CFL',
    name: 'cabin air filter (activated carbon)',
    makers: ['Mann-Filter', 'Bosch', 'Mahle'],
    price: [150, 650],
    weight: [0.2, 0.3],
    dims: [25, 20, 3],
    colors: ['Grey'],
    material: 'Activated carbon fleece',
    productType: 'Cabin filter',
    about: 'Activated carbon layer keeps dust and exhaust smell out of the cabin.',
  },
  {
    sub: 'filters-fuel',
    code: 'FFL',
    name: 'fuel filter',
    makers: ['Bosch', 'Mann-Filter', 'Mahle'],
    price: [150, 700],
    weight: [0.2, 0.4],
    dims: [15, 8, 8],
    colors: ['Silver', 'Black'],
    material: 'Steel housing, paper media',
    productType: 'Fuel filter',
    about: 'In-line filter that protects the injectors from dirt in the fuel.',
  },
  {
    sub: 'lighting-headlights',
    code: 'HDL',
    name: 'headlight assembly, left',
    makers: ['Depo', 'TYC', 'Valeo', 'Original'],
    price: [2500, 14000],
    weight: [3, 6],
    dims: [60, 35, 30],
    colors: ['Clear'],
    material: 'Polycarbonate lens, ABS housing',
    productType: 'Headlight',
    about: 'Direct-fit headlight with adjuster motor socket; bulbs not included.',
    usedOk: true,
  },
  {
    sub: 'lighting-tail-lights',
    code: 'TLL',
    name: 'tail light, right',
    makers: ['Depo', 'TYC', 'Original'],
    price: [1200, 6000],
    weight: [1.2, 2.5],
    dims: [45, 25, 15],
    colors: ['Red'],
    material: 'PMMA lens, ABS housing',
    productType: 'Tail light',
    about: 'Outer tail lamp with bulb holder, same shape and colour as the original.',
    usedOk: true,
  },
  {
    sub: 'lighting-bulbs',
    code: 'BLB',
    name: 'halogen headlight bulbs (pair)',
    makers: ['Philips', 'Osram'],
    price: [180, 950],
    weight: [0.1, 0.15],
    dims: [10, 6, 6],
    colors: ['Clear'],
    material: 'Quartz glass',
    productType: 'Headlight bulb',
    about: 'Up to 60% more light than standard bulbs, street-legal.',
  },
  {
    sub: 'lighting-fog-lights',
    code: 'FOG',
    name: 'fog lamp, left',
    makers: ['Depo', 'TYC', 'Hella'],
    price: [600, 2500],
    weight: [0.6, 1],
    dims: [15, 12, 10],
    colors: ['Clear'],
    material: 'Polycarbonate lens',
    productType: 'Fog lamp',
    about: 'Bumper fog lamp with an H11 socket; fits the original mounting points.',
  },
  {
    sub: 'body-bumpers',
    code: 'BMP',
    name: 'front bumper',
    makers: ['Original', 'TYG'],
    price: [2500, 9000],
    weight: [4, 7],
    dims: [180, 50, 40],
    colors: ['Unpainted black', 'Primer grey'],
    material: 'Polypropylene',
    productType: 'Bumper',
    about: 'Unpainted bumper cover with fog lamp openings, ready for paint.',
    usedOk: true,
  },
  {
    sub: 'body-mirrors',
    code: 'MIR',
    name: 'side mirror, right (electric)',
    makers: ['Original', 'Depo', 'TYC'],
    price: [900, 4500],
    weight: [1, 1.8],
    dims: [28, 18, 15],
    colors: ['Black', 'Primer grey'],
    material: 'ABS plastic, heated glass',
    productType: 'Side mirror',
    about: 'Electric adjustment with heated glass and indicator lamp.',
    usedOk: true,
  },
  {
    sub: 'body-fenders',
    code: 'FND',
    name: 'front fender, left',
    makers: ['Original', 'TYG'],
    price: [1200, 5000],
    weight: [3, 5],
    dims: [90, 60, 20],
    colors: ['Primer grey'],
    material: 'Steel',
    productType: 'Fender',
    about: 'E-coated steel fender with the original mounting holes.',
  },
  {
    sub: 'body-grilles',
    code: 'GRL',
    name: 'front grille',
    makers: ['Original', 'TYG'],
    price: [700, 4500],
    weight: [0.8, 1.5],
    dims: [90, 25, 8],
    colors: ['Chrome', 'Gloss black'],
    material: 'ABS plastic',
    productType: 'Grille',
    about: 'Radiator grille with badge mount; clips in without drilling.',
  },
  {
    sub: 'cooling-radiators',
    code: 'RAD',
    name: 'radiator',
    makers: ['Valeo', 'Nissens', 'Denso', 'Koyorad'],
    price: [2500, 9500],
    weight: [4, 7],
    dims: [68, 45, 4],
    colors: ['Silver'],
    material: 'Aluminium core, plastic tanks',
    productType: 'Radiator',
    about: 'Brazed aluminium core sized for Egyptian summers and long idling in traffic.',
  },
  {
    sub: 'cooling-water-pumps',
    code: 'WPM',
    name: 'water pump',
    makers: ['Aisin', 'GMB', 'SKF', 'Gates'],
    price: [900, 3800],
    weight: [1.2, 2.5],
    dims: [15, 15, 12],
    colors: ['Silver'],
    material: 'Aluminium housing, steel impeller',
    productType: 'Water pump',
    about: 'Comes with a new gasket; best replaced together with the timing belt.',
  },
  {
    sub: 'cooling-thermostats',
    code: 'THR',
    name: 'thermostat with housing',
    makers: ['Wahler', 'Mahle', 'Gates'],
    price: [350, 1600],
    weight: [0.2, 0.5],
    dims: [10, 8, 8],
    colors: ['Black'],
    material: 'Plastic housing, wax element',
    productType: 'Thermostat',
    about: 'Opens at the factory temperature so the engine warms up fast and never runs hot.',
  },
  {
    sub: 'cooling-fans',
    code: 'FAN',
    name: 'radiator fan assembly',
    makers: ['Valeo', 'Nissens', 'Original'],
    price: [1800, 6500],
    weight: [3, 5],
    dims: [45, 40, 12],
    colors: ['Black'],
    material: 'Plastic shroud, DC motor',
    productType: 'Cooling fan',
    about: 'Complete fan with shroud and motor, plugs into the original connector.',
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
      classification === 'used' ? `Used original ${t.name} – ${car}` : `${maker} ${t.name} – ${car}`;
    const fit = `Fits ${car} ${model.years[0]}–${model.years[1]} (${(engine / 1000).toFixed(1)} L).`;
    // One or two sentences: what the part does (or where a used one came from), then the fit.
    const about =
      classification === 'used'
        ? `Original part taken off a running ${model.en} and tested, with a 30-day warranty.`
        : t.about;
    const [length, width, height] = t.dims;
    const jitter = (n: number): number => Math.max(0.5, between(rng, n * 0.9, n * 1.1, 0.5));
    return {
      name,
      sku: sku(`CP-${cat.code}-${t.code}-${brand.code}`),
      description: `${about} ${fit}`,
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

const CUSTOMERS: readonly string[] = [
  'محمد عبد الرحمن',
  'Ahmed Hassan',
  'منى السيد',
  'Youssef El-Sharkawy',
  'أحمد مصطفى',
  'Mariam Adel',
  'كريم فتحي',
  'Omar Khaled',
  'هبة محمود',
  'Mahmoud Abdelaziz',
  'مصطفى إبراهيم',
  'Nour El-Din Samir',
  'سارة عبد الله',
  'Tarek Mansour',
  'عمرو الشافعي',
  'Hany Ramadan',
  'ياسمين جمال',
  'Sherif Naguib',
  'إسلام عبد الفتاح',
  'Dina Farouk',
  'وليد رشدي',
  'Mina Girgis',
  'رانيا عبد الحميد',
  'Hossam Eldin Ali',
];

type Area = {
  area: string;
  city: 'Cairo' | 'Giza' | 'Alexandria';
  lat: number;
  lng: number;
  streets: readonly string[];
};

const AREAS: readonly Area[] = [
  {
    area: 'Nasr City',
    city: 'Cairo',
    lat: 30.0561,
    lng: 31.3301,
    streets: ['Abbas El-Akkad St', 'Makram Ebeid St', 'Mostafa El-Nahas St'],
  },
  {
    area: 'Heliopolis',
    city: 'Cairo',
    lat: 30.0911,
    lng: 31.3225,
    streets: ['El-Merghany St', 'Baghdad St', 'El-Hegaz St'],
  },
  { area: 'Maadi', city: 'Cairo', lat: 29.9602, lng: 31.2569, streets: ['Road 9', 'Road 233'] },
  {
    area: 'New Cairo, Fifth Settlement',
    city: 'Cairo',
    lat: 30.0081,
    lng: 31.4283,
    streets: ['South 90th St', 'El-Tesen St'],
  },
  {
    area: 'Shubra',
    city: 'Cairo',
    lat: 30.1005,
    lng: 31.2444,
    streets: ['Shubra St', 'Khalafawy St'],
  },
  {
    area: 'Zamalek',
    city: 'Cairo',
    lat: 30.0609,
    lng: 31.2197,
    streets: ['26th of July St', 'Brazil St'],
  },
  {
    area: 'Mohandessin',
    city: 'Giza',
    lat: 30.0566,
    lng: 31.2003,
    streets: ['Gameat El-Dowal El-Arabeya St', 'Shehab St', 'Lebanon St'],
  },
  {
    area: 'Dokki',
    city: 'Giza',
    lat: 30.0385,
    lng: 31.2123,
    streets: ['Tahrir St', 'Mossadak St'],
  },
  { area: 'Haram', city: 'Giza', lat: 29.9936, lng: 31.1556, streets: ['Haram St', 'Faisal St'] },
  {
    area: '6th of October City',
    city: 'Giza',
    lat: 29.9727,
    lng: 30.9441,
    streets: ['Central Axis', 'El-Hosary Sq'],
  },
  {
    area: 'Smouha',
    city: 'Alexandria',
    lat: 31.2156,
    lng: 29.9553,
    streets: ['Victor Emmanuel St', 'Fawzy Moaz St'],
  },
  { area: 'Sidi Gaber', city: 'Alexandria', lat: 31.2185, lng: 29.9424, streets: ['Abou Qir St'] },
  { area: 'Stanley', city: 'Alexandria', lat: 31.2355, lng: 29.9488, streets: ['El-Geish Rd'] },
  {
    area: 'Miami',
    city: 'Alexandria',
    lat: 31.2678,
    lng: 30.0063,
    streets: ['Khaled Ibn El-Waleed St', 'Gamal Abdel Nasser St'],
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
  products: { id: number; name: string; sku: string; price: number }[],
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
    const address = `${rng.int(1, 120)} ${rng.pick(where.streets)}, Apt ${rng.int(1, 24)}, ${where.area}, ${where.city}`;
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
