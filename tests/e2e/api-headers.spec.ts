import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  BATTERY_NAME,
  expectRows,
  menuItem,
  ORDER_NUMBER,
  recordApiRequests,
  settled,
  storage,
  switchLanguage,
  TEXT,
  TIRE_NAME,
  type Lang,
} from './helpers';

test.use({ account: 'tires' });

const checkHeaders = async (requests: Request[], lang: Lang, token: string) => {
  for (const r of requests) {
    const headers = await r.allHeaders();
    const where = `${r.method()} ${r.url()}`;
    // The live notification stream asks for events; every other call for JSON.
    const stream = new URL(r.url()).pathname.endsWith('/notifications/stream');
    expect(headers['accept'], where).toBe(stream ? 'text/event-stream' : 'application/json');
    expect(headers['app'], where).toBe('client');
    expect(headers['lang'], where).toBe(lang);
    expect(headers['authorization'], where).toBe(`Bearer ${token}`);
  }
};

const paths = (requests: Request[]) => requests.map((r) => new URL(r.url()).pathname);

test('every API call carries Accept, App, Lang and the bearer token', async ({ page }) => {
  // The page opens signed in (no sign-in form): what is checked is the dashboard's own calls.
  await page.goto('/dashboard');
  await expect(page.getByText(`أهلًا، ${ACCOUNTS.tires.name}`)).toBeVisible();
  const { token } = await storage(page);
  expect(token).toBeTruthy();

  const ar = TEXT.ar;
  const recorder = recordApiRequests(page);
  await menuItem(page, ar.tires).click();
  await expectRows(page, TIRE_NAME);
  await menuItem(page, ar.batteries).click();
  await expectRows(page, BATTERY_NAME);
  await menuItem(page, ar.myOrders).click();
  await expectRows(page, ORDER_NUMBER);
  await menuItem(page, ar.home).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText(`أهلًا، ${ACCOUNTS.tires.name}`)).toBeVisible();
  await settled(page);
  recorder.stop();

  const seen = paths(recorder.requests);
  for (const p of ['/api/v1/tires', '/api/v1/batteries', '/api/v1/orders', '/api/v1/stats'])
    expect(seen, `a request to ${p}`).toContain(p);
  await checkHeaders(recorder.requests, 'ar', token!);

  // After switching, the same holds in English.
  await switchLanguage(page, 'en');
  const english = recordApiRequests(page);
  await menuItem(page, TEXT.en.tires).click();
  await expectRows(page, TIRE_NAME);
  await settled(page);
  english.stop();
  expect(paths(english.requests)).toContain('/api/v1/tires');
  await checkHeaders(english.requests, 'en', token!);
});
