// From a moderator's approval to the bell's count changing in an open dashboard page: the
// moderators' API (what `npm run moderate -- approve` calls while the server runs), ten times.
import fs from 'node:fs';
import path from 'node:path';
import { heading, line } from './format.mjs';

export const BELL_AIM = { ms: 1000 };

const tire = (i) => ({
  name: `Bell bench ${i} 205/55 R16`,
  sku: `BELL-${Date.now()}-${i}`,
  description: 'A tire for the bell benchmark',
  brand: 'michelin',
  year: 2025,
  tireType: 'normal',
  size: { width: 205, length: 55, depth: 16 },
  quantity: 10,
  price: 2000,
  discountPrice: 1900,
});

export const measureBell = async (browser, server, storage, runs = 10) => {
  const moderator = fs.readFileSync(path.join(server.dataDir, 'moderator.token'), 'utf8').trim();
  const api = (url, body, token) =>
    fetch(`${server.url}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status} ${await r.text()}`);
      return r.json();
    });
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  const times = [];
  try {
    await page.goto(`${server.url}/dashboard`);
    const bell = page.getByRole('button', { name: /^(Notifications|الإشعارات)/ });
    await bell.waitFor();
    await page.waitForTimeout(1500);
    for (let i = 0; i < runs; i++) {
      const { id } = await api('/tires', tire(i), storage.token);
      const before = await bell.getAttribute('aria-label');
      const t0 = Date.now();
      await api(`/moderation/products/${id}/approve`, {}, moderator);
      await page.waitForFunction(
        (old) =>
          [...document.querySelectorAll('button[aria-label]')].some(
            (b) =>
              /^(Notifications|الإشعارات)/.test(b.getAttribute('aria-label')) &&
              b.getAttribute('aria-label') !== old,
          ),
        before,
        { timeout: 10_000, polling: 10 },
      );
      times.push(Date.now() - t0);
    }
  } finally {
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: times[Math.floor(times.length / 2)], all: times };
};

export const printBell = (r) => {
  heading('Notifications: a moderator approves, the open page’s bell changes');
  line(
    `median of ${r.runs} (moderators' API → bell)`,
    `${r.medianMs} ms (all ${r.all.join(', ')}) (aim < ${BELL_AIM.ms} ms: ${r.medianMs < BELL_AIM.ms ? 'met' : 'NOT met'})`,
  );
  return { ...r, aim: BELL_AIM };
};
