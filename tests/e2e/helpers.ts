import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { ACCOUNTS, type Account, type Lang, type VendorType } from './accounts';
import { expect } from './fixtures';

export { ACCOUNTS, type Account, type DemoAccount, type Lang, type VendorType } from './accounts';

/**
 * What the user reads, written out here rather than imported from `src/i18n`, so a wrong or missing
 * translation fails a test instead of changing it.
 */
export const TEXT = {
  ar: {
    asBt: 'الدخول كتاجر بطاريات وإطارات',
    asCp: 'الدخول كتاجر قطع غيار',
    identifier: 'رقم الهاتف أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    loginTitle: 'تسجيل الدخول',
    loginSuccess: 'تم تسجيل الدخول بنجاح',
    invalidCredentials: 'رقم الهاتف أو البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    wrongTypeCp: 'هذا الحساب مسجّل كتاجر قطع غيار.',
    switchToCp: 'الدخول كتاجر قطع غيار بدلًا من ذلك',
    changeLanguage: 'العربية، تغيير اللغة',
    notifications: 'الإشعارات',
    home: 'الرئيسية',
    myProducts: 'منتجاتي',
    tires: 'الإطارات',
    batteries: 'البطاريات',
    myOrders: 'طلباتي',
    search: 'بحث',
    userMenu: ['الملف الشخصي', 'من نحن', 'الأسئلة الشائعة', 'الخصوصية', 'الشروط والأحكام', 'تسجيل الخروج'],
    signOut: 'تسجيل الخروج',
    notFound: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الرئيسية',
    landingHeadline: 'بِع الإطارات والبطاريات وقطع الغيار لأصحاب السيارات في كل مصر',
    loading: 'جارٍ التحميل…',
  },
  en: {
    asBt: 'Login as Batteries & Tires Vendor',
    asCp: 'Login as Car Parts Vendor',
    identifier: 'Phone or email',
    password: 'Password',
    submit: 'Sign in',
    loginTitle: 'Sign in',
    loginSuccess: 'login successfully',
    invalidCredentials: 'Wrong phone, email or password.',
    wrongTypeCp: 'This account is registered as a Car Parts Vendor.',
    switchToCp: 'Sign in as Car Parts Vendor instead',
    changeLanguage: 'English, change language',
    notifications: 'Notifications',
    home: 'Home',
    myProducts: 'My products',
    tires: 'Tires',
    batteries: 'Batteries',
    myOrders: 'My orders',
    search: 'Search',
    userMenu: ['Profile', 'About', 'FAQs', 'Privacy', 'Terms', 'Sign out'],
    signOut: 'Sign out',
    notFound: "The page you are looking for doesn't exist or has been moved.",
    backHome: 'Back to home',
    landingHeadline: 'Sell tires, batteries and car parts to drivers across Egypt',
    loading: 'Loading…',
  },
} as const;

/**
 * Demo product names: tires carry a size ("205/55 R16") in both languages; a battery is "60Ah" in
 * English and «بطارية …» in Arabic.
 */
export const TIRE_NAME = /\b\d{3}\/\d{2} R\d{2}/;
export const BATTERY_NAME = /\b\d{2,3}\s?Ah|بطارية /;
export const CAR_PART_NAME = / – /;
export const ORDER_NUMBER = /MW-\d{4}-\d{6}/;

/** Starts the browser in a language, as if chosen on an earlier visit (only when nothing is stored). */
export const startIn = async (page: Page, lang: Lang) => {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', value);
  }, lang);
};

/**
 * Signs in through the login page. Call it after `page.goto('/auth/login')`, or after opening a
 * guarded page, to be sent back there afterwards.
 */
export const signIn = async (
  page: Page,
  account: Account,
  {
    lang = 'ar',
    by = 'phone',
    as = account.vendorType,
    expectSuccess = true,
  }: { lang?: Lang; by?: 'phone' | 'email'; as?: VendorType; expectSuccess?: boolean } = {},
) => {
  const t = TEXT[lang];
  // The caller opens the login page, or a guarded page that redirects there (which is asynchronous:
  // wait for it rather than reading page.url() at once).
  await expect(page).toHaveURL(/\/auth(\/login)?$/);
  await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
  await page.getByRole('button', { name: as === 'bt-vendor' ? t.asBt : t.asCp }).click();
  await page.getByLabel(t.identifier).fill(by === 'phone' ? account.phone : account.email);
  // Anchored: the show-password button's name ("Show password") contains the label too.
  await labelled(page, t.password).fill(account.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  if (expectSuccess) {
    await expect(page).toHaveURL(/\/dashboard(\/|$)/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  }
};

export const storage = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    vendorType: localStorage.getItem('vendorType'),
    i18nextLng: localStorage.getItem('i18nextLng'),
    language: localStorage.getItem('language'),
  }));

