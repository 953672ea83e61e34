import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  BATTERY_NAME,
  CAR_PART_NAME,
  countRemovedNodes,
  expectRows,
  labelled,
  menuItem,
  removedNodes,
  signIn,
  signInByStorage,
  startIn,
  storage,
  TEXT,
  TIRE_NAME,
} from './helpers';

const ar = TEXT.ar;

test.describe('signing in', () => {
  test('Arabic by default: a visitor is sent to sign in, and the tires vendor comes back to tires', async ({
    page,
  }) => {
    await page.goto('/dashboard/tires');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: ar.asBt })).toHaveAttribute('aria-pressed', 'true');
    expect((await storage(page)).token).toBeNull();

    await signIn(page, ACCOUNTS.tires, { by: 'phone' });
    await expect(page).toHaveURL(/\/dashboard\/tires$/);
    await expect(page.getByText(ar.loginSuccess)).toBeVisible();
    const stored = await storage(page);
    expect(stored.token).toMatch(/^\S{20,}$/);
    expect(stored.vendorType).toBe('bt-vendor');

    // My products opens into tires and batteries.
    const products = menuItem(page, ar.myProducts);
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: ar.myProducts });
    await expect(group.getByRole('menuitem', { name: ar.tires })).toHaveAttribute('href', '/dashboard/tires');
    await expect(group.getByRole('menuitem', { name: ar.batteries })).toHaveAttribute(
      'href',
      '/dashboard/batteries',
    );
    await expect(menuItem(page, ar.home)).toBeVisible();
    await expect(menuItem(page, ar.myOrders)).toBeVisible();

    await expectRows(page, TIRE_NAME, 10);

    await menuItem(page, ar.batteries).click();
    await expect(page).toHaveURL(/\/dashboard\/batteries$/);
    await expectRows(page, BATTERY_NAME, 10);
  });

  test('the car-parts vendor signs in by email and sees car parts only', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, ACCOUNTS.parts, { by: 'email' });
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(ar.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('cp-vendor');

    const products = menuItem(page, ar.myProducts);
    await expect(products).toHaveAttribute('href', '/dashboard/car-parts');
    await expect(page.getByRole('menuitem', { name: ar.tires })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: ar.batteries })).toHaveCount(0);

    await products.click();
    await expect(page).toHaveURL(/\/dashboard\/car-parts$/);
    await expectRows(page, CAR_PART_NAME, 10);
  });

  test('the dashboard’s code comes while the password is being checked, not after', async ({ page }) => {
    await page.goto('/auth/login');
    const code: string[] = [];
    page.on('request', (r) => {
      // The dashboard's own chunk (not `dashboard-auth`, which the sign-in page has) and its home page's.
      if (/\/assets\/(dashboard|Home)-[\w-]{8}\.js$/.test(r.url())) code.push(new URL(r.url()).pathname);
    });
    // The API answers the sign-in only once the dashboard's and its home page's code are on their way.
    await page.route('**/api/v1/auth/login', async (route) => {
      await expect.poll(() => code.length, { timeout: 10_000 }).toBe(2);
      await route.continue();
    });
    await signIn(page, ACCOUNTS.tires);
    await expect(page.getByText(ar.loginSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^أهلًا، / })).toBeVisible();
  });

  test('a wrong password shows the translated error and stores no token', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, { ...ACCOUNTS.tires, password: 'Wrong#2026' }, { expectSuccess: false });
    await expect(page.getByRole('alert')).toHaveText(ar.invalidCredentials);
    await expect(page).toHaveURL(/\/auth\/login$/);
    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.vendorType).toBeNull();
  });

  test('signing in with the other vendor type names the account type and offers to switch', async ({
    page,
  }) => {
    await startIn(page, 'en');
    const en = TEXT.en;
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The car-parts account, with "Batteries & Tires" selected.
    await signIn(page, ACCOUNTS.parts, { lang: 'en', as: 'bt-vendor', expectSuccess: false });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(en.wrongTypeCp);
    expect((await storage(page)).token).toBeNull();

    await alert.getByRole('button', { name: en.switchToCp }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(en.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('cp-vendor');
    await expect(menuItem(page, en.myProducts)).toHaveAttribute('href', '/dashboard/car-parts');
  });
});

