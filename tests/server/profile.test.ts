import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { later, newVendor } from './accounts';
import { build, type TestApp } from './helper';
import { fileUpload } from './file-upload';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-profile-test-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const t = await build({ uploadsDir });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one file as the vendor behind `token`; answers its `{ id, url }`. */
const upload = async (
  app: TestApp,
  token: string,
  kind: 'image' | 'document',
  data: Buffer,
  filename: string,
) => {
  const res = await app.call({ ...fileUpload(kind, data, filename), token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
};

const nextYear = () => `${new Date(t.clock.now).getUTCFullYear() + 1}-06-30`;

const workInfo = (license: string, idCard: string, overrides: Record<string, unknown> = {}) => ({
  companyLicense: { file: license, number: 'CR-55120', expiresAt: nextYear() },
  taxNumber: '512-334-901',
  idNumber: '29001011234567',
  idCard,
  location: { lat: 30.0595, lng: 31.2234 },
  address: '5 Gameat El Dowal, Mohandessin, Giza',
  ...overrides,
});

describe('the final registration step: work information', () => {
  it('takes the vendor from registrationStep final to done, files read back as urls', async () => {
    const vendor = await newVendor(t);
    const license = await upload(t, vendor.token, 'document', PDF, 'license.pdf');
    const idCard = await upload(t, vendor.token, 'document', PNG, 'id.png');
    const before = await t.call({ method: 'GET', url: '/api/v1/auth/me', token: vendor.token });
    expect(before.json().registrationStep).toBe('final');

    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/profile/work-info',
      token: vendor.token,
      // An id or its url both name an upload.
      payload: workInfo(license.url, idCard.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      registrationStep: 'done',
      companyLicense: { file: license.url, number: 'CR-55120', expiresAt: nextYear() },
      idCard: idCard.url,
      taxNumber: '512-334-901',
      location: { lat: 30.0595, lng: 31.2234 },
    });
    const me = await t.call({ method: 'GET', url: '/api/v1/auth/me', token: vendor.token });
    expect(me.json().registrationStep).toBe('done');
    // The profile page sends back what it read.
    const again = await t.call({
      method: 'PUT',
      url: '/api/v1/profile/work-info',
      token: vendor.token,
      payload: workInfo(license.url, idCard.url),
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a past licence date, an image or another vendor’s file as a document, and missing fields', async () => {
    const vendor = await newVendor(t);
    const mine = await upload(t, vendor.token, 'document', PDF, 'license.pdf');
    const picture = await upload(t, vendor.token, 'image', PNG, 'me.png');
    const theirs = await upload(t, await t.login('parts'), 'document', PDF, 'theirs.pdf');
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/profile/work-info',
      token: vendor.token,
      payload: workInfo(theirs.url, picture.id, {
        companyLicense: { file: theirs.url, number: 'CR-1', expiresAt: '2020-01-01' },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'companyLicense.file': 'License file: this file is not among your uploads. Upload it again.',
      'companyLicense.expiresAt': 'License expiration date must be a date in the future',
      idCard: 'ID card: this file is not among your uploads. Upload it again.',
    });
    const ar = await t.call({
      method: 'PUT',
      url: '/api/v1/profile/work-info',
      token: vendor.token,
      lang: 'ar',
      payload: workInfo(mine.id, mine.id, {
        companyLicense: { file: mine.id, number: 'CR-1', expiresAt: '2020-01-01' },
      }),
    });
    expect(ar.json().errors).toEqual({
      'companyLicense.expiresAt': 'حقل تاريخ انتهاء الرخصة يجب أن يكون تاريخًا في المستقبل',
    });
    const empty = await t.call({
      method: 'PUT',
      url: '/api/v1/profile/work-info',
      token: vendor.token,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['address', 'companyLicense', 'idCard', 'idNumber', 'location', 'taxNumber'].sort(),
    );
    const me = await t.call({ method: 'GET', url: '/api/v1/profile', token: vendor.token });
    expect(me.json().registrationStep).toBe('final');
  });

  it('seeds the demo vendors with complete work information, which they may send back unchanged', async () => {
    for (const who of ['tires', 'parts'] as const) {
      const token = await t.login(who);
      const me = await t.call({ method: 'GET', url: '/api/v1/auth/me', token });
      expect(me.json().registrationStep).toBe('done');
      const { companyLicense, taxNumber, idNumber, idCard, location, address } = me.json();
      const again = await t.call({
        method: 'PUT',
        url: '/api/v1/profile/work-info',
        token,
        payload: { companyLicense, taxNumber, idNumber, idCard, location, address },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(me.json());
    }
  });
});

describe('the profile', () => {
  it('reads and changes name, email, company and picture; phone and vendor type stay the server’s', async () => {
    const vendor = await newVendor(t);
    const picture = await upload(t, vendor.token, 'image', PNG, 'me.png');
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/profile',
      token: vendor.token,
      payload: {
        name: 'Karim A. Adel',
        email: 'NEW.Address@Example.com',
        companyName: 'Delta Tires & Batteries',
        avatar: picture.url,
        phone: '01099999999',
        vendorType: 'cp-vendor',
        id: 1,
        password_hash: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: vendor.id,
      name: 'Karim A. Adel',
      email: 'new.address@example.com',
      companyName: 'Delta Tires & Batteries',
      avatar: picture.url,
      phone: vendor.phone,
      vendorType: 'bt-vendor',
    });
    const read = await t.call({ method: 'GET', url: '/api/v1/profile', token: vendor.token });
    expect(read.json()).toEqual(res.json());
    expect(JSON.stringify(read.json())).not.toMatch(/scrypt|password/i);
    const me = await t.call({ method: 'GET', url: '/api/v1/auth/me', token: vendor.token });
    expect(me.json()).toMatchObject({ name: 'Karim A. Adel', avatar: picture.url });

    const removed = await t.call({
      method: 'PUT',
      url: '/api/v1/profile',
      token: vendor.token,
      payload: { name: 'Karim', email: 'new.address@example.com', companyName: 'Delta', avatar: '' },
    });
    expect(removed.json().avatar).toBeNull();
  });

  it('refuses an email another account has (409) and a picture that is not the vendor’s image (422)', async () => {
    const vendor = await newVendor(t);
    const body = { name: 'Karim', email: 'parts@mawrid.example', companyName: 'Delta' };
    const taken = await t.call({ method: 'PUT', url: '/api/v1/profile', token: vendor.token, payload: body });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'An account with this email already exists.' });
    const doc = await upload(t, vendor.token, 'document', PDF, 'license.pdf');
    const notImage = await t.call({
      method: 'PUT',
      url: '/api/v1/profile',
      token: vendor.token,
      payload: { ...body, email: `${vendor.phone}@example.com`, avatar: doc.url },
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.avatar).toBe(
      'Profile picture: this file is not among your uploads. Upload it again.',
    );
  });
});

describe('password change needs the current password and ends the other sessions (security.md row 5)', () => {
  it('keeps the hash on a wrong current password (400), then changes it and ends every other session', async () => {
    const vendor = await newVendor(t);
    later(t, 1000);
    const other = (
      await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: vendor.email, password: vendor.password, vendorType: 'bt-vendor' },
      })
    ).json().token;
    const hashOf = async () =>
      (
        await t.db
          .selectFrom('vendors')
          .select('password_hash')
          .where('id', '=', vendor.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const before = await hashOf();

    const change = (currentPassword: string, lang: 'ar' | 'en' = 'en') =>
      t.call({
        method: 'POST',
        url: '/api/v1/profile/password',
        token: vendor.token,
        lang,
        payload: { currentPassword, newPassword: 'Brand#New2027x', confirmPassword: 'Brand#New2027x' },
      });
    const wrong = await change('Not#MyPassword1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'The current password is not correct.' });
    expect((await change('Not#MyPassword1', 'ar')).json().errors).toEqual({
      currentPassword: 'كلمة المرور الحالية غير صحيحة.',
    });
    expect(await hashOf()).toBe(before);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: other })).statusCode).toBe(200);

    const right = await change(vendor.password, 'ar');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'تم تغيير كلمة المرور بنجاح!' });
    expect(await hashOf()).not.toBe(before);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: vendor.token })).statusCode).toBe(
      200,
    );
  });

  it('checks the new password against the policy and the confirmation (422) before the current one', async () => {
    const token = await t.login('parts');
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/profile/password',
      token,
      payload: { currentPassword: 'wrong', newPassword: 'Abcdefgh12', confirmPassword: 'Abcdefgh13' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      newPassword: 'Password must contain at least one special character like # $ % ^ & *.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});
