import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  devOtp,
  easternDigits,
  pickDate,
  labelled,
  signIn,
  startIn,
  storage,
  TEXT,
  TINY_PDF,
  TINY_PNG,
  uniquePhone,
  userMenuButton,
  type Account,
} from './helpers';

/** What the registration screens say, written out so a wrong translation fails here. */
const AR = {
  createAccount: 'إنشاء حساب',
  steps: 'خطوات التسجيل',
  stepType: 'نوع التاجر',
  stepAccount: 'الحساب',
  stepOtp: 'رمز التحقق',
  stepFinal: 'بيانات العمل',
  typeBt: 'تاجر بطاريات وإطارات',
  next: 'التالي',
  name: 'الاسم',
  company: 'اسم الشركة',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  password: 'كلمة المرور',
  confirm: 'تأكيد كلمة المرور',
  sendCode: 'إرسال الرمز',
  otpTitle: 'تأكيد رقم الهاتف',
  code: 'رمز التحقق',
  confirmCode: 'تأكيد',
  codeWrong: 'الرمز غير صحيح.',
  resendIn: /إعادة إرسال الرمز بعد \d:\d\d/,
  licenseNumber: 'رقم الرخصة',
  expiry: 'تاريخ انتهاء الرخصة',
  taxNumber: 'الرقم الضريبي',
  idNumber: 'الرقم القومي',
  address: 'تفاصيل العنوان',
  lat: 'خط العرض',
  placed: 'تم تحديد مكان متجرك على الخريطة.',
  notPlaced: 'لم تحدد مكان متجرك على الخريطة بعد.',
  finish: 'إتمام التسجيل',
  success: 'حسابك جاهز. أهلًا بك في مورّد!',
  upperAndNumber: 'يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير ورقم واحد على الأقل.',
} as const;

const EN = {
  typeCp: 'Car Parts Vendor',
  next: 'Next',
  password: 'Password',
  confirm: 'Confirm password',
  sendCode: 'Send code',
  tooShort: 'Password must be at least 8 characters.',
  upperAndNumber: 'Password must include at least one uppercase letter and one number.',
  special: 'Password must contain at least one special character like # $ % ^ & *.',
  mismatch: 'Passwords do not match.',
  form: 'Please fill out all required fields correctly.',
} as const;

const currentStep = (page: Page) =>
  page.getByRole('list', { name: AR.steps }).locator('[aria-current="step"]');

const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;

