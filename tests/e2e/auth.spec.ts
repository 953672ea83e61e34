import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  BATTERY_NAME,
  CAR_PART_NAME,
  expectRows,
  menuItem,
  signIn,
  startIn,
  storage,
  TEXT,
  TIRE_NAME,
} from './helpers';

const ar = TEXT.ar;

test.describe('signing in', () => {
  test('Arabic by default: a visitor is sent to sign in, and the tires vendor comes back to tires', async ({
    page,
  }) => {
    await page.goto('/dashboard/tires');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: ar.asBt })).toHaveAttribute('aria-pressed', 'true');
    expect((await storage(page)).token).toBeNull();

    await signIn(page, ACCOUNTS.tires, { by: 'phone' });
    await expect(page).toHaveURL(/\/dashboard\/tires$/);
    await expect(page.getByText(ar.loginSuccess)).toBeVisible();
    const stored = await storage(page);
    expect(stored.token).toMatch(/^\S{20,}$/);
    expect(stored.vendorType).toBe('bt-vendor');

    // My products opens into tires and batteries.
    const products = menuItem(page, ar.myProducts);
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: ar.myProducts });
    await expect(group.getByRole('menuitem', { name: ar.tires })).toHaveAttribute('href', '/dashboard/tires');
    await expect(group.getByRole('menuitem', { name: ar.batteries })).toHaveAttribute(
      'href',
      '/dashboard/batteries',
    );
    await expect(menuItem(page, ar.home)).toBeVisible();
    await expect(menuItem(page, ar.myOrders)).toBeVisible();

    await expectRows(page, TIRE_NAME, 10);

    await menuItem(page, ar.batteries).click();
    await expect(page).toHaveURL(/\/dashboard\/batteries$/);
    await expectRows(page, BATTERY_NAME, 10);
  });

  test('the car-parts vendor signs in by email and sees car parts only', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, ACCOUNTS.parts, { by: 'email' });
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(ar.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('cp-vendor');

    const products = menuItem(page, ar.myProducts);
    await expect(products).toHaveAttribute('href', '/dashboard/car-parts');
    await expect(page.getByRole('menuitem', { name: ar.tires })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: ar.batteries })).toHaveCount(0);

    await products.click();
    await expect(page).toHaveURL(/\/dashboard\/car-parts$/);
    await expectRows(page, CAR_PART_NAME, 10);
  });

  test('a wrong password shows the translated error and stores no token', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, { ...ACCOUNTS.tires, password: 'Wrong#2026' }, { expectSuccess: false });
    await expect(page.getByRole('alert')).toHaveText(ar.invalidCredentials);
    await expect(page).toHaveURL(/\/auth\/login$/);
    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.vendorType).toBeNull();
  });

  test('signing in with the other vendor type names the account type and offers to switch', async ({
    page,
  }) => {
    await startIn(page, 'en');
    const en = TEXT.en;
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The car-parts account, with "Batteries & Tires" selected.
    await signIn(page, ACCOUNTS.parts, { lang: 'en', as: 'bt-vendor', expectSuccess: false });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(en.wrongTypeCp);
    expect((await storage(page)).token).toBeNull();

    await alert.getByRole('button', { name: en.switchToCp }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(en.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('cp-vendor');
    await expect(menuItem(page, en.myProducts)).toHaveAttribute('href', '/dashboard/car-parts');
  });
});
