import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  countRemovedNodes,
  removedNodes,
  startIn,
  storage,
  switchLanguage,
  takenOver,
  TEXT,
  type Lang,
} from './helpers';

type PublicConfig = {
  contact: { email: string; phone: string; whatsapp: string; address: { en: string; ar: string } };
  stores: { appStore: string; googlePlay: string };
};

/** What the site shows in each language, written out so that a missing translation fails here. */
const SITE = {
  ar: {
    features: 'لماذا تبيع على مورّد',
    featureItems: ['تشكيلة واسعة من المنتجات', 'تجّار موثّقون', 'توصيل سريع'],
    services: 'ماذا يمكنك أن تبيع',
    serviceItems: ['البطاريات', 'الإطارات', 'قطع الغيار'],
    steps: 'كيف تبدأ البيع على مورّد',
    signIn: 'دخول التجّار',
    register: 'سجّل كتاجر',
    appStore: 'حمّله من App Store',
    googlePlay: 'احصل عليه من Google Play',
    footer: ['من نحن', 'الأسئلة الشائعة', 'الخصوصية', 'الشروط والأحكام'],
    privacy: 'سياسة الخصوصية',
    privacySections: ['البيانات التي نجمعها', 'مع من نشاركها', 'مدة الاحتفاظ بها', 'حقوقك'],
    privacyLaw: 'قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020',
    terms: 'الشروط والأحكام',
    termsSections: [
      'عرض المنتجات',
      'الأسعار والدفع',
      'المنتجات المحظورة',
      'القانون الواجب التطبيق وتسوية النزاعات',
    ],
    termsLaw: 'تخضع هذه الشروط لقوانين جمهورية مصر العربية.',
    about: 'من نحن',
    faqs: 'الأسئلة الشائعة',
    faqQuestion: 'ما المستندات المطلوبة للتسجيل؟',
    faqAnswer: 'رقم البطاقة الضريبية.',
    updated: 'آخر تحديث: 1 نوفمبر 2026',
    onThisPage: 'في هذه الصفحة',
  },
  en: {
    features: 'Why sell on Mawrid',
    featureItems: ['A wide range of products', 'Verified vendors', 'Fast delivery'],
    services: 'What you can sell',
    serviceItems: ['Batteries', 'Tires', 'Car parts'],
    steps: 'How it works for vendors',
    signIn: 'Vendor sign in',
    register: 'Register as a vendor',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    footer: ['About', 'FAQs', 'Privacy', 'Terms'],
    privacy: 'Privacy policy',
    privacySections: ['The data we collect', 'Who we share it with', 'How long we keep it', 'Your rights'],
    privacyLaw: 'Egypt’s Personal Data Protection Law No. 151 of 2020',
    terms: 'Terms and conditions',
    termsSections: [
      'Product listings',
      'Prices and payment',
      'Prohibited items',
      'Governing law and disputes',
    ],
    termsLaw: 'These terms are governed by the laws of the Arab Republic of Egypt.',
    about: 'About Mawrid',
    faqs: 'Frequently asked questions',
    faqQuestion: 'Which documents do I need?',
    faqAnswer: 'Your tax card number.',
    updated: 'Last updated: 1 November 2026',
    onThisPage: 'On this page',
  },
} as const;

// The markers bench/run.mjs looks for: any of them in a script means react-admin came along.
const REACT_ADMIN_MARKERS = ['RaDataTable', 'RaDatagrid', 'ra.action.'];

const publicConfig = async (page: Page) =>
  (await (await page.request.get('/api/v1/public-config')).json()) as PublicConfig;

const footer = (page: Page) => page.getByRole('contentinfo');

const expectContactDetails = async (page: Page, lang: Lang, config: PublicConfig) => {
  const box = footer(page);
  await box.scrollIntoViewIfNeeded();
  const digits = (phone: string) => phone.replace(/\D/g, '');
  await expect(box.getByRole('link', { name: config.contact.email })).toHaveAttribute(
    'href',
    `mailto:${config.contact.email}`,
  );
  const phoneLinks = box.getByRole('link', { name: config.contact.phone, exact: true });
  await expect(phoneLinks.first()).toHaveAttribute('href', `tel:+${digits(config.contact.phone)}`);
  await expect(box.locator(`a[href="https://wa.me/${digits(config.contact.whatsapp)}"]`)).toHaveText(
    config.contact.whatsapp,
  );
  await expect(box.getByText(config.contact.address[lang])).toBeVisible();
};

