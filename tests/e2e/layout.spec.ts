import { getContrastRatio } from '@mui/material/styles';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  BATTERY_NAME,
  expectOnlyRows,
  expectRows,
  menuItem,
  ORDER_NUMBER,
  settled,
  signIn,
  startIn,
  switchLanguage,
  TEXT,
  TIRE_NAME,
  userMenu,
  userMenuButton,
} from './helpers';

const ROOT = /^http:\/\/[^/]+\/$/;

/** WCAG's contrast ratio between the loading bar's moving part and the app bar under it. */
const barOverAppBarContrast = async (page: Page) => {
  const [bar, appBar] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('.mw-spinner')!, '::after').backgroundColor,
    getComputedStyle(document.querySelector('.MuiAppBar-root')!).backgroundColor,
  ]);
  return getContrastRatio(bar, appBar);
};

test.describe('not found', () => {
  test('an unknown path says so in Arabic and links back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(TEXT.ar.notFound)).toBeVisible();
    const back = page.getByRole('link', { name: TEXT.ar.backHome });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(ROOT);
    await expect(page.getByRole('heading', { name: TEXT.ar.landingHeadline })).toBeVisible();
  });

  test('an unknown path says so in English', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText(TEXT.en.notFound)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.en.backHome })).toHaveAttribute('href', '/');
  });

  test('the home page / loads when opened directly', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: TEXT.ar.landingHeadline })).toBeVisible();
  });

  test.describe('signed in as the tire vendor', () => {
    test.use({ account: 'tires' });

    test('an unknown dashboard path shows the not-found page to a signed-in vendor', async ({ page }) => {
      await page.goto('/dashboard/nope');
      await expect(page.getByText(TEXT.ar.notFound)).toBeVisible();
      // Inside the dashboard it leads back to the dashboard, not to the public front page.
      await expect(page.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });

    test('the dashboard’s not-found page leads back to the dashboard', async ({ page }) => {
      await startIn(page, 'ar');
      await page.goto('/dashboard/no-such-page');
      await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
      await expect(page).toHaveTitle('الصفحة غير موجودة · مورّد');
      // One main landmark, the layout's: the page inside it is not a second one.
      await expect(page.getByRole('main')).toHaveCount(1);
      const back = page.getByRole('link', { name: 'العودة إلى لوحة التحكم' });
      await expect(back).toHaveAttribute('href', '/dashboard');
      await back.click();
      await expect(page).toHaveURL(/\/dashboard\/?$/);
      await expect(page).toHaveTitle('الرئيسية · مورّد');

      // Outside the dashboard it still leads to the front page.
      await page.goto('/no-such-page');
      await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main')).toHaveCount(1);
    });
  });
});

test('react-admin’s own sign-in page is not served: /dashboard/login is sign-in or not-found', async ({
  page,
}) => {
  // The sign-in is /auth/login; react-admin's default form (username and password) would call our
  // API with fields it refuses.
  await page.goto('/dashboard/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator('input[type=password]')).toBeVisible();
  await signIn(page, ACCOUNTS.tires);
  await page.goto('/dashboard/login');
  await expect(page.getByText(TEXT.ar.notFound)).toBeVisible();
  await expect(page.locator('input[name=username]')).toHaveCount(0);
});

test.describe('dashboard layout', () => {
  test.use({ account: 'tires' });

  test('the user menu lists six translated entries, each with an icon', async ({ page }) => {
    await page.goto('/dashboard');

    for (const lang of ['ar', 'en'] as const) {
      if (lang === 'en') await switchLanguage(page, 'en');
      await userMenuButton(page).click();
      const items = userMenu(page).getByRole('menuitem');
      await expect(items).toHaveText([...TEXT[lang].userMenu]);
      for (const item of await items.all()) await expect(item.locator('svg')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(userMenu(page)).toBeHidden();
    }

    // The entries lead to the account pages.
    await userMenuButton(page).click();
    const links = userMenu(page).getByRole('menuitem');
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.slice(0, 5)).toEqual([
      '/dashboard/profile',
      '/dashboard/about',
      '/dashboard/faqs',
      '/dashboard/privacy',
      '/dashboard/terms',
    ]);
  });

  test('the global spinner shows while a request is in flight, then the orders', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('global-spinner')).toBeHidden();

    await page.route('**/api/v1/orders**', async (route) => {
      await new Promise((f) => setTimeout(f, 800));
      await route.continue();
    });
    await menuItem(page, TEXT.ar.myOrders).click();
    const spinner = page.getByTestId('global-spinner');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('role', 'progressbar');
    // Inside a live region that is always there, so a screen reader hears the bar come.
    await expect(page.getByRole('status').getByRole('progressbar', { name: TEXT.ar.loading })).toBeVisible();
    // It runs over the app bar, and can be seen there: 3:1, WCAG's ratio for what is not text.
    expect(await barOverAppBarContrast(page)).toBeGreaterThanOrEqual(3);
    await expect(spinner).toBeHidden();
    const rows = await expectRows(page, ORDER_NUMBER);
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  test('the product search box keeps focus and text when the vendor pauses while typing', async ({
    page,
  }) => {
    await page.goto('/dashboard/tires');
    await expectRows(page, TIRE_NAME);
    await settled(page);

    const search = page.getByPlaceholder(TEXT.ar.search, { exact: true });
    await search.click();
    const filtered = page.waitForResponse((r) => decodeURIComponent(r.url()).includes('"q":"Mich"'));
    await page.keyboard.type('Mich');
    await filtered; // the list has the first part of the search's answer
    // Every row on screen is a Michelin (by name or by brand, which an Arabic row names ميشلان).
    await expectOnlyRows(page, /Michelin|ميشلان/);
    await expect(search).toBeFocused({ timeout: 3000 });
    await page.keyboard.type('elin');
    await expect(search).toHaveValue('Michelin');
  });

  test('navigating scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/dashboard/batteries');
    await expectRows(page, BATTERY_NAME);
    await menuItem(page, TEXT.ar.tires).click();
    await expectRows(page, TIRE_NAME);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    const batteries = menuItem(page, TEXT.ar.batteries);
    await expect(batteries).toBeInViewport();
    await batteries.click();
    await expect(page).toHaveURL(/\/dashboard\/batteries$/);
    await expectRows(page, BATTERY_NAME);
    // The batteries page is as tall as the tires page, so staying at 0 is not the browser clamping.
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(room).toBeGreaterThanOrEqual(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every dashboard page names the browser tab, in the language on screen', async ({ page }) => {
    test.setTimeout(60_000);
    await startIn(page, 'ar');
    const pages = [
      ['/dashboard', 'الرئيسية', 'Home'],
      ['/dashboard/tires', 'الإطارات', 'Tires'],
      ['/dashboard/add-tire', 'إضافة إطار', 'Add Tire'],
      ['/dashboard/orders', 'طلباتي', 'My orders'],
      ['/dashboard/all-products', 'كل المنتجات', 'All products'],
      ['/dashboard/profile', 'الملف الشخصي', 'Profile'],
    ] as const;
    for (const [path, ar] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${ar} · مورّد`);
    }
    // The language switch renames the tab of the page on screen, then of every page.
    await switchLanguage(page, 'en');
    await expect(page).toHaveTitle('Profile · Mawrid');
    for (const [path, , en] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${en} · Mawrid`);
    }
    await switchLanguage(page, 'ar');
    await expect(page).toHaveTitle('الملف الشخصي · مورّد');
  });
});
