import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuItem, settled, startIn, TEXT, type Lang } from './helpers';

// Issue 16: axe-core over every route of the spec, in both languages and for both vendor types,
// with no violation: the issue asks for no serious or critical one, and the moderate and minor
// ones (landmarks, headings, roles) are held at none too. The routes are the spec's (section 2);
// ids are the demo data's first product and order. Issue 36: a signed-in page moves from route to
// route inside the app, with axe injected once, and the pages both vendor types share are audited
// once per language.
const PUBLIC = ['/', '/about', '/faqs', '/privacy', '/terms'];
const AUTH = [
  '/auth/login',
  '/auth/select-vendor',
  '/auth/reset-password',
  '/auth/first-register-step',
  '/auth/register-form',
];
const DASHBOARD = [
  '/dashboard',
  '/dashboard/all-products',
  '/dashboard/orders',
  '/dashboard/profile',
  '/dashboard/notifications',
  '/dashboard/imports',
  '/dashboard/about',
  '/dashboard/faqs',
  '/dashboard/privacy',
  '/dashboard/terms',
  '/dashboard/no-such-page',
];
const BY_TYPE = {
  tires: [
    '/dashboard/tires',
    '/dashboard/batteries',
    '/dashboard/add-tire',
    '/dashboard/add-battery',
    '/dashboard/bulk-tire-upload',
    '/dashboard/bulk-battery-upload',
  ],
  parts: ['/dashboard/car-parts', '/dashboard/add-car-part', '/dashboard/bulk-car-part-upload'],
} as const;

// Each test is a page of its own, sharing nothing: both workers take them.
test.describe.configure({ mode: 'parallel' });

type Finding = { route: string; id: string; impact: string; help: string; nodes: string[] };

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/**
 * axe-core 4.14, whose label-content-name-mismatch rule (WCAG 2.5.3) runs by default, through
 * @axe-core/playwright 4.13's `axeSource` option: its 4.14 needs Node 22.12, and ours is 20. Run
 * only in a document that has no axe yet: a sweep moves from route to route inside one page, so
 * axe is injected once per page rather than once per audit.
 */
const AXE_ONCE = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * axe's violations on the page as it stands, of impact `least` or more: every rule axe runs by
 * default. Legacy mode runs axe in the page itself; the default mode finishes each run in a new
 * blank page (for frames of other origins, which no page here has), half of each audit's time.
 * Only violations are read: `resultTypes` spares axe listing every node that passed (a third of
 * an audit), and changes neither the rules run nor what they find.
 */
const audit = async (page: Page, route: string, least = 'minor'): Promise<Finding[]> => {
  const { violations, testEngine } = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(testEngine.version, 'the axe-core that ran').toBe(axe.version);
  const counted = violations.filter((v) => IMPACTS.indexOf(v.impact ?? '') >= IMPACTS.indexOf(least));
  return counted.map((v) => ({
    route,
    id: v.id,
    impact: v.impact!,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.slice(0, 300)),
  }));
};

/**
 * One visual language: every input outlined. MUI's standard and filled inputs are also fetched only
 * if one is ever drawn (src/overrides/mui-overlays.tsx): none may be, on any page.
 */
const otherInputs = async (page: Page, route: string): Promise<Finding[]> => {
  const found = await page.locator('.MuiInput-root, .MuiFilledInput-root').count();
  return found
    ? [{ route, id: 'input-variant', impact: 'look', help: `${found} inputs not outlined`, nodes: [] }]
    : [];
};

/**
 * One level-one heading, the page's name, that a screen reader's heading keys find: the top bar's
 * title is not a heading, and a page with its own keeps only that.
 */
const headingOne = async (page: Page, route: string): Promise<Finding[]> => {
  const headings = page.getByRole('heading', { level: 1 });
  await expect(headings.first(), `a level-one heading on ${route}`).toBeAttached();
  const names = await headings.allTextContents();
  return names.length === 1 && names[0].trim()
    ? []
    : [
        {
          route,
          id: 'heading-one',
          impact: 'structure',
          help: `level-one headings: ${JSON.stringify(names)}`,
          nodes: [],
        },
      ];
};

