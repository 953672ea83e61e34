import { expect, test } from './fixtures';
import { startIn } from './helpers';

test.use({ account: 'tires' });

const MESSAGES = {
  en: [
    'Product name is required',
    'SKU is required',
    'Product description is required',
    'Tire brand is required',
    'Manufacturing year is required',
    'Tire type is required',
    'Width is required',
    'Length is required',
    'Depth is required',
    'Available quantity is required',
    'Price is required',
    'Discount price is required',
  ],
  ar: [
    'حقل اسم المنتج مطلوب',
    'حقل رمز المنتج (SKU) مطلوب',
    'حقل وصف المنتج مطلوب',
    'حقل ماركة الإطار مطلوب',
    'حقل سنة الصنع مطلوب',
    'حقل نوع الإطار مطلوب',
    'حقل العرض مطلوب',
    'حقل الارتفاع مطلوب',
    'حقل قطر الجنط مطلوب',
    'حقل الكمية المتاحة مطلوب',
    'حقل السعر مطلوب',
    'حقل السعر بعد الخصم مطلوب',
  ],
};
const FORM_MESSAGE = {
  en: 'Please fill out all required fields correctly.',
  ar: 'يرجى ملء جميع الحقول المطلوبة بشكل صحيح.',
};
const SAVE = { en: 'Save', ar: 'حفظ' };

for (const lang of ['ar', 'en'] as const) {
  test(`an empty tire form shows every spec message (${lang})`, async ({ page }) => {
    await startIn(page, lang);
    await page.goto('/dashboard/add-tire');
    await expect(page).toHaveURL(/\/dashboard\/add-tire$/);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/tires')) posts.push(r.url());
    });
    await page.getByRole('button', { name: SAVE[lang] }).click();
    await expect(page.getByText(FORM_MESSAGE[lang])).toBeVisible();
    const shown = await page.locator('.MuiFormHelperText-root.Mui-error').allTextContents();
    expect(shown.map((s) => s.trim())).toEqual(MESSAGES[lang]);
    expect(posts).toEqual([]);
  });
}

test('the product page shows ID, SKU, status, stock and the schema fields, in Arabic', async ({
  page,
  request,
  sessions,
}) => {
  const token = await sessions.token('tires');
  const [tire] = (await (
    await request.get('/api/v1/tires?range=[0,0]&sort=["id","ASC"]', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: number; sku: string; name: { ar: string }; quantity: number }[];
  await startIn(page, 'ar');
  await page.goto('/dashboard/all-products');
  await expect(page).toHaveURL(/\/dashboard\/all-products$/);
  await expect(page.locator('.RaDataTable-row').nth(10)).toBeVisible();
  await page.goto(`/dashboard/product/${tire.id}`);
  await expect(page.getByRole('heading', { name: tire.name.ar })).toBeVisible();
  for (const label of [
    'رقم المنتج',
    'رمز المنتج (SKU)',
    'الحالة',
    'الكمية المتاحة',
    'ماركة الإطار',
    'المقاس',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(tire.sku, { exact: true })).toBeVisible();
  await expect(page.getByText(tire.quantity > 0 ? /\d+ قطع/ : 'نفد من المخزون').first()).toBeVisible();
});

test('CSV export writes formula-looking names as text', async ({ page, request, sessions }) => {
  const token = await sessions.token('tires');
  const created = await request.post('/api/v1/tires', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: '=1+1',
      sku: `CSV-${Date.now()}`,
      description: 'Formula test',
      brand: 'michelin',
      year: 2025,
      tireType: 'normal',
      size: { width: 205, length: 55, depth: 16 },
      quantity: 1,
      price: 100,
      discountPrice: 90,
    },
  });
  expect(created.status()).toBe(201);
  await startIn(page, 'en');
  await page.goto('/dashboard/tires');
  await expect(page.getByText('=1+1', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (.csv)' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  // Leave the demo list as other tests expect it.
  const { id } = (await created.json()) as { id: number };
  await request.delete(`/api/v1/tires/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(csv).toContain("'=1+1");
  expect(csv).not.toMatch(/(^|,)=1\+1/m);
});

test('the server’s field errors show under their inputs, and nothing typed is lost (Arabic)', async ({
  page,
  request,
  sessions,
}) => {
  const token = await sessions.token('tires');
  const [first, second] = (await (
    await request.get('/api/v1/tires?range=[0,1]&sort=["id","ASC"]', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: number; sku: string; name: string }[];
  await startIn(page, 'ar');
  await page.goto(`/dashboard/tires/${second.id}`);
  await expect(page.getByText('تُطبَّق تعديلات السعر والسعر بعد الخصم والكمية المتاحة فورًا')).toBeVisible();
  const sku = page.getByRole('textbox', { name: 'رمز المنتج (SKU)' });
  await expect(sku).toHaveValue(second.sku);
  await sku.fill(first.sku);
  // An Eastern Arabic price is read as the same number.
  await page.getByRole('textbox', { name: 'السعر', exact: true }).fill('١٢٣٤');
  await page.getByRole('button', { name: SAVE.ar }).click();
  await expect(
    page.locator('.MuiFormHelperText-root.Mui-error').filter({ hasText: 'لديك بالفعل منتج بنفس رمز SKU.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tires/${second.id}$`));
  await expect(sku).toHaveValue(first.sku);
  await expect(page.getByRole('textbox', { name: 'السعر', exact: true })).toHaveValue(/^(١٢٣٤|1234)$/);
  const stored = (await (
    await request.get(`/api/v1/tires/${second.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { sku: string };
  expect(stored.sku).toBe(second.sku);
});
