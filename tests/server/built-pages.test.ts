import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from './helper';

// What the build wrote to dist/, as the server sends it: the prerendered pages' text, head and
// stylesheets, robots.txt. None of it needs a browser; what a browser does with it stays in
// tests/e2e. tests/run-all.mjs builds before it runs these.
const distDir = path.resolve('dist');
if (!fs.existsSync(path.join(distDir, 'pages')))
  throw new Error('dist/ has no prerendered pages: run `npm run build` before these tests.');
const t = await build({ distDir });

/** The page the server sends for `url` to a visitor whose language cookie is `lang`, if any. */
const served = async (url: string, lang?: 'ar' | 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: lang ? { cookie: `i18nextLng=${lang}` } : {},
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toContain('text/html');
  return res.body;
};

describe('the way in arrives drawn in its HTML', () => {
  it('the server sends the sign-in and first registration pages drawn, in the cookie’s language', async () => {
    for (const url of ['/auth/login', '/auth']) {
      const arabic = await served(url);
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain('<title>تسجيل الدخول · مورّد</title>');
      for (const text of [
        'رقم الهاتف أو البريد الإلكتروني',
        'كلمة المرور',
        'الدخول كتاجر بطاريات وإطارات',
        'الدخول كتاجر قطع غيار',
      ])
        expect(arabic).toContain(text);
      const english = await served(url, 'en');
      expect(english).toContain('<html lang="en" dir="ltr">');
      expect(english).toContain('<title>Sign in · Mawrid</title>');
      expect(english).toContain('<meta name="description" content="Sign in to Mawrid');
      for (const text of ['Phone or email', 'Password']) expect(english).toContain(text);
    }
    expect(await served('/auth/select-vendor')).toContain('<title>أنشئ حساب التاجر · مورّد</title>');
    expect(await served('/auth/first-register-step', 'en')).toContain(
      '<title>Create your vendor account · Mawrid</title>',
    );
  });
});

describe('what search engines get', () => {
  it('a robots.txt that keeps them out of the dashboard and the API, not the app', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).not.toContain('<html');
  });

  it('a description in the page’s language', async () => {
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description(await served('/'))).toMatch(/^مورّد: بِع الإطارات/);
    expect(description(await served('/about', 'en'))).toMatch(/^Mawrid: sell tires/);
    expect(description(await served('/auth/login', 'en'))).toMatch(
      /^Sign in to Mawrid, the vendor dashboard/,
    );
  });
});

describe('what a prerendered page carries', () => {
  it('each language’s page preloads the faces of the font its text needs', async () => {
    const preloads = async (url: string, lang: 'ar' | 'en') =>
      [...(await served(url, lang)).matchAll(/<link\s+rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    // One file holds every weight: text (400), buttons (600, whose width moved the landing's ticks
    // down when it arrived late) and headings (700). Arabic text also needs the Latin face, for its
    // spaces and full stops: found late, it held the first paint back until it came.
    const arabic = expect.stringMatching(/^\/assets\/cairo-arabic-wght-normal-[\w-]+\.woff2$/);
    const latin = expect.stringMatching(/^\/assets\/cairo-latin-wght-normal-[\w-]+\.woff2$/);
    const ar = await preloads('/', 'ar');
    expect(ar).toEqual([arabic, latin]);
    expect(await preloads('/', 'en')).toEqual([latin]);
    // The dashboard's page is one for both languages: the browser picks the language.
    for (const lang of ['ar', 'en'] as const)
      expect(await preloads('/dashboard', lang)).toEqual([arabic, latin]);
    for (const href of ar)
      expect((await t.app.inject({ method: 'GET', url: href })).statusCode, href).toBe(200);
  });

  it('a prerendered page carries each of its stylesheets once, and none of the dashboard’s', async () => {
    for (const url of ['/', '/auth/login'])
      for (const lang of ['ar', 'en'] as const) {
        const html = await served(url, lang);
        const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
        expect(sheets.length, `${lang} ${url}`).toBeGreaterThan(1);
        expect(new Set(sheets).size, `${lang} ${url}`).toBe(sheets.length);
        // The registration's map and the order slip's print rules come with their own pages.
        expect(html, `${lang} ${url}`).not.toMatch(/\.leaflet-pane|\.RaSidebar-root/);
      }
  });
});