test.describe('registration', () => {
  test('a full registration in Arabic, right to left, then signing in with the new account', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const phone = uniquePhone();
    const account: Account = {
      name: 'كريم حسن',
      email: `v${phone}@example.com`,
      phone,
      password: 'Batteries#2026',
      vendorType: 'bt-vendor',
    };

    // 1. Vendor type, from the login page's link.
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: AR.createAccount }).click();
    await expect(page).toHaveURL(/\/auth\/select-vendor$/);
    await expect(currentStep(page)).toContainText(AR.stepType);
    await page.getByRole('radio', { name: new RegExp(AR.typeBt) }).check();
    await page.getByRole('button', { name: AR.next }).click();

    // 2. The account: a weak password is refused with its rule, and nothing typed is lost.
    await expect(page).toHaveURL(/\/auth\/register-form$/);
    await expect(currentStep(page)).toContainText(AR.stepAccount);
    await labelled(page, AR.name).fill(account.name);
    await labelled(page, AR.company).fill('شركة الأمل للبطاريات');
    await labelled(page, AR.email).fill(account.email);
    // Typed in Eastern Arabic digits, as an Arabic phone keyboard does.
    await labelled(page, AR.phone).fill(easternDigits(phone));
    await labelled(page, AR.password).fill('batteries#2026');
    await labelled(page, AR.confirm).fill('batteries#2026');
    await page.getByRole('button', { name: AR.sendCode }).click();
    await expect(page.getByText(AR.upperAndNumber)).toBeVisible();
    await expect(labelled(page, AR.name)).toHaveValue(account.name);
    await expect(labelled(page, AR.email)).toHaveValue(account.email);

    // A reload keeps everything but the passwords.
    await page.reload();
    await expect(labelled(page, AR.name)).toHaveValue(account.name);
    await expect(labelled(page, AR.company)).toHaveValue('شركة الأمل للبطاريات');
    await expect(labelled(page, AR.password)).toHaveValue('');
    await labelled(page, AR.password).fill(account.password);
    await labelled(page, AR.confirm).fill(account.password);
    await page.getByRole('button', { name: AR.sendCode }).click();

    // 3. The code sent to the phone: the number normalised, a countdown before a resend.
    await expect(page).toHaveURL(/\/auth\/[\w-]+\/confirm-otp$/);
    await expect(currentStep(page)).toContainText(AR.stepOtp);
    await expect(page.getByText(phone)).toBeVisible();
    await expect(page.getByRole('button', { name: AR.resendIn })).toBeDisabled();
    const code = await devOtp(page.request, phone, 'register');

    // Coming back later (the login page's link again) resumes at this step; so does a reload.
    await page.goto('/auth/login');
    await page.getByRole('link', { name: AR.createAccount }).click();
    await expect(page).toHaveURL(/\/confirm-otp$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: AR.otpTitle })).toBeVisible();

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await labelled(page, AR.code).fill(wrong);
    await page.getByRole('button', { name: AR.confirmCode, exact: true }).click();
    await expect(page.getByText(AR.codeWrong)).toBeVisible();
    await labelled(page, AR.code).fill(easternDigits(code));
    await expect(labelled(page, AR.code)).toHaveValue(code);
    await page.getByRole('button', { name: AR.confirmCode, exact: true }).click();

    // 4. Work information. The account exists and is signed in; the dashboard sends it back here.
    await expect(page).toHaveURL(/\/auth\/final-step$/);
    await expect.poll(async () => (await storage(page)).token).toBeTruthy();
    expect((await storage(page)).vendorType).toBe('bt-vendor');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/final-step$/);
    await expect(currentStep(page)).toContainText(AR.stepFinal);

    const licenseName = 'commercial-register-certificate-cairo-tires-and-batteries-2026-final-scan.pdf';
    await page.locator('input[name="licenseFile"]').setInputFiles({
      name: licenseName,
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await page.locator('input[name="idCard"]').setInputFiles({
      name: 'id-card.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByTestId('licenseFile-file')).toContainText(licenseName);
    await expect(page.getByTestId('licenseFile-file')).toContainText('كيلوبايت');
    await expect(page.getByTestId('idCard-file')).toContainText('id-card.png');
    // A long file name is cut short: both document boxes stay inside the form, side by side.
    const form = (await page.locator('form').boundingBox())!;
    for (const id of ['licenseFile-file', 'idCard-file']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(form.x);
      expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width);
    }
    await expect(page.getByRole('img', { name: 'معاينة «id-card.png»' })).toBeVisible();
    await labelled(page, AR.licenseNumber).fill('CR-123456');
    await pickDate(page, AR.expiry, nextYear());
    // Day first, as Egypt writes dates, in the dashboard's Western digits.
    await expect(page.getByRole('group', { name: AR.expiry })).toContainText(
      `30/06/${new Date().getFullYear() + 1}`,
    );
    await labelled(page, AR.taxNumber).fill(easternDigits('123-456-789'));
    // Shown as it is read, left to right: Eastern digits there would reverse the groups.
    await expect(labelled(page, AR.taxNumber)).toHaveValue('123-456-789');
    await labelled(page, AR.idNumber).fill('29001011234567');
    await labelled(page, AR.address).fill('١٢ شارع التحرير، الدقي، الجيزة');

    // No coordinates to type: the map works without its tiles (this machine has no internet), and a
    // click places the marker; another click moves it.
    await expect(page.getByText(AR.notPlaced)).toBeVisible();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(labelled(page, AR.lat)).toHaveCount(0);
    await map.click({ position: { x: 160, y: 120 } });
    const marker = page.locator('.mw-map-pin');
    await expect(marker).toBeVisible();
    await expect(page.getByText(AR.placed)).toBeVisible();
    const before = await marker.boundingBox();
    await map.click({ position: { x: 220, y: 140 } });
    await expect.poll(async () => (await marker.boundingBox())?.x).not.toBe(before?.x);

    // A reload keeps the typed values, the date, the marker and the uploaded files.
    await page.reload();
    await expect(labelled(page, AR.licenseNumber)).toHaveValue('CR-123456');
    await expect(page.getByRole('group', { name: AR.expiry })).toContainText(
      `30/06/${new Date().getFullYear() + 1}`,
    );
    await expect(page.getByTestId('licenseFile-file')).toContainText(licenseName);
    await expect(page.getByTestId('idCard-file')).toContainText('id-card.png');
    await expect(page.locator('.mw-map-pin')).toBeVisible();
    await expect(page.getByText(AR.placed)).toBeVisible();

    await page.getByRole('button', { name: AR.finish }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(AR.success)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mawrid.registration'))).toBeNull();

    // Sign out, then in again with the new account, by phone.
    await userMenuButton(page, account).click();
    await page.getByRole('menuitem', { name: TEXT.ar.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/login');
    await signIn(page, account, { by: 'phone' });
    await expect(page.getByText(TEXT.ar.loginSuccess)).toBeVisible();
    expect((await storage(page)).vendorType).toBe('bt-vendor');
  });

  test('the password rules in English, on the form and from the API, keep what was typed', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await page.goto('/auth/second-register-step');
    // Without a vendor type the form sends the vendor to choose one first.
    await expect(page).toHaveURL(/\/auth\/select-vendor$/);
    await page.getByRole('radio', { name: new RegExp(EN.typeCp) }).check();
    await page.getByRole('button', { name: EN.next }).click();
    await expect(page).toHaveURL(/\/auth\/register-form$/);

    const phone = uniquePhone();
    await labelled(page, 'Name').fill('Mona Adel');
    await labelled(page, 'Company name').fill('Adel Parts');
    await labelled(page, 'Email').fill(`p${phone}@example.com`);
    await labelled(page, 'Phone number').fill(`+20 ${phone.slice(1)}`);
    const password = labelled(page, EN.password);
    const confirm = labelled(page, EN.confirm);
    const submit = page.getByRole('button', { name: EN.sendCode });

    const cases: [string, string, string, string][] = [
      ['Ab1#', 'Ab1#', 'password', EN.tooShort],
      ['lowercase#2026', 'lowercase#2026', 'password', EN.upperAndNumber],
      ['NoNumbers#here', 'NoNumbers#here', 'password', EN.upperAndNumber],
      ['Uppercase2026', 'Uppercase2026', 'password', EN.special],
      ['Uppercase#2026', 'Uppercase#2027', 'confirmPassword', EN.mismatch],
    ];
    for (const [first, second, field, message] of cases) {
      await password.fill(first);
      await confirm.fill(second);
      await submit.click();
      const input = field === 'password' ? password : confirm;
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: EN.form })).toBeVisible();
      await expect(labelled(page, 'Name')).toHaveValue('Mona Adel');
      await expect(password).toHaveValue(first);
    }

    // The API says the same, in English, under the same inputs (the browser's check bypassed).
    const response = await page.request.post('/api/v1/auth/register', {
      headers: { Lang: 'en' },
      data: {
        vendorType: 'cp-vendor',
        name: 'Mona Adel',
        email: `p${phone}@example.com`,
        phone,
        password: 'Uppercase2026',
        confirmPassword: 'Uppercase2025',
        companyName: 'Adel Parts',
      },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors.password).toBe(EN.special);

    // A good password goes through to the code, with the `+20` number in its national form.
    await password.fill('Uppercase#2026');
    await confirm.fill('Uppercase#2026');
    await submit.click();
    await expect(page).toHaveURL(/\/confirm-otp$/);
    await expect(page.getByText(new RegExp(`^We sent a 6-digit code to \\W?${phone}\\W?\\.$`))).toBeVisible();
  });
});
