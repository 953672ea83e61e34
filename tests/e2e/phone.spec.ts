import { expect, test } from './fixtures';
import { ACCOUNTS, signIn, TIRE_NAME } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const noSidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone, in Arabic, the tires list fits the screen', async ({ page }) => {
  await page.goto('/dashboard/tires');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);

  await signIn(page, ACCOUNTS.tires);
  await expect(page).toHaveURL(/\/dashboard\/tires$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Phones get a simple list, not a table.
  const names = page.getByText(TIRE_NAME);
  await expect(names.first()).toBeVisible();
  await expect.poll(() => names.count()).toBeGreaterThanOrEqual(10);
  await expect(page.locator('table')).toHaveCount(0);

  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
});
