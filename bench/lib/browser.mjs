// Headless Chromium helpers: which JS a page loads before a given moment, and load timings
// measured the same way as /work/shared/anchors/measure.mjs.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { useQuietChromium } from '../../tools/quiet-chromium.mjs';
import { HEADLESS_ARGS } from '../../tools/test-browser.mjs';
import { median } from './format.mjs';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: useQuietChromium(),
    headless: true,
    args: HEADLESS_ARGS,
  });

// --- scripts run in the page before its own code --------------------------------------------

/** Puts a signed-in session (and the language) into localStorage. */
function seedStorage(entries) {
  for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
}

/**
 * Records in window.__rows the performance.now() at which `rows.count` elements match
 * `rows.selector` (when rows are given), and the last largest-contentful-paint in window.__lcp.
 */
function watchRows(rows) {
  window.__rows = null;
  performance.setResourceTimingBufferSize(5000);
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!rows) return;
  const { selector, count } = rows;
  const check = () => {
    if (window.__rows == null && document.querySelectorAll(selector).length >= count)
      window.__rows = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

/** A fresh context and page, with the session, the row watcher and the CPU throttling in place. */
const openPage = async (browser, { storage, rows, rate = 1 }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (storage) await page.addInitScript(seedStorage, storage);
  await page.addInitScript(watchRows, rows ?? null);
  return { ctx, page };
};

const waitForRows = (page, timeout = 60000) =>
  page.waitForFunction(() => window.__rows != null, null, { timeout });
const waitForFcp = (page, timeout = 60000) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout,
  });

/** Navigates and fails unless the page itself answered 2xx (an error page would still paint). */
const gotoOk = async (page, url) => {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok())
    throw new Error(
      `GET ${url} answered HTTP ${response?.status()}: ${(await response?.text())?.slice(0, 200)}`,
    );
};

const isJs = (response) =>
  response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

// --- JS loaded before a moment ----------------------------------------------------------------

/**
 * Loads `url` in a fresh context and returns every JS file it fetched, each with its raw and gzipped
 * (zlib level 9, from the bytes themselves) sizes, whether it had arrived by `until` ('rows' or
 * 'fcp'), and its text for content checks.
 */
export const jsLoaded = async (browser, url, { storage, rows, until }) => {
  const { ctx, page } = await openPage(browser, { storage, rows });
  try {
    const bodies = [];
    page.on('response', (response) => {
      if (!isJs(response)) return;
      bodies.push(
        response
          .body()
          .then((bytes) => ({ url: response.url(), bytes }))
          .catch((error) => ({ url: response.url(), error })),
      );
    });
    await gotoOk(page, url);
    if (until === 'rows') await waitForRows(page);
    else await waitForFcp(page);
    // Let whatever else the page wants arrive too: it is listed, but not counted before the moment.
    await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
    const { cutoff, ends } = await page.evaluate((until) => {
      const cutoff =
        until === 'rows'
          ? window.__rows
          : performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const ends = {};
      for (const e of performance.getEntriesByType('resource'))
        ends[e.name] = Math.max(ends[e.name] ?? 0, e.responseEnd);
      return { cutoff, ends };
    }, until);
    const seen = new Map();
    for (const b of await Promise.all(bodies)) {
      if (b.error) throw new Error(`could not read ${b.url}: ${b.error.message}`);
      if (seen.has(b.url)) continue;
      const end = ends[b.url];
      seen.set(b.url, {
        url: b.url,
        file: new URL(b.url).pathname,
        raw: b.bytes.length,
        gzip: zlib.gzipSync(b.bytes, { level: 9 }).length,
        arrivedMs: end == null ? null : Math.round(end),
        // Without a timing entry we cannot tell; count it rather than flatter the figure.
        beforeCutoff: end == null || end <= cutoff,
        text: b.bytes.toString('utf8'),
      });
    }
    const files = [...seen.values()];
    const before = files.filter((f) => f.beforeCutoff);
    return {
      cutoffMs: Math.round(cutoff),
      files,
      before,
      gzipBefore: before.reduce((s, f) => s + f.gzip, 0),
      rawBefore: before.reduce((s, f) => s + f.raw, 0),
      gzipAll: files.reduce((s, f) => s + f.gzip, 0),
    };
  } finally {
    await ctx.close();
  }
};

// --- load timings -------------------------------------------------------------------------------

/**
 * measure.mjs's method for a page that needs a session or a different row count: one discarded
 * warm-up, then `runs` fresh contexts with CPU throttling, each waiting for the rows.
 */
export const timeToRows = async (browser, url, { storage, rows, runs = 5, rate = 1 }) => {
  const results = [];
  for (let i = 0; i < runs + 1; i++) {
    const { ctx, page } = await openPage(browser, { storage, rows, rate });
    try {
      const t0 = Date.now();
      await gotoOk(page, url);
      await waitForRows(page);
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => {
        const n = performance.getEntriesByType('navigation')[0];
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          lcp: window.__lcp,
          dcl: n.domContentLoadedEventEnd,
          load: n.loadEventEnd,
          rows: window.__rows,
        };
      });
      m.wall = Date.now() - t0;
      if (i > 0) results.push(m);
    } finally {
      await ctx.close();
    }
  }
  const med = (k) => median(results.map((r) => r[k]));
  return {
    url,
    rate,
    runs: results.length,
    median: { fcp: med('fcp'), lcp: med('lcp'), dcl: med('dcl'), load: med('load'), rows: med('rows') },
    all: results.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v == null ? v : Math.round(v)])),
    ),
  };
};
