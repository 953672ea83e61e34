import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type WorkerServer } from './fixtures';
import { startIn } from './helpers';

test.use({ account: 'tires' });

/** A new tire of the demo tire vendor (whose session `token` is), waiting for review. */
const newTire = async (request: APIRequestContext, token: string, name: string) => {
  const res = await request.post('/api/v1/tires', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      sku: `NOTE-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      description: 'A tire for the notification test',
      brand: 'michelin',
      year: 2025,
      tireType: 'normal',
      size: { width: 205, length: 55, depth: 16 },
      quantity: 4,
      price: 2000,
      discountPrice: 1900,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

/** What a moderator does with the moderators' tool, which talks to the running server (D8). */
const moderate = async (request: APIRequestContext, server: WorkerServer, url: string, data: object = {}) => {
  const token = fs.readFileSync(path.join(server.dataDir, 'moderator.token'), 'utf8').trim();
  const res = await request.post(`/api/v1/moderation${url}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status()).toBe(200);
};

test('in Arabic: the bell counts an approval made while the page is open, and a rejection shows its reason', async ({
  page,
  request,
  server,
  sessions,
}) => {
  const token = await sessions.token('tires');
  const approved = await newTire(request, token, 'إطار للموافقة 205/55 R16');
  const rejected = await newTire(request, token, 'إطار للرفض 205/55 R16');
  await startIn(page, 'ar');
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^الإشعارات/ });
  await expect(bell).toBeVisible();
  const before = await bell.getAttribute('aria-label');

  await moderate(request, server, `/products/${approved}/approve`);
  // No reload: the stream brings it, the count and a toast say so.
  await expect(bell).not.toHaveAttribute('aria-label', before ?? '');
  await expect(
    page.getByText('تمت الموافقة على المنتج: إطار للموافقة 205/55 R16. أصبح متاحًا للعملاء الآن.').first(),
  ).toBeVisible();

  await moderate(request, server, `/products/${rejected}/reject`, { reason: 'الصور غير واضحة' });
  await bell.click();
  const list = page.getByRole('list', { name: 'الإشعارات' });
  await expect(list.getByText('تم رفض المنتج: إطار للرفض 205/55 R16. السبب: الصور غير واضحة')).toBeVisible();
  await expect(list.getByText(/^قبل|^الآن|^خلال/).first()).toBeVisible();

  // A notification leads to its page and is read; "mark all" empties the count.
  await list.getByText(/^تمت الموافقة على المنتج: إطار للموافقة/).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/product/${approved}$`));
  await bell.click();
  await page.getByRole('button', { name: 'تحديد الكل كمقروء' }).click();
  await expect(page.getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeDisabled();
  await page.getByRole('button', { name: 'عرض كل الإشعارات' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(bell).toHaveAttribute('aria-label', 'الإشعارات');
  await expect(
    page.getByRole('table').getByText('تم رفض المنتج: إطار للرفض 205/55 R16. السبب: الصور غير واضحة'),
  ).toBeVisible();
});