/** Every script the page fetched, with its text, so its content can be checked. */
const recordScripts = (page: Page) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
};

const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);

for (const lang of ['ar', 'en'] as const) {
  const t = SITE[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  test.describe(`public site in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => {
      if (lang === 'en') await startIn(page, 'en');
    });

    test('the landing page tells a vendor what the platform offers and how to join', async ({ page }) => {
      const config = await publicConfig(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].landingHeadline })).toBeVisible();

      for (const [heading, items] of [
        [t.features, t.featureItems],
        [t.services, t.serviceItems],
      ] as const) {
        const section = page.getByRole('region', { name: heading });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
        await expect(section.getByRole('heading', { level: 3 })).toHaveText([...items]);
      }
      await expect(page.getByRole('region', { name: t.steps }).getByRole('listitem')).toHaveCount(4);

      // The ways in: sign in, and registration starting with the choice of vendor type.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t.signIn })).toHaveAttribute('href', '/auth/login');
      await expect(header.getByRole('link', { name: t.register })).toHaveAttribute(
        'href',
        '/auth/select-vendor',
      );

      // Store links come from the configuration (D11).
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: t.appStore })).toHaveAttribute(
        'href',
        config.stores.appStore,
      );
      await expect(main.getByRole('link', { name: t.googlePlay })).toHaveAttribute(
        'href',
        config.stores.googlePlay,
      );
      await expectContactDetails(page, lang, config);
    });

    test('privacy: what is collected, shared and kept, and the vendor’s rights', async ({ page }) => {
      const config = await publicConfig(page);
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacy);
      await expect(page.getByText(t.updated)).toBeVisible();
      await expect(page.getByText(t.privacyLaw)).toBeVisible();
      const article = page.getByRole('article');
      for (const section of t.privacySections)
        await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
      // The policy ends with the contact details from the configuration.
      await expect(article.getByRole('link', { name: config.contact.email })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t.privacy));
    });

    test('terms: listings, prices in EGP, prohibited items and Egyptian law', async ({ page }) => {
      await page.goto('/terms');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.terms);
      const article = page.getByRole('article');
      for (const section of t.termsSections)
        await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(article.getByText(t.termsLaw)).toBeVisible();
      // The table of contents leads to each section.
      await page
        .getByRole('navigation', { name: t.onThisPage })
        .getByRole('link', { name: t.termsSections[3] })
        .click();
      await expect(page).toHaveURL(/\/terms#law$/);
      await expect(article.getByRole('heading', { name: t.termsSections[3] })).toBeInViewport();
    });

    test('a link to a section opens the page there, and a reload keeps the place, after the app takes it over', async ({
      page,
    }) => {
      const law = page.getByRole('article').getByRole('heading', { name: t.termsSections[3] });
      await page.goto('/terms#law');
      await takenOver(page);
      await expect(law).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // Read halfway down, then reload: the browser puts the page back, and the app leaves it there.
      await page.goto('/terms');
      await takenOver(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.reload();
      await takenOver(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    });

    test('the footer leads to About, FAQs, Privacy and Terms', async ({ page }) => {
      await page.goto('/');
      const links = footer(page).getByRole('navigation').getByRole('link');
      await expect(links).toHaveText([...t.footer]);
      const headings = [t.about, t.faqs, t.privacy, t.terms];
      for (const [i, path] of ['/about', '/faqs', '/privacy', '/terms'].entries()) {
        await footer(page).getByRole('link', { name: t.footer[i], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[i]);
        // Each page opens at its top.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }

      // FAQs open in place.
      await page.goto('/faqs');
      const question = page.getByText(t.faqQuestion);
      await expect(page.getByText(t.faqAnswer)).toBeHidden();
      await question.click();
      await expect(page.getByText(t.faqAnswer)).toBeVisible();
    });

    test('on a phone no page scrolls sideways', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/', '/about', '/faqs', '/privacy', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Sections below the first screen are laid out as they come near: scroll through all of them.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectNoSidewaysScroll(page);
      }
      // The language menu still fits once open.
      await page.goto('/');
      await page.getByRole('button', { name: TEXT[lang].changeLanguage }).click();
      await expect(page.getByRole('menu')).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('public site', () => {
  test('each page arrives drawn in its HTML, in the cookie’s language, and the app takes it over as it is', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Without scripts, what the server sends is already the page: Arabic without a cookie.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const html = await noScript.newPage();
    await html.goto('/privacy');
    await expect(html.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(html.getByRole('heading', { level: 1 })).toHaveText(SITE.ar.privacy);
    await expect(html).toHaveTitle(`${SITE.ar.privacy} · مورّد`);
    await noScript.addCookies([{ name: 'i18nextLng', value: 'en', url: baseURL! }]);
    await html.goto('/');
    await expect(html.locator('html')).toHaveAttribute('lang', 'en');
    await expect(html.getByRole('heading', { level: 1, name: TEXT.en.landingHeadline })).toBeVisible();
    await noScript.close();

    // With scripts, React hydrates that markup: it removes none of it (a fresh render would replace
    // it all), reports no error, and the page then works.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await countRemovedNodes(page);
    for (const path of ['/', '/faqs']) {
      await page.goto(path);
      await expect(footer(page).getByRole('link', { name: SITE.ar.footer[0], exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await removedNodes(page)).toBe(0);
    }
    // The language menu is React's: it opens only once the page has been taken over. The choice is
    // kept where the server can read it for the next page.
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.en.faqs);
    expect((await page.context().cookies()).find((c) => c.name === 'i18nextLng')?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  test('markup that does not match its page is drawn afresh, and the error names where it was', async ({
    browser,
    baseURL,
  }) => {
    // Its own page: the shared one fails a test on any uncaught error, and this one is meant.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    // Its frames are components, so the message's stack is where they are.
    page.on('pageerror', (error) => errors.push(String(error.stack)));
    await page.route('**/privacy', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('</h1>');
      // A paragraph the page does not draw, right after its heading.
      await route.fulfill({ response, body: html.replace('</h1>', '</h1><p>stale</p>') });
    });
    await page.goto('/privacy');
    await expect(page.getByText('stale')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.ar.privacy);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toContain('react.dev/errors/418');
    // The paragraph React did not expect, then the elements and components around it.
    expect(errors[0]).toMatch(/In:\s+at p \(<anonymous>\)\s+at div[\s\S]*at header[\s\S]*at main/);
    await context.close();
  });

  test('the language switches in place, with no reload, and is remembered', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.ar.privacy);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    let loads = 0;
    page.on('load', () => loads++);

    await switchLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.en.privacy);
    await expect(footer(page).getByRole('link', { name: 'Terms', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(loads).toBe(0);
    expect((await storage(page)).i18nextLng).toBe('en');
    expect(JSON.parse((await storage(page)).language ?? 'null')).toMatchObject({ value: 'en', dir: 'ltr' });

    // The next page opens in English too, and switching back works the same way.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.landingHeadline })).toBeVisible();
    await switchLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.landingHeadline })).toBeVisible();
  });

  test('the language menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: TEXT.ar.changeLanguage });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // The current language has the focus; the arrow keys move it, Escape closes the menu.
    await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a press before the page’s code has arrived is kept, and answered once it has', async ({ page }) => {
    // The page paints from its HTML; hold back every script it does not name (the page's own code,
    // loaded after that first paint) until the vendor has pressed the language button.
    const named = await (await page.request.get('/')).text();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      if (!named.includes(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: TEXT.ar.changeLanguage });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    release();
    await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeFocused();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('no react-admin code is loaded for the public pages', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.landingHeadline })).toBeVisible();
    for (const name of SITE.ar.footer) {
      await footer(page).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, text } of loaded)
      for (const marker of REACT_ADMIN_MARKERS)
        expect(text.includes(marker), `${marker} in ${url}`).toBe(false);
  });

  test('the page does not wait for the configuration, and keeps defaults when it fails', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/public-config', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await page.goto('/');
    // Painted while the configuration is still on its way.
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.landingHeadline })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'support@mawrid.example' })).toBeAttached();
    release();
    // After the failure the defaults stay.
    await page.waitForLoadState('networkidle');
    await expect(footer(page).getByRole('link', { name: 'support@mawrid.example' })).toHaveAttribute(
      'href',
      'mailto:support@mawrid.example',
    );
    await expect(page.getByRole('main').getByRole('link', { name: SITE.ar.appStore })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('the configuration’s contact details replace the defaults', async ({ page }) => {
    await page.route('**/api/v1/public-config', (route) =>
      route.fulfill({
        json: {
          contact: {
            email: 'vendors@souq.example',
            phone: '+20 2 2345 6789',
            whatsapp: '+20 111 222 3333',
            address: { en: '5 Road 9, Maadi, Cairo', ar: '5 شارع 9، المعادي، القاهرة' },
          },
          stores: { appStore: 'https://apps.apple.com/eg/app/souq', googlePlay: 'javascript:alert(1)' },
          map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
        },
      }),
    );
    await page.goto('/');
    const box = footer(page);
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('link', { name: 'vendors@souq.example' })).toBeVisible();
    await expect(box.getByRole('link', { name: '+20 2 2345 6789' })).toHaveAttribute(
      'href',
      'tel:+20223456789',
    );
    await expect(box.getByRole('link', { name: '+20 111 222 3333' })).toHaveAttribute(
      'href',
      'https://wa.me/201112223333',
    );
    await expect(box.getByText('5 شارع 9، المعادي، القاهرة')).toBeVisible();
    await expect(box.getByRole('link', { name: SITE.ar.appStore })).toHaveAttribute(
      'href',
      'https://apps.apple.com/eg/app/souq',
    );
    // Only web addresses become links: anything else keeps the default.
    await expect(box.getByRole('link', { name: SITE.ar.googlePlay })).toHaveAttribute('href', /^https:\/\//);
  });
});

// What the server sends search engines (robots.txt, a description per language) is checked on the
// built files in tests/server/built-pages.test.ts; here, what a choice made in the page changes.
test('a language chosen in the app is the one the server draws the next pages in, with their description', async ({
  page,
}) => {
  const description = page.locator('meta[name="description"]');
  await startIn(page, 'ar');
  await page.goto('/');
  await expect(description).toHaveAttribute('content', /^مورّد: بِع الإطارات/);
  // Chosen in the app, English is what the server draws the next pages in.
  await switchLanguage(page, 'en');
  // The switch lands once the English texts have come: the page says so before the next is asked for.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await expect(description).toHaveAttribute('content', /^Mawrid: sell tires/);
  await page.goto('/auth/login');
  await expect(description).toHaveAttribute('content', /^Sign in to Mawrid, the vendor dashboard/);
});

// Text set as desktop Chrome sets it (tools/test-browser.mjs): the headless shell wraps a line elsewhere.
test(
  'until the English face arrives, the text stands where Cairo will set it',
  { tag: '@full-browser' },
  async ({ browser, baseURL }) => {
    // Where the headings, paragraphs and links of a page stand, its Latin faces loaded or refused.
    const layout = async (path: string, width: number, withoutCairo: boolean) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      await context.addCookies([{ name: 'i18nextLng', value: 'en', url: baseURL! }]);
      const page = await context.newPage();
      if (withoutCairo) await page.route(/\/assets\/cairo-latin-[^/]+\.woff2?$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`);
      });
      expect(faces).toContain(withoutCairo ? 'Cairo Fallback 400' : 'Cairo Variable 200 1000');
      const boxes = await page.locator('main :is(h1, h2, h3, p, a, li)').evaluateAll((elements) =>
        elements.map((e) => {
          const { top, height } = e.getBoundingClientRect();
          return `${e.tagName} ${Math.round(top)} ${Math.round(height)}`;
        }),
      );
      await context.close();
      return boxes;
    };
    // Set in the device's own sans-serif instead, the landing's headline took a third line on a
    // computer, and its links a second row on a phone.
    for (const [path, width] of [
      ['/', 1366],
      ['/', 390],
      ['/about', 390],
    ] as const) {
      const cairo = await layout(path, width, false);
      expect(cairo.length).toBeGreaterThan(10);
      expect(await layout(path, width, true), `${path} at ${width} px`).toEqual(cairo);
    }
  },
);