/** A signed-in API session for the test itself (not the browser). */
export const apiLogin = async (request: APIRequestContext, account: Account) => {
  const response = await request.post('/api/v1/auth/login', {
    data: { identifier: account.email, password: account.password, vendorType: account.vendorType },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

/**
 * Signs in through the API and hands the session to the page as the dashboard keeps it (and the
 * language, when given): the page opens signed in, with no sign-in form. Answers the token.
 */
export const signInByStorage = async (page: Page, account: Account = ACCOUNTS.tires, lang?: Lang) => {
  const token = await apiLogin(page.request, account);
  await page.addInitScript(
    ([t, type, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('vendorType', type);
      if (l) localStorage.setItem('i18nextLng', l);
    },
    [token, account.vendorType, lang ?? ''] as const,
  );
  return token;
};

/** An entry of the side menu (react-admin renders them as menu items). */
export const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** The rows of the list on screen (the desktop list is a table). */
export const tableRows = (page: Page): Locator => page.locator('table tbody tr');

/** Waits for a list to show at least `min` rows whose text matches `pattern`, and returns their texts. */
export const expectRows = async (page: Page, pattern: RegExp, min = 10) => {
  const rows = tableRows(page);
  await expect(rows.first()).toContainText(pattern);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(min);
  const texts = await rows.allInnerTexts();
  for (const text of texts) expect(text).toMatch(pattern);
  return texts;
};

/**
 * Waits until the list shows at least one row and every row matches `pattern`: after a filter or a
 * search, the rows from before its answer may still be on screen for a moment.
 */
export const expectOnlyRows = (page: Page, pattern: RegExp) =>
  expect
    .poll(async () => {
      const texts = await tableRows(page).allInnerTexts();
      return texts.length > 0 && texts.every((text) => pattern.test(text));
    })
    .toBe(true);

export const switchLanguage = async (page: Page, to: Lang) => {
  // A page still loading (the home page's figures, the name in the app bar) moves the bar's
  // buttons under the menu: let it settle first, as a vendor's eye would.
  await settled(page);
  // react-admin's app bar slides away while the page scrolls down: scroll up to it, as a vendor would.
  await page.mouse.wheel(0, -100_000);
  await page
    .getByRole('button', { name: new RegExp(`^(${TEXT.ar.changeLanguage}|${TEXT.en.changeLanguage})$`) })
    .click();
  const menu = languageMenu(page);
  await menu.getByRole('menuitem', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  // The menu closes after a choice.
  await expect(menu).toBeHidden();
};

/** The switcher's pop-up menu (the side menu is a `menu` too, so find the one listing languages). */
export const languageMenu = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'English' }) });

/** The account pop-up menu: the one with the sign-out entry. */
export const userMenu = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /^(Sign out|تسجيل الخروج)$/ }) });

/**
 * The account button's name where it shows the vendor's name (600 px and wider): that name first,
 * then what it opens (WCAG 2.5.3, label in name). On a phone it is an icon, named «قائمة الحساب».
 */
export const accountMenuName = (lang: Lang, account: Account = ACCOUNTS.tires) =>
  lang === 'ar' ? `${account.name}، قائمة الحساب` : `${account.name}, account menu`;

/** The account button in the app bar (react-admin's UserMenu shows the vendor's name on it). */
export const userMenuButton = (page: Page, account: Account = ACCOUNTS.tires) =>
  page.getByRole('banner').getByRole('button').filter({ hasText: account.name });

/**
 * Chooses `option` (its visible name) in the select or autocomplete input labelled `label`. An
 * autocomplete is typed into, which opens it on the matching entries; a select opens on a click.
 */
export const chooseOption = async (
  page: Page,
  label: string,
  option: string,
  within: Page | Locator = page,
) => {
  const input = within.getByRole('combobox', { name: label, exact: true });
  const typed = await input.evaluate((el) => el instanceof HTMLInputElement);
  if (typed) await input.fill(option);
  else await input.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  await choice.click();
  if (typed) await expect(input).toHaveValue(option);
  else await expect(input).toHaveText(option);
};

