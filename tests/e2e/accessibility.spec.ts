import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, menuItem, signInByStorage, settled, TEXT, type Lang } from './helpers';

// Issue 16: axe-core over every route of the spec, in both languages and for both vendor types,
// with no violation: the issue asks for no serious or critical one, and the moderate and minor
// ones (landmarks, headings, roles) are held at none too. The routes are the spec's (section 2);
// ids are the demo data's first product and order.
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

// A third of the browser tests' time, 10.6 min of 15.6 in CI on one worker: its tests share
// nothing, so both workers take them.
test.describe.configure({ mode: 'parallel' });

type Finding = { route: string; id: string; impact: string; help: string; nodes: string[] };

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/** axe's violations on the page as it stands, of impact `least` or more. */
const audit = async (page: Page, route: string, least = 'minor'): Promise<Finding[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
    // About a dozen pages, each loaded, settled and audited: 15–20 s on an idle machine.
    test.setTimeout(90_000);
    await inLanguage(page, lang);
    const findings: Finding[] = [];
    for (const route of [...PUBLIC, ...AUTH]) {
      await visit(page, route);
      findings.push(...(await audit(page, route)), ...(await otherInputs(page, route)));
    }
    expect(findings).toEqual([]);
  });

  // 360 px, the most common Android width: below 380 px the public header shows its mark alone.
  test(`on a 360 px phone, the public pages and sign-in have no axe violation (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await inLanguage(page, lang);
    const findings: Finding[] = [];
    for (const route of [...PUBLIC, '/auth/login']) {
      await visit(page, route);
      findings.push(...(await audit(page, route)));
    }
    expect(findings).toEqual([]);
  });

  for (const who of ['tires', 'parts'] as const) {
    test(`every dashboard page has no axe violation, outlined inputs only and one level-one heading (${who}, ${lang})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const token = await signInByStorage(page, ACCOUNTS[who], lang);
      const ids = await firstIds(page, token);
      const routes = [
        ...DASHBOARD,
        ...BY_TYPE[who],
        `/dashboard/product/${ids.product}`,
        `/dashboard/order-details/${ids.order}`,
      ];
      const findings: Finding[] = [];
      for (const route of routes) {
        await visit(page, route);
        findings.push(
          ...(await audit(page, route)),
          ...(await otherInputs(page, route)),
          ...(await headingOne(page, route)),
        );
      }
      expect(findings).toEqual([]);
    });
  }
}

// The loading bar shows while any request is out, on every page: an audit that ran while one was
// out found it outside the landmarks. Held out here, so that the audit runs while it shows, and
// past a second, when react-admin draws a stand-in table: it had empty header cells and unnamed
// checkboxes.
for (const lang of ['ar', 'en'] as Lang[]) {
  test(`while a list loads, the loading bar and the stand-in table pass axe (${lang})`, async ({ page }) => {
    await signInByStorage(page, ACCOUNTS.tires, lang);
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
  await signInByStorage(page, ACCOUNTS.tires, 'ar');
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
    await signInByStorage(page, ACCOUNTS.tires, 'ar');
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
