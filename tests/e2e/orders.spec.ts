import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type WorkerServer } from './fixtures';
import {
  ACCOUNTS,
  devOtp,
  registerThroughApi,
  signInByStorage,
  startIn,
  switchLanguage,
  uniquePhone,
} from './helpers';

test.use({ account: 'tires' });

type Placed = {
  id: number;
  orderNumber: string;
  customerPhone: string;
  paymentType: string;
  totalPrice: number;
};

/** A customer's new order for the demo tire vendor, placed through the marketplace's side of the API (D8). */
const placeOrder = async (request: APIRequestContext, server: WorkerServer): Promise<Placed> => {
  const token = fs.readFileSync(path.join(server.dataDir, 'moderator.token'), 'utf8').trim();
  const response = await request.post('/api/v1/moderation/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { vendor: ACCOUNTS.tires.email },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Placed;
};

// The order's own heading: the layout's copy of the top bar's title is hidden on a page that has one.
const chip = (page: Page, text: string) =>
  page.locator('h1:visible').locator('..').getByText(text, { exact: true });

test.describe('an order, from new to delivered', () => {
  test('in Arabic: confirm, send out, a wrong code is refused, the right one delivers', async ({
    page,
    request,
    server,
  }) => {
    const order = await placeOrder(request, server);
    await startIn(page, 'ar');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('tab', { name: /الطلبات النشطة/ })).toHaveAttribute('aria-selected', 'true');

    // A row opens the spec's details page.
    await page.getByRole('cell', { name: order.orderNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/order-details/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(chip(page, 'جديد')).toBeVisible();
    await expect(page.getByText(/^متبقٍّ للتأكيد: /)).toBeVisible();
    await expect(page.getByRole('link', { name: `اتصل بالعميل ${order.customerPhone}` })).toHaveAttribute(
      'href',
      `tel:${order.customerPhone}`,
    );
    await expect(page.getByRole('link', { name: 'افتح في الخرائط' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=[\d.]+,[\d.]+$/,
    );

    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByText('تم تأكيد الطلب.')).toBeVisible();
    await expect(chip(page, 'مؤكد')).toBeVisible();
    await expect(page.getByText(/^متبقٍّ للتسليم: /)).toBeVisible();

    await page.getByRole('button', { name: 'إرسال للتوصيل' }).click();
    const ship = page.getByRole('dialog');
    await expect(ship).toContainText('يصل إلى العميل رمز من 6 أرقام');
    await ship.getByRole('button', { name: 'إرسال للتوصيل' }).click();
    await expect(page.getByText('الطلب في الطريق، ووصل إلى العميل رمز الاستلام.')).toBeVisible();
    await expect(chip(page, 'في الطريق إليك')).toBeVisible();

    const code = await devOtp(request, order.customerPhone, 'handover');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('button', { name: 'تسليم', exact: true }).click();
    const deliver = page.getByRole('dialog');
    const codeInput = deliver.getByRole('textbox', { name: /اطلب من العميل الرمز/ });
    await codeInput.fill(wrong);
    if (order.paymentType === 'cash_on_delivery') {
      await expect(deliver.getByRole('textbox', { name: /الدفع عند الاستلام/ })).toHaveValue(
        String(order.totalPrice),
      );
    }
    await deliver.getByRole('button', { name: 'تسليم', exact: true }).click();
    await expect(
      deliver.getByText('رمز الاستلام غير صحيح. اطلب من العميل الرمز الذي أرسلناه إليه.'),
    ).toBeVisible();
    await expect(chip(page, 'في الطريق إليك')).toBeVisible();

    await codeInput.fill(code);
    await deliver.getByRole('button', { name: 'تسليم', exact: true }).click();
    await expect(page.getByText('تم التسليم. أحسنت!')).toBeVisible();
    await expect(chip(page, 'تم التسليم')).toBeVisible();
    const timeline = page.getByRole('list').filter({ hasText: 'تم إنشاء الطلب' });
    for (const step of ['تم إنشاء الطلب', 'تم التأكيد', 'في الطريق إلى العميل', 'تم التسليم'])
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسليم', exact: true })).toHaveCount(0);

    // A delivered order has moved to the previous orders.
    await page.getByRole('link', { name: 'كل الطلبات' }).click();
    await expect(page.getByRole('cell', { name: order.orderNumber, exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: /الطلبات السابقة/ }).click();
    await expect(page.getByRole('cell', { name: order.orderNumber, exact: true })).toBeVisible();
  });

  test('on a phone in English: rejecting needs a reason, which the timeline then shows', async ({
    page,
    request,
    server,
  }) => {
    const order = await placeOrder(request, server);
    await page.setViewportSize({ width: 390, height: 844 });
    await startIn(page, 'en');
    await page.goto(`/dashboard/order-details/${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/order-details/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
    await expect(chip(page, 'New')).toBeVisible();
    // Nothing on the page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Reject order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog.getByText(/Reason/).first()).toBeVisible();
    await expect(dialog.locator('.Mui-error').first()).toBeVisible();
    await expect(chip(page, 'New')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The size is no longer in stock');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(page.getByText('Order rejected. Its products are back in your stock.')).toBeVisible();
    await expect(chip(page, 'Cancelled')).toBeVisible();
    await expect(page.getByText('The size is no longer in stock').first()).toBeVisible();
  });

  test.describe('as the car-parts vendor', () => {
    test.use({ account: 'parts' });

    test("another vendor's order is not found, and changes nothing", async ({
      page,
      request,
      server,
      sessions,
    }) => {
      const order = await placeOrder(request, server);
      const partsToken = await sessions.token('parts');
      const foreign = await request.post(`/api/v1/orders/${order.id}/confirm`, {
        headers: { authorization: `Bearer ${partsToken}` },
      });
      expect(foreign.status()).toBe(404);

      await startIn(page, 'ar');
      await page.goto(`/dashboard/order-details/${order.id}`);
      await expect(page.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).toBeVisible();

      const ownerToken = await sessions.token('tires');
      const own = await request.get(`/api/v1/orders/${order.id}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(((await own.json()) as { status: string }).status).toBe('pending');
    });
  });

  test('in Arabic: two new orders confirmed at once from the list', async ({ page, request, server }) => {
    const first = await placeOrder(request, server);
    const second = await placeOrder(request, server);
    await startIn(page, 'ar');
    await page.goto('/dashboard/orders');
    for (const order of [first, second]) {
      const row = page.getByRole('row').filter({ hasText: order.orderNumber });
      await expect(row.getByText('جديد', { exact: true })).toBeVisible();
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'تأكيد المحدد' }).click();
    await expect(page.getByText('تم تأكيد طلبين.')).toBeVisible();
    for (const order of [first, second])
      await expect(
        page.getByRole('row').filter({ hasText: order.orderNumber }).getByText('مؤكد', { exact: true }),
      ).toBeVisible();
  });

  test("in Arabic: a new vendor's orders page says there are none yet", async ({ page, request }) => {
    const vendor = {
      name: 'Nour Adel',
      email: `orders-${Date.now()}@mawrid.example`,
      phone: uniquePhone(),
      password: 'Orders#2026',
      vendorType: 'bt-vendor',
    } as const;
    await registerThroughApi(request, vendor);
    // A new account, not a demo one: signed in through the API, in place of the demo vendor.
    await signInByStorage(page, vendor);
    await startIn(page, 'ar');
    await page.goto('/dashboard/orders');
    await expect(page.getByText('لا توجد طلبات بعد', { exact: true })).toBeVisible();
    await expect(page.getByText('ستظهر الطلبات الجديدة في هذه الصفحة', { exact: true })).toBeVisible();
  });
});

test('the orders export downloads a CSV of the orders on screen, its code fetched on the click', async ({
  page,
  request,
  server,
}) => {
  const order = await placeOrder(request, server);
  await startIn(page, 'en');
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/dashboard/orders');
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  const before = scripts.length;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('orderNumber');
  expect(csv).toContain(order.orderNumber);
  expect(csv).toContain(order.customerPhone);
  // jsonexport came with the click, not with the page.
  expect(scripts.length).toBeGreaterThan(before);
});

test('order dates are day first with the month’s name, in Arabic and in English', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/orders');
  const dateCell = page.locator('table tbody tr').first().getByRole('cell').nth(2);
  // "24 نوفمبر 2026، 3:36 م": an Arabic month between the day and the year, never 11/24/2026.
  await expect(dateCell).toHaveText(/^\d{1,2} [\u0600-\u06ff]+ \d{4}/);
  await switchLanguage(page, 'en');
  await expect(dateCell).toHaveText(
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (am|pm)$/,
  );
});