/** A menu or popover fades in: audit it once its transitions have finished, not mid-fade. */
const transitionsDone = (page: Page) =>
  page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));

/**
 * Every audited page has its level-one heading once drawn. A quiet network alone is not enough: on
 * a busy machine the app's code can still be running half a second after its last request.
 */
const visit = async (page: Page, route: string) => {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${route} drawn`).toBeAttached();
  await settled(page);
};

/**
 * Moves the app to `route` as its own links do, in the same document: the router follows the
 * history entry. Done once the new page's level-one heading has replaced the last one's.
 */
const moveTo = async (page: Page, route: string) => {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const last = (await heading.textContent()) ?? '';
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(route);
  await expect(heading, `${route} drawn`).not.toHaveText(last);
  await settled(page);
};

type Check = (page: Page, route: string) => Promise<Finding[]>;

/**
 * Audits `routes` in one page with `checks`: the first loaded, the others reached inside the app,
 * or each loaded when `load` is set (the registration's steps share one heading, so a move
 * between them cannot be seen to land). A prerendered page is taken over with its markup as it
 * is (public-pages.spec.ts), so a page reached inside the app is the page the server sends.
 */
const sweep = async (
  page: Page,
  routes: string[],
  checks: Check[] = [audit, otherInputs, headingOne],
  { load = false } = {},
) => {
  const findings: Finding[] = [];
  for (const [i, route] of routes.entries()) {
    await (i === 0 || load ? visit(page, route) : moveTo(page, route));
    for (const check of checks) findings.push(...(await check(page, route)));
  }
  return findings;
};

/** The first product and order of the signed-in vendor, so their own pages are audited too. */
const firstIds = async (page: Page, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const products = await page.request.get('/api/v1/products?range=[0,0]', { headers });
  const orders = await page.request.get('/api/v1/orders?range=[0,0]', { headers });
  return {
    product: ((await products.json()) as { id: number }[])[0].id,
    order: ((await orders.json()) as { id: number }[])[0].id,
  };
};

/** The public and sign-in pages in `lang`: the server draws them in the cookie's language. */
const inLanguage = async (page: Page, lang: Lang) => {
  await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), lang);
  await page
    .context()
    .addCookies([
      { name: 'i18nextLng', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' },
    ]);
};

for (const lang of ['ar', 'en'] as Lang[]) {
  test(`public and sign-in pages have no axe violation, and outlined inputs only (${lang})`, async ({
    page,
  }) => {
    await inLanguage(page, lang);
    const findings = [
      ...(await sweep(page, PUBLIC, [audit, otherInputs])),
      ...(await sweep(page, AUTH, [audit, otherInputs], { load: true })),
    ];
    expect(findings).toEqual([]);
  });

  // 360 px, the most common Android width: below 380 px the public header shows its mark alone.
  test(`on a 360 px phone, the public pages and sign-in have no axe violation (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await inLanguage(page, lang);
    expect(await sweep(page, [...PUBLIC, '/auth/login'], [audit])).toEqual([]);
  });

  test.describe(`signed in (${lang})`, () => {
    test.use({ lang });

    // The pages every vendor has are audited once per language, as the tires vendor.
    test.describe('as the tires vendor', () => {
      test.use({ account: 'tires' });
      test(`every dashboard page both vendor types share has no axe violation, outlined inputs only and one level-one heading (${lang})`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        expect(await sweep(page, DASHBOARD)).toEqual([]);
      });
    });

    for (const who of ['tires', 'parts'] as const)
      test.describe(`as the ${who} vendor`, () => {
        test.use({ account: who });
        test(`the ${who} vendor’s own pages, a product and an order have no axe violation, outlined inputs only and one level-one heading (${lang})`, async ({
          page,
          sessions,
        }) => {
          const ids = await firstIds(page, await sessions.token(who));
          const routes = [
            ...BY_TYPE[who],
            `/dashboard/product/${ids.product}`,
            `/dashboard/order-details/${ids.order}`,
          ];
          expect(await sweep(page, routes)).toEqual([]);
        });
      });
  });
}

