import type { Lang } from '../../schemas';
import type { AppMessages } from './en';
import type { PageMessages } from './en-pages';
import type { RaMessages } from './ra-ar';

/**
 * The catalogues, one chunk per language and part: a page loads the language on screen only, and the
 * other one when the vendor switches to it. `app` is ours, for every page; `pages` is ours for the
 * dashboard pages that load their own code (home, orders, bulk upload, profile), fetched with them;
 * `admin` is react-admin's, for the dashboard. A visit that has needed a part fetches it too on a
 * switch.
 */
const LOADERS = {
  app: {
    ar: () => import('./ar').then((m) => m.ar),
    en: () => import('./en').then((m) => m.en),
  },
  pages: {
    ar: () => import('./ar-pages').then((m) => m.arPages),
    en: () => import('./en-pages').then((m) => m.enPages),
  },
  admin: {
    ar: () => import('./ra-ar').then((m) => m.raArabic),
    en: () => import('ra-language-english').then((m) => m.default),
  },
} satisfies Record<string, Record<Lang, () => Promise<object>>>;

/** Our texts in one object: the pages part, once loaded, over the app part. */
type OurTexts = Omit<AppMessages, keyof PageMessages> & Partial<PageMessages>;

type Parts = { app: AppMessages; pages: PageMessages; admin: RaMessages };
export type Part = keyof Parts;

const loaded: { [P in Part]: Partial<Record<Lang, Parts[P]>> } = { app: {}, pages: {}, admin: {} };
/** Our texts of each language, the app part and the pages part once loaded, in one object. */
const texts: Partial<Record<Lang, OurTexts>> = {};
const pending = new Map<string, Promise<void>>();
const needed = new Set<Part>(['app']);

const loadPart = (part: Part, lang: Lang) => {
  const key = `${part}:${lang}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = LOADERS[part][lang]().then(
      (messages) => {
        (loaded[part] as Record<Lang, object>)[lang] = messages;
        if (part !== 'admin') texts[lang] = { ...loaded.app[lang], ...loaded.pages[lang] } as OurTexts;
      },
      (error: unknown) => {
        pending.delete(key); // a failed fetch is tried again by the next call
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
};

/** Fetches what this visit needs of `lang`'s catalogue: `part` from now on, and the parts it already used. */
export const loadCatalogue = async (lang: Lang, part?: Part) => {
  if (part) needed.add(part);
  await Promise.all([...needed].map((p) => loadPart(p, lang)));
};

/** A loaded part. Read before its load, it is empty: the texts' keys show, and the tests that read them fail. */
export const catalogue = <P extends Part>(part: P, lang: Lang): Parts[P] =>
  loaded[part][lang] ?? ({} as Parts[P]);

/** Our texts in `lang`: the app part, and the pages part once loaded. Empty before the app part. */
export const ourTexts = (lang: Lang): OurTexts => texts[lang] ?? ({} as OurTexts);
