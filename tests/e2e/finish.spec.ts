import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  signInByStorage,
  labelled,
  settled,
  signIn,
  startIn,
  switchLanguage,
  userMenu,
  type Lang,
} from './helpers';

/** The page backgrounds of the two schemes (src/theme/palette.ts and colors.css). */
const LIGHT_BG = 'rgb(245, 247, 246)';
const DARK_BG = 'rgb(15, 22, 19)';
/** The error red of the light scheme. */
const ERROR_RED = 'rgb(198, 40, 40)';

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

/** Signed in through the API, in the language given (unless one was chosen since). */
const enterDashboard = async (page: Page, lang: Lang = 'ar') => {
  await signInByStorage(page);
  await startIn(page, lang);
};

/** The account button, by its name (the vendor's name on it differs by language). */
const userMenuButton = (page: Page) => page.getByRole('button', { name: /^(قائمة الحساب|Account menu)$/ });

const darkModeSwitch = (page: Page, lang: Lang = 'ar') =>
  userMenu(page).getByRole('menuitemcheckbox', { name: lang === 'ar' ? /^الوضع الداكن/ : /^Dark mode/ });

test.describe('one look, light and dark', () => {
  test('dark mode follows the device, the user menu overrides it, and every page remembers it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'dark' });

    // Nothing chosen: the device's dark scheme, on an auth page and in the dashboard.
    await page.goto('/auth/login');
    await expectBackground(page, DARK_BG);
    await signIn(page, ACCOUNTS.tires);
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

  test('buttons keep the case they are written in, and inputs are outlined everywhere', async ({ page }) => {
    await enterDashboard(page, 'en');
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

test.describe('small things', () => {
  test('sign-in, registration and reset show and hide the password, in Arabic', async ({ page }) => {
    const toggle = async (input: ReturnType<typeof labelled>, index = 0) => {
      const show = page.getByRole('button', { name: 'إظهار كلمة المرور', exact: true }).nth(index);
      await input.fill('Secret#2026');
      await expect(input).toHaveAttribute('type', 'password');
      await show.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('Secret#2026');
      await page.getByRole('button', { name: 'إخفاء كلمة المرور', exact: true }).click();
      await expect(input).toHaveAttribute('type', 'password');
    };

    await page.goto('/auth/login');
    await toggle(labelled(page, 'كلمة المرور'));

    await page.goto('/auth/select-vendor');
    await page.getByRole('radio', { name: /تاجر بطاريات وإطارات/ }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page).toHaveURL(/\/auth\/register-form$/);
    // No elongation stroke: «كتاجر», not «كـتاجر».
    await expect(page.getByText('التسجيل كتاجر بطاريات وإطارات.', { exact: false })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('ـ');
    await expect(page.getByRole('button', { name: 'إظهار كلمة المرور', exact: true })).toHaveCount(2);
    await toggle(labelled(page, 'تأكيد كلمة المرور'), 1);
    await toggle(labelled(page, 'كلمة المرور'), 0);

    await page.goto('/auth/create-new-password');
    await toggle(labelled(page, 'كلمة المرور الجديدة'));
  });

  test('an empty password says it is required, not how long it must be', async ({ page }) => {
    const tooShort = 'يجب ألا تقل كلمة المرور عن 8 أحرف.';

    await page.goto('/auth/login');
    await labelled(page, 'رقم الهاتف أو البريد الإلكتروني').fill(ACCOUNTS.tires.phone);
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();

    await page.goto('/auth/select-vendor');
    await page.getByRole('radio', { name: /تاجر بطاريات وإطارات/ }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
    // Typed and wiped: still "required".
    await labelled(page, 'كلمة المرور').fill('abc');
    await labelled(page, 'كلمة المرور').fill('');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByText('حقل كلمة المرور مطلوب')).toBeVisible();
    await expect(page.getByText(tooShort)).toHaveCount(0);

    await page.goto('/auth/create-new-password');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page.getByText('حقل كلمة المرور الجديدة مطلوب')).toBeVisible();
    await expect(page.getByText(tooShort)).toHaveCount(0);
  });

  test('the dashboard’s not-found page leads back to the dashboard', async ({ page }) => {
    await enterDashboard(page);
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

  test('every dashboard page names the browser tab, in the language on screen', async ({ page }) => {
    test.setTimeout(60_000);
    await enterDashboard(page);
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

  test('deleting a product: a red button, and a dialog that names the product once', async ({ page }) => {
    await enterDashboard(page);
    await page.goto('/dashboard/tires');
    await page.locator('table tbody tr').first().click();
    await expect(page).toHaveURL(/\/dashboard\/tires\/\d+$/);
    // The name an Arabic reader sees: the Arabic one, else the English one (a product made in English).
    const arabic = labelled(page, 'اسم المنتج بالعربية');
    const english = labelled(page, 'اسم المنتج بالإنجليزية');
    await expect(english.or(arabic).first()).toBeVisible();
    const productName = (await arabic.inputValue()) || (await english.inputValue());
    expect(productName).not.toBe('');
    await expect(page).toHaveTitle(`تعديل ${productName} · مورّد`);

    const remove = page.getByRole('button', { name: 'حذف', exact: true });
    const looks = await remove.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, border: style.borderTopColor, width: style.borderTopWidth };
    });
    expect(looks).toEqual({ color: ERROR_RED, border: expect.stringContaining('198, 40, 40'), width: '1px' });

    await remove.click();
    const dialog = page.getByRole('dialog');
    // The product's name already says what it is: «حذف <الاسم>», never «حذف إطار <الاسم>».
    await expect(dialog.getByRole('heading')).toHaveText(`حذف ${productName}`);
    await expect(dialog).toContainText('سيُحذف المنتج من قائمتك ومن السوق، ولا يمكن التراجع عن ذلك.');
    const confirm = dialog.getByRole('button', { name: 'تأكيد' });
    expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(ERROR_RED);
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list’s filter and export buttons say what they do', async ({ page }) => {
    await enterDashboard(page);
    await page.goto('/dashboard/tires');
    await settled(page);
    for (const label of ['إضافة فلتر', 'تصدير (xlsx)', 'تصدير (csv)', 'إضافة إطار', 'رفع جدول بيانات']) {
      const button = page
        .getByRole('button', { name: label, exact: true })
        .or(page.getByRole('link', { name: label, exact: true }));
      // A visible word, not only a name for screen readers.
      await expect(button, label).toHaveText(label);
      await expect(button, label).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/dashboard/all-products');
    await expect(page.getByRole('button', { name: 'إضافة فلتر', exact: true })).toHaveText('إضافة فلتر');
    await expect(page.getByRole('button', { name: 'تصدير', exact: true })).toHaveText('تصدير');
  });
});

test.describe('dates, sizes and places as a vendor in Cairo reads them', () => {
  test('order dates are day first with the month’s name, in Arabic and in English', async ({ page }) => {
    await enterDashboard(page, 'ar');
    await page.goto('/dashboard/orders');
    const dateCell = page.locator('table tbody tr').first().getByRole('cell').nth(2);
    // "24 نوفمبر 2026، 3:36 م": an Arabic month between the day and the year, never 11/24/2026.
    await expect(dateCell).toHaveText(/^\d{1,2} [\u0600-\u06ff]+ \d{4}/);
    await switchLanguage(page, 'en');
    await expect(dateCell).toHaveText(
      /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );
  });

  test('a tire’s size reads as shops write it, in the list and before its parts on the details page', async ({
    page,
  }) => {
    await enterDashboard(page, 'ar');
    await page.goto('/dashboard/tires');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const sizeColumn = headers.findIndex((h) => h.trim() === 'المقاس');
    expect(sizeColumn).toBeGreaterThan(0);
    const size = page.locator('table tbody tr').first().getByRole('cell').nth(sizeColumn);
    await expect(size).toHaveText(/^\d{3}\/\d{2} R\d{2}$/);
    const text = (await size.innerText()).trim();
    const idColumn = headers.findIndex((h) => h.trim().startsWith('رقم المنتج'));
    const id = (
      await page.locator('table tbody tr').first().getByRole('cell').nth(idColumn).innerText()
    ).trim();
    await page.goto(`/dashboard/product/${id}`);
    const [, width, length, depth] = text.match(/^(\d+)\/(\d+) R(\d+)$/)!;
    const details = page.getByText('المقاس', { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(details).toContainText(text);
    await expect(details).toContainText(`العرض: ${width}`);
    await expect(details).toContainText(`الارتفاع: ${length}`);
    await expect(details).toContainText(`قطر الجنط: ${depth}`);
  });

  test('a product’s name in the reader’s language, and one written in Arabic only reads right to left', async ({
    page,
    request,
  }) => {
    const token = await signInByStorage(page, ACCOUNTS.parts);
    const headers = { Authorization: `Bearer ${token}` };
    const [part] = (await (await request.get('/api/v1/car-parts?range=[0,0]', { headers })).json()) as {
      id: number;
      name: { en: string; ar: string };
    }[];
    await startIn(page, 'ar');
    await page.goto(`/dashboard/product/${part.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.ar);
    await page.goto('/dashboard/car-parts');
    await expect(page.locator('table tbody tr').first()).toContainText(part.name.ar);

    await switchLanguage(page, 'en');
    await page.goto(`/dashboard/product/${part.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.en);
    await expect(page).toHaveTitle(`${part.name.en} · Mawrid`);

    // A name the vendor wrote in Arabic only: the English page shows it, in its own direction.
    const stored = (await (await request.get(`/api/v1/car-parts/${part.id}`, { headers })).json()) as Record<
      string,
      unknown
    >;
    const serverFields = ['id', 'type', 'status', 'rejectionReason', 'createdAt', 'updatedAt'];
    const fields = Object.fromEntries(Object.entries(stored).filter(([k]) => !serverFields.includes(k)));
    const arabicOnly = 'فلتر زيت أصلي – اختبار';
    const created = await request.post('/api/v1/car-parts', {
      headers,
      data: { ...fields, sku: `AR-ONLY-${Date.now()}`, name: arabicOnly },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto(`/dashboard/product/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: arabicOnly });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveAttribute('lang', 'ar');
      expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    } finally {
      await request.delete(`/api/v1/car-parts/${id}`, { headers });
    }
  });

  test('the profile shows the shop’s address over a map, not coordinates', async ({ page }) => {
    await enterDashboard(page, 'ar');
    await page.goto('/dashboard/profile');
    await expect(page.getByText('12 شارع التحرير، وسط البلد، القاهرة')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.mw-map-pin')).toBeVisible();
    await expect(page.getByText(/30\.0444|31\.2357/)).toHaveCount(0);
  });
});

test.describe('orders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the orders list’s filter and export buttons say what they do', async ({ page }) => {
    await enterDashboard(page, 'ar');
    await page.goto('/dashboard/orders');
    for (const label of ['إضافة فلتر', 'تصدير']) {
      const button = page.getByRole('button', { name: label, exact: true });
      await expect(button, label).toHaveText(label);
      await expect(button, label).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
