import { expect, test } from './fixtures';
import { ACCOUNTS, escapeRegExp, settled, signIn, startIn, TIRE_NAME } from './helpers';

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
  // The top bar has no room for the page's name on a phone: the page says it, as its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'الإطارات', exact: true })).toBeInViewport();

  // Phones get a simple list, not a table.
  const names = page.getByText(TIRE_NAME);
  await expect(names.first()).toBeVisible();
  await expect.poll(() => names.count()).toBeGreaterThanOrEqual(10);
  await expect(page.locator('table')).toHaveCount(0);

  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
});

test.describe('as the tire vendor', () => {
  test.use({ account: 'tires' });

  test('on a phone, the list’s cards come with a file of their own and show each product', async ({
    page,
    sessions,
  }) => {
    await startIn(page, 'en');
    const token = await sessions.token('tires');
    // The newest tire, whichever test of this worker added it: the list's first card.
    const newest = await page.request.get('/api/v1/tires?range=[0,0]&sort=["id","DESC"]', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [tire] = (await newest.json()) as { id: number; sku: string }[];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/^.*\//, ''));
    });
    await page.goto('/dashboard/tires');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    // SKU · price and status on the card, which opens the product.
    const first = cards.first().getByRole('link');
    await expect(first).toHaveAccessibleName(
      new RegExp(
        `${escapeRegExp(tire.sku)} · EGP\\s[\\d,]+ (Available|Not Available|Under Review|Rejected|Out of Stock)$`,
      ),
    );
    await expect(first).toHaveAttribute('href', `/dashboard/tires/${tire.id}`);
    expect(scripts.filter((n) => n.startsWith('ProductCards'))).toHaveLength(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the list’s filter and export buttons say what they do', async ({ page }) => {
      await startIn(page, 'ar');
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

  test.describe('orders on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the orders list’s filter and export buttons say what they do', async ({ page }) => {
      await startIn(page, 'ar');
      await page.goto('/dashboard/orders');
      for (const label of ['إضافة فلتر', 'تصدير']) {
        const button = page.getByRole('button', { name: label, exact: true });
        await expect(button, label).toHaveText(label);
        await expect(button, label).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
