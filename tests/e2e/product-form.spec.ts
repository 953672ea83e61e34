import { expect, test } from './fixtures';
import { ACCOUNTS, signIn, startIn } from './helpers';

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
