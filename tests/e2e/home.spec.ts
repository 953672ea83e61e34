import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, startIn, type Lang } from './helpers';

test.use({ account: 'tires' });

/** Where the time axis starts: the first day's label, left or right of the chart's middle. */
const firstDaySide = async (page: Page) => {
  const chart = page.locator('.MuiChartsSurface-root').first();
  await expect(chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first()).not.toHaveText(
    '',
  );
  const box = (await chart.boundingBox())!;
  const label = (await chart
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .first()
    .boundingBox())!;
  return label.x + label.width / 2 > box.x + box.width / 2 ? 'right' : 'left';
};

const openHome = async (page: Page, lang: Lang) => {
  await startIn(page, lang);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ACCOUNTS.tires.name);
};

test('in Arabic: the home page leads with what needs action, each tile opening the filtered list', async ({
  page,
}) => {
  await openHome(page, 'ar');
  const toConfirm = page.getByRole('link', { name: /طلبات بانتظار التأكيد/ });
  await expect(toConfirm).toContainText(/\d+/);
  const count = Number((await toConfirm.innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await toConfirm.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?filter=/);
  const chips = page.locator('table tbody tr').getByText('جديد', { exact: true });
  await expect(chips).toHaveCount(Math.min(count, 10));

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^متاح/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/tires\?filter=/);
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('متاح');
});

for (const lang of ['ar', 'en'] as const) {
  test(`beside the sidebar at 1024 and 900 px, every tile's figure fits its tile (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openHome(page, lang);
    const figures = page.locator('.MuiCard-root p');
    // The sales figure is the widest ("EGP 119,650"); the rates come last.
    await expect(figures.last()).toHaveText(/\d/);
    expect(await figures.count()).toBeGreaterThanOrEqual(7);
    for (const width of [1024, 900]) {
      await page.setViewportSize({ width, height: 800 });
      for (const figure of await figures.all()) {
        const { scrollWidth, clientWidth } = await figure.evaluate((e) => ({
          scrollWidth: e.scrollWidth,
          clientWidth: e.clientWidth,
        }));
        expect(scrollWidth, `${width} px: ${await figure.innerText()}`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });
}

test('the charts run right to left in Arabic and left to right in English', async ({ page }) => {
  await openHome(page, 'ar');
  await expect(page.getByRole('heading', { name: 'الطلبات يوميًا' })).toBeVisible();
  expect(await firstDaySide(page)).toBe('right');
  // About five dates under each 30-day axis, each one labelled (not only the first).
  const labels = page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(labels).toHaveCount(10);
  for (const text of await labels.allTextContents()) expect(text).toMatch(/^[\d٠-٩]+ \S+$/);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders per day' })).toBeVisible();
  expect(await firstDaySide(page)).toBe('left');
});

test('in Arabic: the low-stock threshold set on the profile is the one the home page counts by', async ({
  page,
  request,
  sessions,
}) => {
  await openHome(page, 'ar');
  await expect(page.getByRole('heading', { name: 'مخزون منخفض (5 أو أقل)' })).toBeVisible();
  await page.goto('/dashboard/profile');
  const threshold = page.getByRole('spinbutton', { name: 'مخزون منخفض عند أو أقل من' });
  await expect(threshold).toHaveValue('5');
  await threshold.fill('-3');
  await page.getByRole('button', { name: 'حفظ' }).first().click();
  await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toContainText('0');
  await threshold.fill('12');
  await page.getByRole('button', { name: 'حفظ' }).first().click();
  await expect(page.getByText('تم حفظ بياناتك.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'مخزون منخفض (12 أو أقل)' })).toBeVisible();

  // Leave the demo vendor as other tests expect it.
  const token = await sessions.token('tires');
  const restored = await request.put('/api/v1/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: ACCOUNTS.tires.name,
      email: ACCOUNTS.tires.email,
      companyName: 'شركة القاهرة للإطارات والبطاريات',
      lowStockThreshold: 5,
    },
  });
  expect(restored.status()).toBe(200);
});