/** Every request the page sends to the API from now on. */
export const recordApiRequests = (page: Page) => {
  const requests: Request[] = [];
  const listener = (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1/')) requests.push(r);
  };
  page.on('request', listener);
  return { requests, stop: () => page.off('request', listener) };
};

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label` exactly, whether or not MUI marks it required with " *". */
export const labelled = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

let phones = 0;
/** A mobile number no other test has used: `010` and eight digits of the clock (plus a counter). */
export const uniquePhone = () => `010${String(Date.now() + phones++).slice(-8)}`;

/** `0123` → `٠١٢٣`: how a phone set to Arabic types digits. */
export const easternDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

/** The newest one-time code the development SMS inbox holds for `phone` and `purpose`. */
export const devOtp = async (
  request: APIRequestContext,
  phone: string,
  purpose: 'register' | 'reset' | 'handover',
) => {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/otp?phone=${phone}`);
      const { messages } = (await response.json()) as {
        messages: { purpose: string; code: string | null }[];
      };
      code = messages.find((m) => m.purpose === purpose && m.code)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
};

/** The smallest files the API accepts by their content: a PDF header and a 1×1 PNG. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A complete new account made through the API (form, code from the development inbox, documents,
 * work information), for tests about what a registered vendor does next.
 */
export const registerThroughApi = async (request: APIRequestContext, account: Account) => {
  const registered = await request.post('/api/v1/auth/register', {
    data: { ...account, confirmPassword: account.password, companyName: `${account.name} Co` },
  });
  expect(registered.status()).toBe(201);
  const { key } = (await registered.json()) as { key: string };
  const code = await devOtp(request, account.phone, 'register');
  const verified = await request.post(`/api/v1/auth/register/${key}/verify`, { data: { code } });
  expect(verified.status()).toBe(201);
  const { token } = (await verified.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const response = await request.post('/api/v1/uploads', {
      headers,
      multipart: { kind: 'document', file: { name, mimeType, buffer } },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };
  const saved = await request.put('/api/v1/profile/work-info', {
    headers,
    data: {
      companyLicense: {
        file: await upload('license.pdf', 'application/pdf', TINY_PDF),
        number: 'CR-1',
        expiresAt: `${new Date().getFullYear() + 1}-01-31`,
      },
      taxNumber: '100-200-300',
      idNumber: '29001011234567',
      idCard: await upload('id-card.png', 'image/png', TINY_PNG),
      location: { lat: 30.0444, lng: 31.2357 },
      address: '1 Tahrir Square, Cairo',
    },
  });
  expect(saved.status()).toBe(200);
  // Signed out again: the test signs in through the browser.
  await request.post('/api/v1/auth/logout', { headers });
};

/**
 * Waits until the page has had no request in flight for `quietMs`, leaving out the live
 * notification stream, which stays open for as long as the page does (so Playwright's
 * 'networkidle' never comes on a dashboard page).
 */
export const settled = async (page: Page, quietMs = 500) => {
  const open = new Set<Request>();
  const track = (r: Request) => {
    if (!r.url().includes('/notifications/stream')) open.add(r);
  };
  const done = (r: Request) => open.delete(r);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.waitForLoadState('load');
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (open.size) quietSince = Date.now();
          return Date.now() - quietSince >= quietMs;
        },
        { intervals: [100] },
      )
      .toBe(true);
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
};

/**
 * Until the app has taken a prerendered page over (its code has run: #root loses
 * `data-prerendered`), then no request for a while. The page is on screen from its HTML long before.
 */
export const takenOver = async (page: Page) => {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await settled(page);
};

/**
 * Types `YYYY-MM-DD` into a date picker (MUI X: a group of day, month and year sections, day
 * first) as a vendor types it, section by section.
 */
export const pickDate = async (page: Page, label: string, date: string) => {
  const [year, month, day] = date.split('-');
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.keyboard.press('Tab');
};

/** Counts the nodes removed from `#root` from the next page on: hydration removes none. */
export const countRemovedNodes = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __removed: number };
    w.__removed = 0;
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target instanceof Element && r.target.closest('#root')) w.__removed += r.removedNodes.length;
    }).observe(document, { subtree: true, childList: true });
  });

export const removedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removed: number }).__removed);
