import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './helper';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
// A chunk with the build's Brotli and gzip copies beside it (tools/precompress.ts).
const chunk = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`,
);
fs.writeFileSync(path.join(dist, 'assets', 'list-2.js'), chunk);
fs.writeFileSync(path.join(dist, 'assets', 'list-2.js.br'), zlib.brotliCompressSync(chunk));
fs.writeFileSync(path.join(dist, 'assets', 'list-2.js.gz'), zlib.gzipSync(chunk));
fs.writeFileSync(path.join(dist, 'assets', 'font-3.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
for (const lang of ['ar', 'en']) {
  fs.mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
  fs.writeFileSync(path.join(dist, 'pages', lang, 'index.html'), `<div id="root">${lang} landing</div>`);
  fs.writeFileSync(path.join(dist, 'pages', lang, 'terms.html'), `<div id="root">${lang} terms</div>`);
  fs.mkdirSync(path.join(dist, 'pages', lang, 'auth'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'pages', lang, 'auth', 'login.html'),
    `<div id="root">${lang} login</div>`,
  );
}
// The build's copies marked with a chosen scheme, of the app's page and of one prerendered page.
for (const scheme of ['light', 'dark']) {
  fs.writeFileSync(
    path.join(dist, `index.${scheme}.html`),
    `<html data-theme="${scheme}"><div id="root"></div>`,
  );
  fs.writeFileSync(
    path.join(dist, 'pages', 'en', `terms.${scheme}.html`),
    `<html data-theme="${scheme}">en terms`,
  );
}
const t = await build({ distDir: dist });

/** A page the server answers with HTML for `url`, as a browser with `cookie` gets it. */
const page = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers.vary).toContain('Cookie');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  return res.body;
};

describe('the dashboard is served with browser history routes', () => {
  it.each(['/dashboard/tires', '/auth/reset-password', '/no/such/page', '/about'])(
    'answers index.html for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('serves built assets as long-lived files and a missing asset as 404, not as the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('sends the copy of an asset in the best encoding the browser takes, else the file itself', async () => {
    const get = (encoding?: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/list-2.js',
        headers: { ...(encoding === undefined ? {} : { 'accept-encoding': encoding }), ...headers },
      });
    const decoded = (res: Awaited<ReturnType<typeof get>>) => {
      const body = res.rawPayload;
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return zlib.brotliDecompressSync(body);
      if (encoding === 'gzip') return zlib.gunzipSync(body);
      return body;
    };
    for (const [accept, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await get(accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(sent);
      expect(decoded(res).equals(chunk), String(accept)).toBe(true);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    // A browser that has it already is told so, with no body.
    const etag = String((await get('br')).headers.etag);
    const again = await get('br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('br', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // HEAD tells the size of what GET would send.
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/list-2.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe((await get('br')).rawPayload.length);
    // A file with no compressed copy, of a type that is not text.
    const font = await t.app.inject({
      method: 'GET',
      url: '/assets/font-3.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(Buffer.from([0x77, 0x4f, 0x46, 0x32]))).toBe(true);
  });

  it('serves an asset the build wrote after the server started, and nothing outside the build', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-4.js'), 'console.log(4)');
    const later = await t.app.inject({ method: 'GET', url: '/assets/later-4.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(4)');
    expect(later.headers['cache-control']).toContain('immutable');
    const secret = path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`);
    fs.writeFileSync(secret, 'secret');
    for (const url of [
      `/assets/../../${path.basename(secret)}`,
      `/assets/%2e%2e/%2e%2e/${path.basename(secret)}`,
      `/assets/..%2f..%2f${path.basename(secret)}`,
      '/assets/%00.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('secret');
    }
  });

  it.each(['/llms.txt', '/.well-known/ai-catalog.json', '/favicon.ico', '/dashboard/report.pdf?x=1'])(
    'answers 404 for a missing file, %s, not the page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe('لم نعثر على ما طلبته.');
    },
  );

  it('serves the prerendered public pages in the language of the i18nextLng cookie, Arabic without one', async () => {
    expect(await page('/')).toContain('ar landing');
    expect(await page('/', 'i18nextLng=en')).toContain('en landing');
    expect(await page('/terms', 'theme=dark; i18nextLng=en; x=1')).toContain('en terms');
    expect(await page('/terms', 'i18nextLng=fr')).toContain('ar terms');
    expect(await page('/terms', 'i18nextLng=../../index')).toContain('ar terms');
    // A page the build did not prerender falls back to the app's index.html.
    expect(await page('/about', 'i18nextLng=en')).toBe('<!doctype html><div id="root"></div>');
  });

  it('sends the copy marked with the scheme the vendor chose, so that the first frame is in it', async () => {
    expect(await page('/dashboard/orders', 'themeMode=dark')).toContain('data-theme="dark"');
    expect(await page('/dashboard/orders', 'i18nextLng=en; themeMode=light')).toContain('data-theme="light"');
    expect(await page('/terms', 'i18nextLng=en; themeMode=dark')).toBe('<html data-theme="dark">en terms');
    // Following the device, or an unknown value: the unmarked page, whose CSS follows the device.
    expect(await page('/dashboard/orders', 'themeMode=system')).toBe('<!doctype html><div id="root"></div>');
    expect(await page('/terms', 'i18nextLng=en; themeMode=dark;x')).toContain('en terms');
    expect(await page('/terms', 'themeMode=../index')).toContain('ar terms');
    // A page the build made no marked copy of is sent as it is.
    expect(await page('/terms', 'themeMode=dark')).toContain('ar terms');
  });

  it('serves the prerendered sign-in page, drawn in the light, except to a vendor who chose dark', async () => {
    expect(await page('/auth/login', 'i18nextLng=en')).toContain('en login');
    expect(await page('/auth/login', 'themeMode=light; i18nextLng=en')).toContain('en login');
    expect(await page('/auth/login', 'themeMode=system')).toContain('ar login');
    // The app's page, marked dark: the app then draws the sign-in in the dark.
    expect(await page('/auth/login', 'i18nextLng=en; themeMode=dark')).toBe(
      '<html data-theme="dark"><div id="root"></div>',
    );
    // The public pages follow the scheme in their CSS, whatever the choice.
    expect(await page('/', 'themeMode=dark')).toContain('ar landing');
  });
});
