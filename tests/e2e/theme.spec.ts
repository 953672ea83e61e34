import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startIn, userMenu, type Lang } from './helpers';

/** The page backgrounds of the two schemes (src/theme/palette.ts and colors.css). */
const LIGHT_BG = 'rgb(245, 247, 246)';
const DARK_BG = 'rgb(15, 22, 19)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const expectBackground = (page: Page, colour: string) =>
  expect.poll(() => bodyBackground(page), { message: `background of ${page.url()}` }).toBe(colour);

/**
 * From the page's first frame on: the body's background, and whether markup the build drew in the
 * light (`#root[data-prerendered$=":light"]`) was showing.
 */
const recordFrames = (page: Page) =>
  page.addInitScript(() => {
    const frames: { background: string; lightDrawing: boolean }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = () => {
      const root = document.getElementById('root');
      if (document.body)
        frames.push({
          background: getComputedStyle(document.body).backgroundColor,
          lightDrawing:
            !!root?.dataset.prerendered?.endsWith(':light') &&
            root.childElementCount > 0 &&
            getComputedStyle(root).visibility === 'visible',
        });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

const recordedFrames = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __frames: { background: string; lightDrawing: boolean }[] }).__frames,
  );

/** The account button, by its name, whatever the language (the vendor's name starts it on a wide screen). */
const userMenuButton = (page: Page) => page.getByRole('button', { name: /(قائمة الحساب|account menu)$/ });

const darkModeSwitch = (page: Page, lang: Lang = 'ar') =>
  userMenu(page).getByRole('menuitemcheckbox', { name: lang === 'ar' ? /^الوضع الداكن/ : /^Dark mode/ });

test.describe('one look, light and dark', () => {
  test.describe('signed in as the tire vendor', () => {
    test.use({ account: 'tires' });

    test('dark mode follows the device, the user menu overrides it, and every page remembers it', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: 'dark' });

      // Nothing chosen: the device's dark scheme, on an auth page and in the dashboard.
      await page.goto('/auth/login');
      await expectBackground(page, DARK_BG);
      await page.goto('/dashboard');
      await expectBackground(page, DARK_BG);
      await userMenuButton(page).click();
      const dark = darkModeSwitch(page);
      await expect(dark).toHaveAttribute('aria-checked', 'true');
      await expect(dark).toContainText('يتبع إعداد جهازك');

      // The switch overrides the device: light, at once and after a reload.
      await dark.click();
      await expect(dark).toHaveAttribute('aria-checked', 'false');
      await expect(dark).not.toContainText('يتبع إعداد جهازك');
      await expectBackground(page, LIGHT_BG);
      expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
      await page.keyboard.press('Escape');
      await page.reload();
      await expectBackground(page, LIGHT_BG);
      // The public and auth pages read the same choice.
      for (const path of ['/', '/faqs', '/auth/login']) {
        await page.goto(path);
        await expectBackground(page, LIGHT_BG);
      }

      // Chosen dark, it stays dark when the device turns light.
      await page.goto('/dashboard/home');
      await page.emulateMedia({ colorScheme: 'light' });
      await userMenuButton(page).click();
      await darkModeSwitch(page).click();
      await expect(darkModeSwitch(page)).toHaveAttribute('aria-checked', 'true');
      await expectBackground(page, DARK_BG);
      await page.keyboard.press('Escape');
      await page.goto('/about');
      await expectBackground(page, DARK_BG);
      await page.goto('/auth/reset-password');
      await expectBackground(page, DARK_BG);

      // "Match my device" hands the choice back to the device, now light.
      await page.goto('/dashboard/home');
      await expectBackground(page, DARK_BG);
      await userMenuButton(page).click();
      await userMenu(page).getByRole('menuitem', { name: 'اتّباع إعداد الجهاز' }).click();
      await expectBackground(page, LIGHT_BG);
      await expect(darkModeSwitch(page)).toHaveAttribute('aria-checked', 'false');
      await expect(darkModeSwitch(page)).toContainText('يتبع إعداد جهازك');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectBackground(page, DARK_BG);
    });

    test('buttons keep the case they are written in, and inputs are outlined everywhere', async ({
      page,
    }) => {
      await startIn(page, 'en');
      await page.goto('/dashboard/add-tire');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeVisible();
      expect(await save.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
      await expect(page.locator('.MuiOutlinedInput-root').first()).toBeVisible();
      await expect(page.locator('.MuiFilledInput-root')).toHaveCount(0);

      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto('/auth/login');
      const submit = page.getByRole('button', { name: 'Sign in', exact: true });
      expect(await submit.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
      await expect(page.locator('.MuiFilledInput-root')).toHaveCount(0);
    });
  });

  test('the prerendered way in never shows its light drawing in the dark, by device or by choice', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Without scripts, a dark device gets a dark page and none of the sign-in form drawn in the light.
    const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark', baseURL });
    const html = await noScript.newPage();
    await html.goto('/auth/login');
    await expectBackground(html, DARK_BG);
    await expect(html.getByRole('heading', { name: 'تسجيل الدخول' })).toBeHidden();
    await noScript.close();

    // With scripts, no frame from the first on is light: the app draws the page afresh in the dark.
    await recordFrames(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expectBackground(page, DARK_BG);
    const frames = await recordedFrames(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((f) => f.background !== DARK_BG || f.lightDrawing)).toEqual([]);

    // Chosen dark on a light device: the server, told by the cookie, sends no light drawing at all.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('themeMode', 'dark'));
    await page.goto('/auth/select-vendor');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'أنشئ حساب التاجر' })).toBeVisible();
    await expectBackground(page, DARK_BG);
    // Not one light frame either: the page the server sends is already marked dark.
    expect((await recordedFrames(page)).filter((f) => f.background !== DARK_BG || f.lightDrawing)).toEqual(
      [],
    );
  });

  test('a page arrives in the scheme the vendor chose, before any script runs', async ({
    browser,
    baseURL,
  }) => {
    // The device says one thing, the choice (its cookie) the other: the HTML alone follows the choice.
    for (const [device, chosen, background] of [
      ['light', 'dark', DARK_BG],
      ['dark', 'light', LIGHT_BG],
    ] as const) {
      const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: device, baseURL });
      await noScript.addCookies([{ name: 'themeMode', value: chosen, url: baseURL! }]);
      const html = await noScript.newPage();
      for (const path of ['/', '/faqs', '/auth/login', '/dashboard/orders']) {
        await html.goto(path);
        await expectBackground(html, background);
      }
      await noScript.close();
    }
  });

  test('a frame drawn before the page’s root is parsed is already dark', async ({ browser, baseURL }) => {
    // The parser can stop for a frame right after `<body>`: the head's light MUI baseline is in
    // force then, and the marked `#root` that keeps it from the dark device is not there yet.
    const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark', baseURL });
    const html = await noScript.newPage();
    await html.route('**/auth/login', async (route) => {
      const response = await route.fetch();
      const page = await response.text();
      expect(page).toContain('data-prerendered="ar:/auth/login:light"');
      await route.fulfill({ response, body: page.slice(0, page.indexOf('<body>') + '<body>'.length) });
    });
    await html.goto('/auth/login');
    await expectBackground(html, DARK_BG);
    await noScript.close();
  });
});
