import { expect, test } from './fixtures';
import { ACCOUNTS, apiLogin, signIn, startIn } from './helpers';

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
    'اسم المنتج مطلوب',
    'رمز المنتج (SKU) مطلوب',
    'وصف المنتج مطلوب',
    'ماركة الإطار مطلوب',
    'سنة الصنع مطلوب',
    'نوع الإطار مطلوب',
    'العرض مطلوب',
    'الارتفاع مطلوب',
    'قطر الجنط مطلوب',
    'الكمية المتاحة مطلوب',
    'السعر مطلوب',
    'السعر بعد الخصم مطلوب',
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
    await signIn(page, ACCOUNTS.tires, { lang });
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
}) => {
  const token = await apiLogin(request, ACCOUNTS.tires);
  const [tire] = (await (
    await request.get('/api/v1/tires?range=[0,0]&sort=["id","ASC"]', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: number; sku: string; name: string; quantity: number }[];
  await startIn(page, 'ar');
  await page.goto('/dashboard/all-products');
  await signIn(page, ACCOUNTS.tires, { lang: 'ar' });
  await expect(page).toHaveURL(/\/dashboard\/all-products$/);
  await expect(page.locator('.RaDataTable-row').nth(10)).toBeVisible();
  await page.goto(`/dashboard/product/${tire.id}`);
  await expect(page.getByRole('heading', { name: tire.name })).toBeVisible();
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
