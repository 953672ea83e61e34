import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  expectRows,
  menuItem,
  ORDER_NUMBER,
  signIn,
  storage,
  switchLanguage,
  TEXT,
  TIRE_NAME,
  userMenuButton,
} from './helpers';

test.describe('session', () => {
  test('a 401 (token revoked on the server) forgets the session and goes to sign in, keeping the language', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard/tires');
    await signIn(page, ACCOUNTS.tires);
    await expectRows(page, TIRE_NAME);
    const { token } = await storage(page);

    const revoked = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(204);

    await menuItem(page, TEXT.ar.batteries).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: TEXT.ar.loginTitle })).toBeVisible();
    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.vendorType).toBeNull();
    expect(stored.i18nextLng).toBe('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('signing out from the user menu revokes the token, goes to / and keeps the language (D5)', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, ACCOUNTS.tires);
    await switchLanguage(page, 'en');
    const { token } = await storage(page);
    expect(
      (await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: TEXT.en.signOut }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { name: TEXT.en.landingHeadline })).toBeVisible();

    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.vendorType).toBeNull();
    expect(stored.i18nextLng).toBe('en');
    expect(JSON.parse(stored.language ?? 'null')).toMatchObject({ value: 'en', dir: 'ltr' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('after signing out, the guard sends /dashboard/orders to sign in and back', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, ACCOUNTS.tires);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: TEXT.ar.signOut }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    expect((await storage(page)).token).toBeNull();

    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, ACCOUNTS.tires);
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expectRows(page, ORDER_NUMBER);
  });
});
