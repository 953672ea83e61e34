import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuItem, startIn, tableRows, TEXT } from './helpers';

test.use({ account: 'tires' });

/** The API's GET requests of one path, as they leave the page. */
const getRequests = (page: Page, resource: string) => {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/${resource}` && request.method() === 'GET') seen.push(url);
  });
  return seen;
};

/** Holds the dashboard's code back until `until` says so. */
const holdDashboardCode = async (page: Page, until: () => boolean) => {
  // Its own chunk (tools/dashboard-chunks.ts), which App.tsx's imports; the early requests'
  // code is `dashboard-early`.
  await page.route(/\/assets\/dashboard-[\w-]{8}\.js$/, async (route) => {
    await expect.poll(until, { timeout: 10_000 }).toBe(true);
    await route.continue();
  });
};

test('a list’s rows and brand names are asked for while the dashboard’s code loads, and once (Arabic)', async ({
  page,
}) => {
  await startIn(page, 'ar');
  const tires = getRequests(page, 'tires');
  const brands = getRequests(page, 'tire-brands');
  // The dashboard's code only comes once both requests have left: they cannot be the list's own.
  await holdDashboardCode(page, () => tires.length > 0 && brands.length > 0);
  await page.goto('/dashboard/tires');
  await expect(tableRows(page)).toHaveCount(10);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The list took those answers: it asked nothing again.
  expect(tires).toHaveLength(1);
  expect(brands).toHaveLength(1);
  expect(JSON.parse(tires[0].searchParams.get('range')!)).toEqual([0, 9]);
  // A brand column reads its names from the early answer (an Arabic row names its brand in Arabic).
  await expect(tableRows(page).first().locator('td').nth(3)).not.toBeEmpty();
});

test('with its answers in, a list’s rows come before the menu and the app bar’s buttons, which follow (Arabic)', async ({
  page,
}) => {
  await startIn(page, 'ar');
  // The order in which the rows, the menu and the account button first enter the page.
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { __order: order });
    const watched = {
      rows: 'table tbody tr',
      menu: '.RaMenuItemLink-root',
      account: '.RaUserMenu-userButton',
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched))
        if (!order.includes(name) && document.querySelector(selector)) order.push(name);
      const main = document.querySelector('#main-content');
      if (order.includes('rows') && main && !('__mainBox' in window)) {
        const { x, y, width } = main.getBoundingClientRect();
        Object.assign(window, { __mainBox: { x, y, width } });
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const answered = new Set<string>();
  page.on('response', (response) => answered.add(new URL(response.url()).pathname));
  await holdDashboardCode(
    page,
    () =>
      answered.has('/api/v1/tires') && answered.has('/api/v1/tire-brands') && answered.has('/api/v1/auth/me'),
  );
  await page.goto('/dashboard/tires');
  await expect(tableRows(page)).toHaveCount(10);
  await expect(menuItem(page, TEXT.ar.home)).toBeVisible();
  await expect(page.locator('.RaUserMenu-userButton')).toBeVisible();
  const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
  expect(order[0]).toBe('rows');
  // The menu and the app bar's buttons come together, in the render after.
  expect(order.slice(1).sort()).toEqual(['account', 'menu']);
  // In places already sized: the page's content, on screen before them, has not moved.
  const before = await page.evaluate(() => (window as unknown as { __mainBox: object }).__mainBox);
  const after = await page.locator('#main-content').evaluate((main) => {
    const { x, y, width } = main.getBoundingClientRect();
    return { x, y, width };
  });
  expect(after).toEqual(before);
});

test('the early request follows the page, sort and filter in the address and in the stored choices', async ({
  page,
}) => {
  await startIn(page, 'en');
  // A vendor chose 25 rows a page before (react-admin keeps that in its store)…
  await page.addInitScript(() =>
    localStorage.setItem(
      'RaStore.batteries.listParams',
      JSON.stringify({ sort: 'price', order: 'ASC', page: 1, perPage: 25, filter: {} }),
    ),
  );
  const batteries = getRequests(page, 'batteries');
  await holdDashboardCode(page, () => batteries.length > 0);
  await page.goto('/dashboard/batteries');
  await expect.poll(() => tableRows(page).count()).toBeGreaterThan(10);
  expect(batteries).toHaveLength(1);
  expect(JSON.parse(batteries[0].searchParams.get('range')!)).toEqual([0, 24]);
  expect(JSON.parse(batteries[0].searchParams.get('sort')!)).toEqual(['price', 'ASC']);

  // …and an address with its own filter wins over the stored choices, as in react-admin.
  const filtered = getRequests(page, 'batteries');
  await page.goto(
    `/dashboard/batteries?filter=${encodeURIComponent(JSON.stringify({ voltage: 60 }))}&perPage=10`,
  );
  await expect(tableRows(page).first()).toContainText('60 amps');
  expect(filtered).toHaveLength(1);
  expect(JSON.parse(filtered[0].searchParams.get('filter')!)).toEqual({ voltage: 60 });
  expect(JSON.parse(filtered[0].searchParams.get('range')!)).toEqual([0, 9]);
});

test('the home page’s summary and the vendor’s name are asked for while the code loads, and once', async ({
  page,
}) => {
  await startIn(page, 'en');
  const summaries = getRequests(page, 'home/summary');
  const me = getRequests(page, 'auth/me');
  await holdDashboardCode(page, () => summaries.length > 0 && me.length > 0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(summaries).toHaveLength(1);
  expect(me).toHaveLength(1);
  // Another period is asked for when chosen: the early answer was for the first one only.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect.poll(() => summaries.length).toBe(2);
});

test('on a phone, whose cards name no brand, no brand list is asked for', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startIn(page, 'ar');
  const tires = getRequests(page, 'tires');
  const brands = getRequests(page, 'tire-brands');
  await page.goto('/dashboard/tires');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => tires.length).toBe(1);
  expect(brands).toHaveLength(0);
});