/** Console errors from now on: a hydration mismatch is reported there (React's onRecoverableError). */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const DRAFT_KEY = 'mawrid.registration';

test.describe('the way in arrives drawn in its HTML', () => {
  // What the server sends, in each language, is checked on the built files in
  // tests/server/built-pages.test.ts; here, how it looks before any script runs.
  test('the sign-in page is styled and its mark drawn before any script runs', async ({
    browser,
    baseURL,
  }) => {
    // Styled before any script runs: the button is the brand's green.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const html = await noScript.newPage();
    await html.goto('/auth/login');
    const submit = html.getByRole('button', { name: ar.submit, exact: true });
    await expect(submit).toHaveCSS('background-color', 'rgb(11, 110, 79)');
    // The mark is drawn in the page itself, not fetched as an image after it.
    const mark = html.getByRole('link', { name: 'مورّد' }).locator('svg');
    await expect(mark).toBeVisible();
    expect(await mark.boundingBox()).toMatchObject({ width: 36, height: 36 });
    await expect(html.locator('img[src*="logo"]')).toHaveCount(0);
    await noScript.close();
  });

  for (const lang of ['ar', 'en'] as const) {
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}, the app takes the drawn form over as it is, and it signs in`, async ({
      page,
      baseURL,
    }) => {
      const errors = consoleErrors(page);
      await countRemovedNodes(page);
      // A returning English reader: the cookie is how the server knows.
      if (lang === 'en')
        await page.context().addCookies([{ name: 'i18nextLng', value: 'en', url: baseURL! }]);
      await page.goto('/auth/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The card takes input once React has it (inert before), and none of the drawing was redrawn.
      await expect(page.locator('[inert]')).toHaveCount(0);
      expect(await removedNodes(page)).toBe(0);
      await signIn(page, ACCOUNTS.parts, { lang, by: 'email' });
      await expect(page.getByText(TEXT[lang].loginSuccess)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a vendor mid-registration is still sent on, and a saved choice still shows', async ({ page }) => {
    const errors = consoleErrors(page);
    // The account step reached: the first step sends the vendor on to it.
    await page.addInitScript(
      ([key, draft]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, draft);
      },
      [DRAFT_KEY, JSON.stringify({ step: 'account', vendorType: 'cp-vendor' })] as const,
    );
    await page.goto('/auth/select-vendor');
    await expect(page).toHaveURL(/\/auth\/register-form$/);
    // Back at the first step on purpose (a draft at it): the saved type is chosen, unlike the drawing.
    await page.evaluate(([key, draft]) => localStorage.setItem(key, draft), [
      DRAFT_KEY,
      JSON.stringify({ step: 'type', vendorType: 'cp-vendor' }),
    ] as const);
    await page.goto('/auth/select-vendor');
    await expect(page).toHaveURL(/\/auth\/select-vendor$/);
    await expect(page.getByRole('radio', { name: /قطع غيار/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'البدء من جديد' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in vendor with a registration draft is sent on, not shown the first step', async ({
    page,
  }) => {
    await signInByStorage(page, ACCOUNTS.tires);
    await page.addInitScript(([key, draft]) => localStorage.setItem(key, draft), [
      DRAFT_KEY,
      JSON.stringify({ step: 'final', vendorType: 'bt-vendor' }),
    ] as const);
    await page.goto('/auth/select-vendor');
    // Sent to the last step, which, this account being complete, hands over to the dashboard.
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByRole('heading', { name: 'أنشئ حساب التاجر' })).toBeHidden();
  });

  test('its inputs start the animation by which the browser’s autofill is noticed', async ({ page }) => {
    // MUI floats a label over an autofilled value when the input starts `mui-auto-fill`; the
    // keyframes come from our style sheet, so every input must still start its animations.
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.assign(window, { started });
      document.addEventListener(
        'animationstart',
        (e) => {
          if (e.target instanceof HTMLInputElement)
            started.push(`${e.target.autocomplete} ${e.animationName}`);
        },
        true,
      );
    });
    await page.goto('/auth/login');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { started: string[] }).started))
      .toEqual(
        expect.arrayContaining(['username mui-auto-fill-cancel', 'current-password mui-auto-fill-cancel']),
      );
  });
});

test.describe('the password on the sign-in, registration and reset forms', () => {
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
});
