import { expect, test } from './fixtures';
import { startIn } from './helpers';

test.use({ account: 'tires' });

const rows = '.RaDataTable-row:not(.RaDataTable-headerRow)';

test('a page whose code cannot come says the connection was lost, and trying again brings it (Arabic)', async ({
  page,
  context,
}) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/tires');
  await expect(page.locator(rows)).toHaveCount(10);
  await context.setOffline(true);
  await page.getByRole('menuitem', { name: 'طلباتي' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'انقطع الاتصال' })).toBeVisible();
  await expect(
    page.getByText('تعذّر تحميل هذه الصفحة. تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.'),
  ).toBeVisible();
  // The top bar and the tab name the page as every dashboard page does; nothing says "React Admin".
  await expect(page.getByRole('banner')).toContainText('انقطع الاتصال');
  await expect(page).toHaveTitle('انقطع الاتصال · مورّد');
  await expect(page.getByText('React Admin')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  await context.setOffline(false);
  await page.getByRole('button', { name: 'أعد المحاولة' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  await expect(page.getByRole('heading', { level: 1, name: 'انقطع الاتصال' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('طلباتي');
});

test('a page that fails for another reason apologises in the page’s language and shows nothing of the error (English)', async ({
  page,
}) => {
  await startIn(page, 'en');
  // The orders page's code arrives but throws as it runs.
  await page.route('**/assets/OrderList-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("db password is hunter2");' }),
  );
  await page.goto('/dashboard/tires');
  await expect(page.locator(rows)).toHaveCount(10);
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Mawrid');
  await expect(page.getByText('hunter2')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Another page of the menu leaves the error behind.
  await page.getByRole('menuitem', { name: 'Tires' }).click();
  await expect(page.locator(rows)).toHaveCount(10);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
});