// The loading bar shows while any request is out, on every page: an audit that ran while one was
// out found it outside the landmarks. Held out here, so that the audit runs while it shows, and
// past a second, when react-admin draws a stand-in table: it had empty header cells and unnamed
// checkboxes.
test.describe('signed in as the tires vendor', () => {
  test.use({ account: 'tires' });

  for (const lang of ['ar', 'en'] as Lang[]) {
    test(`while a list loads, the loading bar and the stand-in table pass axe (${lang})`, async ({
      page,
    }) => {
      await startIn(page, lang);
      await visit(page, '/dashboard');
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/v1/orders?**', async (route) => {
        await held;
        await route.continue();
      });
      await menuItem(page, TEXT[lang].myOrders).click();
      const bar = page.getByRole('status').getByRole('progressbar', { name: TEXT[lang].loading });
      await expect(bar).toBeVisible();
      const standIn = page.getByTestId('list-loading');
      await expect(standIn).toBeVisible();
      expect(await audit(page, '/dashboard/orders, loading')).toEqual([]);
      answer();
      await expect(bar).toBeHidden();
      await expect(standIn).toBeHidden();
      await expect(page.getByRole('table')).toBeVisible();
    });
  }

  test('on a phone in Arabic, the header’s controls are named in Arabic and the open menus pass axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startIn(page, 'ar');
    await visit(page, '/dashboard');
    const header = page.getByRole('banner');
    const names = await header
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    for (const name of names) expect(name, `a header button named "${name}"`).not.toMatch(/[A-Za-z]{3}/);
    const account = header.getByRole('button', { name: 'قائمة الحساب' });
    await account.hover();
    await expect(page.getByRole('tooltip')).toHaveText('قائمة الحساب');
    await account.click();
    await transitionsDone(page);
    // An open menu is drawn at the page's end, outside its landmarks, as MUI draws every popover
    // (axe: region, moderate): the open menus are held to the issue's bar, serious and critical.
    expect(await audit(page, 'user menu (phone, ar)', 'serious')).toEqual([]);
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: /الإشعارات/ }).click();
    await transitionsDone(page);
    expect(await audit(page, 'notifications (phone, ar)', 'serious')).toEqual([]);
  });

  /** The roles whose names are the dashboard's own words, not a vendor's data (a product's name). */
  const CONTROL =
    /^\s*- (button|navigation|combobox|searchbox|spinbutton|checkbox|switch|tab|menuitem)\b "([^"]*)"/;
  // Words the spec itself writes in Latin letters inside Arabic labels: «رمز المنتج (SKU)», the
  // spreadsheet formats.
  const SPEC_WORDS = /\b(SKU|xlsx|csv)\b/g;

  for (const width of [1366, 390])
    test(`in Arabic, the dashboard's controls are named in Arabic, pagination and map included (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await startIn(page, 'ar');
      const english: string[] = [];
      // Each with a control that MUI or Leaflet names in English unless told: the list's pages (a
      // landmark on a wide screen, arrows on a phone), the map's zoom.
      const pages = page.getByRole('navigation', { name: 'التنقل عبر الصفحات' });
      const next = page.getByRole('button', { name: 'انتقل إلى الصفحة التالية' });
      const routes = {
        '/dashboard/tires': width > 600 ? pages : next,
        '/dashboard/orders': width > 600 ? pages : next,
        '/dashboard/notifications': null,
        '/dashboard/profile': page.getByRole('button', { name: 'تكبير', exact: true }),
      };
      for (const [route, named] of Object.entries(routes)) {
        await visit(page, route);
        if (named) await expect(named).toBeVisible();
        for (const line of (await page.locator('body').ariaSnapshot()).split('\n')) {
          const name = CONTROL.exec(line)?.[2];
          if (name && /[A-Za-z]{3,}/.test(name.replace(SPEC_WORDS, '')))
            english.push(`${route}: ${line.trim()}`);
        }
      }
      expect(english).toEqual([]);
    });
});
