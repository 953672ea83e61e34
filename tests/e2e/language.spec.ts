import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  BATTERY_NAME,
  expectOnlyRows,
  expectRows,
  labelled,
  menuItem,
  recordApiRequests,
  settled,
  signIn,
  storage,
  switchLanguage,
  TEXT,
  TIRE_NAME,
} from './helpers';

test.describe('language', () => {
  test('switching to English and back happens in place, keeps typed text and changes the Lang header', async ({
    page,
  }) => {
    await page.goto('/dashboard/tires');
    await signIn(page, ACCOUNTS.tires);
    await expect(page).toHaveURL(/\/dashboard\/tires$/);
    await expectRows(page, TIRE_NAME);
    // The product list re-mounts once shortly after it first shows (see layout.spec.ts, "search box"):
    // let it settle so this test is about the language switch only.
    await settled(page);

    // Type a search; the list filters on it.
    const search = page.getByPlaceholder(TEXT.ar.search, { exact: true });
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/v1/tires') && decodeURIComponent(r.url()).includes('Michelin'),
    );
    await search.fill('Michelin');
    await filtered;
    // Search finds the brand too, which an Arabic row names ميشلان.
    await expectOnlyRows(page, /Michelin|ميشلان/);

    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    let loads = 0;
    page.on('load', () => loads++);

    await switchLanguage(page, 'en');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(menuItem(page, 'Home')).toBeVisible();
    await expect(menuItem(page, 'Tires')).toBeVisible();
    await expect(menuItem(page, 'Batteries')).toBeVisible();
    await expect(menuItem(page, TEXT.en.myProducts)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: TEXT.en.notifications })).toBeVisible();

    const stored = await storage(page);
    expect(stored.i18nextLng).toBe('en');
    expect(JSON.parse(stored.language ?? 'null')).toEqual({
      value: 'en',
      label: 'English',
      dir: 'ltr',
      flag: expect.any(String),
    });
    // No reload: the page's state is still there, and so is what the vendor typed.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(loads).toBe(0);
    await expect(page.getByPlaceholder(TEXT.en.search, { exact: true })).toHaveValue('Michelin');
    await expectRows(page, /Michelin/, 1);

    // From now on every request says English.
    const recorder = recordApiRequests(page);
    const next = page.waitForRequest((r) => r.url().includes('/api/v1/'));
    await menuItem(page, 'Batteries').click();
    const request = await next;
    expect(await request.headerValue('lang')).toBe('en');
    await expect(page).toHaveURL(/\/dashboard\/batteries$/);
    await expectRows(page, BATTERY_NAME);
    recorder.stop();
    expect(recorder.requests.length).toBeGreaterThan(0);
    for (const r of recorder.requests) expect(await r.headerValue('lang'), r.url()).toBe('en');

    await switchLanguage(page, 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(menuItem(page, TEXT.ar.home)).toBeVisible();
    await expect(menuItem(page, TEXT.ar.batteries)).toBeVisible();
    expect((await storage(page)).i18nextLng).toBe('ar');
    expect(JSON.parse((await storage(page)).language ?? 'null')).toMatchObject({ value: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    const arabic = page.waitForRequest((r) => r.url().includes('/api/v1/'));
    await menuItem(page, TEXT.ar.myOrders).click();
    expect(await (await arabic).headerValue('lang')).toBe('ar');
  });

  test('switching language on a product form keeps what was typed (D4)', async ({ page }) => {
    await page.goto('/dashboard/add-tire');
    await signIn(page, ACCOUNTS.tires);
    const name = page.getByRole('textbox', { name: 'اسم المنتج بالإنجليزية' });
    await name.fill('Pirelli Cinturato P7 205/55 R16');
    await page.getByRole('textbox', { name: 'السعر', exact: true }).fill('٢٥٠٠');
    // The app bar hides while the form scrolls down; scrolling back up shows it, as for a vendor.
    await page.mouse.wheel(0, -5000);
    await switchLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product name in English' })).toHaveValue(
      'Pirelli Cinturato P7 205/55 R16',
    );
    await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue(/^(٢٥٠٠|2500)$/);
  });

  test('switching language on the login page keeps what was typed, without a reload (D4)', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: TEXT.ar.asCp }).click();
    await page.getByLabel(TEXT.ar.identifier).fill(ACCOUNTS.parts.email);
    await labelled(page, TEXT.ar.password).fill(ACCOUNTS.parts.password);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });

    await switchLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: TEXT.en.loginTitle })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await expect(page.getByLabel(TEXT.en.identifier)).toHaveValue(ACCOUNTS.parts.email);
    await expect(labelled(page, TEXT.en.password)).toHaveValue(ACCOUNTS.parts.password);
    await expect(page.getByRole('button', { name: TEXT.en.asCp })).toHaveAttribute('aria-pressed', 'true');

    // And the form still works, in English.
    await page.getByRole('button', { name: TEXT.en.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(TEXT.en.loginSuccess)).toBeVisible();
  });

  test('a first visit saves Arabic (D3) and the first API request says so', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect.poll(async () => (await storage(page)).i18nextLng).toBe('ar');
    expect(JSON.parse((await storage(page)).language ?? 'null')).toEqual({
      value: 'ar',
      label: 'العربية',
      dir: 'rtl',
      flag: expect.any(String),
    });

    const first = page.waitForRequest((r) => r.url().includes('/api/v1/'));
    await signIn(page, ACCOUNTS.tires);
    const request = await first;
    expect(new URL(request.url()).pathname).toBe('/api/v1/auth/login');
    expect(await request.headerValue('lang')).toBe('ar');
  });
  test('a page loads one language’s texts, and switches once the other’s have come, never showing keys', async ({
    page,
  }) => {
    const english: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only our English texts are held back; their chunk is named after their module, en.ts.
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      english.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/tires');
    await signIn(page, ACCOUNTS.tires);
    await expectRows(page, TIRE_NAME);
    expect(english).toEqual([]);

    await switchLanguage(page, 'en');
    await expect.poll(() => english.length).toBeGreaterThan(0);
    // Until they come, the page stays whole in Arabic.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: TEXT.ar.changeLanguage })).toBeVisible();

    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: TEXT.en.changeLanguage })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Tires' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Product name' })).toBeVisible();
    await expect(page.getByText(/^(ra|app|menu|product)\.[a-z]/)).toHaveCount(0);
  });
});
