import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { switchLanguage, userMenu, userMenuButton } from './helpers';

test.use({ account: 'tires' });

/** Opens an entry of the account menu in the app bar. */
const openFromUserMenu = async (page: Page, entry: string) => {
  await userMenuButton(page).click();
  await userMenu(page).getByRole('menuitem', { name: entry, exact: true }).click();
};

test.describe('dashboard information pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/dashboard');
  });

  test('about, privacy and terms open from the user menu, in Arabic, with the public site’s text', async ({
    page,
  }) => {
    const config = (await (await page.request.get('/api/v1/public-config')).json()) as {
      contact: { email: string };
    };
    const banner = page.getByRole('banner');

    await openFromUserMenu(page, 'من نحن');
    await expect(page).toHaveURL(/\/dashboard\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    await expect(banner.getByText('من نحن', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'كيف نحافظ على ثقة العملاء' })).toBeVisible();
    await expect(page.getByRole('link', { name: config.contact.email })).toHaveAttribute(
      'href',
      `mailto:${config.contact.email}`,
    );

    await openFromUserMenu(page, 'الخصوصية');
    await expect(page).toHaveURL(/\/dashboard\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
    await expect(banner.getByText('سياسة الخصوصية')).toBeVisible();
    await expect(page.getByText('آخر تحديث: 1 نوفمبر 2026')).toBeVisible();
    for (const section of ['البيانات التي نجمعها', 'مع من نشاركها', 'حقوقك'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();

    await openFromUserMenu(page, 'الشروط والأحكام');
    await expect(page).toHaveURL(/\/dashboard\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الشروط والأحكام');
    await expect(page.getByRole('heading', { level: 2, name: 'المنتجات المحظورة' })).toBeVisible();
    await expect(page.getByText('تخضع هذه الشروط لقوانين جمهورية مصر العربية.')).toBeVisible();
  });

  test('the FAQs are an accordion: a question opens to its answer', async ({ page }) => {
    await openFromUserMenu(page, 'الأسئلة الشائعة');
    await expect(page).toHaveURL(/\/dashboard\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    expect(await questions.count()).toBeGreaterThanOrEqual(10);

    const question = page.getByRole('button', { name: 'ماذا يحدث عندما أعدّل منتجًا؟' });
    const answer = page.getByText('تعديل السعر وسعر الخصم والكمية المتاحة يُطبَّق فورًا دون مراجعة.');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();

    // In English, the same page, in place.
    await switchLanguage(page, 'en');
    await expect(page).toHaveURL(/\/dashboard\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.getByRole('button', { name: 'What happens when I edit a product?' }).click();
    await expect(
      page.getByText('Changes to the price, the discount price and the available quantity apply at once'),
    ).toBeVisible();
  });
});
