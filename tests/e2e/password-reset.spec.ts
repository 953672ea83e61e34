import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  devOtp,
  labelled,
  registerThroughApi,
  signIn,
  startIn,
  storage,
  TEXT,
  uniquePhone,
  type Account,
} from './helpers';

/** What the reset screens say in English, written out so a wrong translation fails here. */
const EN = {
  forgot: 'Forgot password?',
  resetTitle: 'Reset password',
  phone: 'Phone number',
  send: 'Send code',
  createTitle: 'Create a new password',
  code: 'Verification code',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  save: 'Save new password',
  failed: 'Failed to reset password. Please try again.',
  changed: 'Password changed successfully!',
  tooSoon: /You can ask for a new code in (\d+) seconds?\./,
} as const;

const newAccount = (name: string, vendorType: Account['vendorType']): Account => {
  const phone = uniquePhone();
  return { name, email: `r${phone}@example.com`, phone, password: 'Original#2026', vendorType };
};
const hany = newAccount('Hany Fawzy', 'cp-vendor');
const sara = newAccount('Sara Nabil', 'bt-vendor');

/**
 * Sends the reset code from the reset screen. A phone gets one code a minute, whatever it is for,
 * and these accounts were texted their registration code moments ago: the screen says how long to
 * wait, and the test moves the server's clock on by that much.
 */
const sendResetCode = async (page: Page, phone: string) => {
  await labelled(page, EN.phone).fill(phone);
  await page.getByRole('button', { name: EN.send }).click();
  const tooSoon = page.getByRole('alert').filter({ hasText: EN.tooSoon });
  await expect(page.getByRole('heading', { name: EN.createTitle }).or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    const seconds = Number(EN.tooSoon.exec((await tooSoon.textContent()) ?? '')?.[1] ?? 60);
    // The server's clock moves on instead of the test waiting (NODE_ENV=test only).
    expect((await page.request.post('/api/v1/dev/clock', { data: { seconds: seconds + 1 } })).status()).toBe(
      200,
    );
    await page.getByRole('button', { name: EN.send }).click();
  }
  await expect(page).toHaveURL(/\/auth\/create-new-password$/);
};

test.describe('password reset', () => {
  // Both accounts at once, so their one-minute waits before a reset code run side by side.
  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    await Promise.all([registerThroughApi(request, hany), registerThroughApi(request, sara)]);
    await request.dispose();
  });

  test('a code from the inbox sets a new password: the old one is refused, the new one works', async ({
    page,
  }) => {
    const account = hany;
    const phone = account.phone;
    const renewed = { ...account, password: 'Renewed#2027' };

    await startIn(page, 'en');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: EN.forgot }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('heading', { name: EN.resetTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${EN.resetTitle} · Mawrid`);
    await sendResetCode(page, phone);

    // The next screen carries the phone over and says where the code went.
    await expect(page.getByRole('heading', { name: EN.createTitle })).toBeVisible();
    await expect(labelled(page, EN.phone)).toHaveValue(phone);
    await expect(page.getByRole('status').filter({ hasText: phone })).toBeVisible();
    const code = await devOtp(page.request, phone, 'reset');

    // A wrong code: the spec's message, and what was typed stays.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await labelled(page, EN.code).fill(wrong);
    await labelled(page, EN.newPassword).fill(renewed.password);
    await labelled(page, EN.confirm).fill(renewed.password);
    await page.getByRole('button', { name: EN.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: EN.failed })).toBeVisible();
    await expect(labelled(page, EN.newPassword)).toHaveValue(renewed.password);
    await expect(page).toHaveURL(/\/auth\/create-new-password$/);

    await labelled(page, EN.code).fill(code);
    await page.getByRole('button', { name: EN.save }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('status').filter({ hasText: EN.changed })).toBeVisible();
    expect((await storage(page)).token).toBeNull();

    // The old password no longer opens the account; the new one does.
    await signIn(page, account, { lang: 'en', expectSuccess: false });
    await expect(page.getByRole('alert')).toHaveText(TEXT.en.invalidCredentials);
    expect((await storage(page)).token).toBeNull();
    await labelled(page, TEXT.en.password).fill(renewed.password);
    await page.getByRole('button', { name: TEXT.en.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(TEXT.en.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('cp-vendor');
  });

  test('a used code cannot set another password', async ({ page }) => {
    const { phone } = sara;
    await startIn(page, 'en');
    await page.goto('/auth/reset-password');
    await sendResetCode(page, phone);
    const code = await devOtp(page.request, phone, 'reset');
    const used = await page.request.post('/api/v1/auth/create-new-password', {
      data: { phone, code, password: 'First#2027', confirmPassword: 'First#2027' },
    });
    expect(used.status()).toBe(204);

    await labelled(page, EN.code).fill(code);
    await labelled(page, EN.newPassword).fill('Second#2028');
    await labelled(page, EN.confirm).fill('Second#2028');
    await page.getByRole('button', { name: EN.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: EN.failed })).toBeVisible();
  });
});
