import { expect, test } from './fixtures';
import { ACCOUNTS, apiLogin, startIn, userMenu, userMenuButton } from './helpers';

test.use({ account: 'tires' });

const NEW_PASSWORD = 'Shiny#Tread42';

test('the profile shows the vendor, saves a new name, and refuses a bad email (Arabic)', async ({
  page,
  request,
  sessions,
}) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard');
  await userMenuButton(page).click();
  await userMenu(page).getByRole('menuitem', { name: 'الملف الشخصي' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'بيانات التاجر والشركة' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveValue(ACCOUNTS.tires.phone);
  await expect(page.getByText('تاجر بطاريات وإطارات')).toBeVisible();
  await expect(page.getByText('الرقم الضريبي')).toBeVisible();

  const name = page.getByRole('textbox', { name: 'الاسم' });
  await name.fill('أحمد مصطفى السيد');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('parts@mawrid.example');
  await page.getByRole('button', { name: 'حفظ' }).click();
  // Another vendor's email: the server's message under the input, and nothing typed is lost.
  await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toContainText(
    'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.',
  );
  await expect(name).toHaveValue('أحمد مصطفى السيد');
  // Only that message: not a toast asking to fill out fields that are all filled.
  await expect(page.getByText('يرجى ملء جميع الحقول المطلوبة بشكل صحيح.')).toBeHidden();

  // A cleared name is missing, and says so.
  await name.fill('');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toContainText('حقل الاسم مطلوب');
  await name.fill('أحمد مصطفى السيد');

  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(ACCOUNTS.tires.email);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ بياناتك.')).toBeVisible();
  await expect(userMenuButton(page, { ...ACCOUNTS.tires, name: 'أحمد مصطفى السيد' })).toBeVisible();

  // Leave the demo vendor as other tests expect it.
  const token = await sessions.token('tires');
  const restored = await request.put('/api/v1/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: ACCOUNTS.tires.name,
      email: ACCOUNTS.tires.email,
      companyName: 'شركة القاهرة للإطارات والبطاريات',
    },
  });
  expect(restored.status()).toBe(200);
});

test.describe('as the car-parts vendor', () => {
  test.use({ account: 'parts' });

  test('changing the password needs the current one, ends other sessions and keeps this one', async ({
    page,
    request,
  }) => {
    // Another session than the page's (the worker's shared one, "this one"): the change ends it.
    const other = await apiLogin(request, ACCOUNTS.parts);
    await startIn(page, 'en');
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();

    const current = page.getByLabel('Current password');
    const fresh = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const change = page.getByRole('button', { name: 'Change password' });

    await fresh.fill('weakpass');
    await confirm.fill('different');
    await change.click();
    await expect(
      page.getByText('Password must include at least one uppercase letter and one number.'),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await current.fill('Not#TheRight1');
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await change.click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await expect(page.getByText('Please fill out all required fields correctly.')).toBeHidden();

    await current.fill(ACCOUNTS.parts.password);
    await change.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(current).toHaveValue('');

    // The other session is over; this one goes on; the new password signs in, the old one does not.
    const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
    expect((await request.get('/api/v1/auth/me', auth(other))).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Vendor and company details' })).toBeVisible();
    const login = (password: string) =>
      request.post('/api/v1/auth/login', {
        data: { identifier: ACCOUNTS.parts.email, password, vendorType: ACCOUNTS.parts.vendorType },
      });
    expect((await login(ACCOUNTS.parts.password)).status()).toBe(401);
    const signedIn = await login(NEW_PASSWORD);
    expect(signedIn.status()).toBe(200);

    // Back to the demo password for the tests after this one (which ends the page's session too: the
    // worker's sessions sign in again when next asked).
    const { token } = (await signedIn.json()) as { token: string };
    const back = await request.post('/api/v1/profile/password', {
      ...auth(token),
      data: {
        currentPassword: NEW_PASSWORD,
        newPassword: ACCOUNTS.parts.password,
        confirmPassword: ACCOUNTS.parts.password,
      },
    });
    expect(back.status()).toBe(200);
  });
});

test('the profile shows the shop’s address over a map, not coordinates', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/profile');
  await expect(page.getByText('12 شارع التحرير، وسط البلد، القاهرة')).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.mw-map-pin')).toBeVisible();
  await expect(page.getByText(/30\.0444|31\.2357/)).toHaveCount(0);
});
