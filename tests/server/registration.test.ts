import { describe, expect, it } from 'vitest';
import { REGISTRATION_TTL_MS } from '../../server/accounts/registrations';
import { GOOD_PASSWORD, inbox, later, latestCode, newPhone, register, verify } from './accounts';
import { build } from './helper';

const t = await build();

describe('registration with phone confirmation', () => {
  it('registers, resumes from its key, confirms the code, signs in and asks for the final step', async () => {
    const phone = newPhone();
    const res = await register(t, { phone, email: `Mixed.${phone}@Example.com` });
    expect(res.statusCode).toBe(201);
    const { key, resendAfter } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(resendAfter).toBe(60);
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt/i);

    const resumed = await t.call({ method: 'GET', url: `/api/v1/auth/register/${key}` });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({
      vendorType: 'bt-vendor',
      name: 'Karim Adel',
      email: `mixed.${phone}@example.com`,
      phone,
      companyName: 'Delta Tires',
      resendAfter: 60,
    });

    const [sms] = await inbox(t, phone);
    expect(sms).toMatchObject({ phone, purpose: 'register' });
    expect(sms.text).toContain(sms.code);

    const done = await verify(t, key, sms.code as string);
    expect(done.statusCode).toBe(201);
    const { token, vendor } = done.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vendor).toMatchObject({
      name: 'Karim Adel',
      vendorType: 'bt-vendor',
      phone,
      registrationStep: 'final',
    });

    const me = await t.call({ method: 'GET', url: '/api/v1/auth/me', token });
    expect(me.json()).toMatchObject({
      id: vendor.id,
      name: 'Karim Adel',
      avatar: null,
      registrationStep: 'final',
    });
    // The registration is gone once it became a vendor.
    expect((await t.call({ method: 'GET', url: `/api/v1/auth/register/${key}` })).statusCode).toBe(404);
    const signIn = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: phone, password: GOOD_PASSWORD, vendorType: 'bt-vendor' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('accepts the phone as +20 or in Eastern Arabic digits and stores the national form', async () => {
    const phone = newPhone();
    const eastern = phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
    for (const typed of [`+20 ${phone.slice(1)}`, eastern]) {
      const res = await register(t, { phone: typed, email: `${Math.random()}@example.com` });
      expect(res.statusCode, typed).toBe(201);
      const resumed = await t.call({ method: 'GET', url: `/api/v1/auth/register/${res.json().key}` });
      expect(resumed.json().phone).toBe(phone);
      later(t, 61_000);
    }
  });

  it('answers 422 with every field error at once, password messages from the spec', async () => {
    const res = await register(t, {
      email: 'not-an-email',
      phone: '12345',
      password: 'password',
      confirmPassword: 'other',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please fill out all required fields correctly.',
      errors: {
        email: 'Email is not in the right format',
        phone: 'Enter an Egyptian mobile number: 01 and 9 more digits, or +20.',
        name: 'Name is required',
        password: 'Password must include at least one uppercase letter and one number.',
        confirmPassword: 'Passwords do not match.',
      },
      requestId: expect.any(String),
    });
    const ar = await register(t, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({
      password: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل مثل # $ % ^ & *.',
    });
    const missing = await t.call({ method: 'POST', url: '/api/v1/auth/register', payload: {} });
    expect(missing.json().errors).toMatchObject({
      vendorType: 'Vendor type is required',
      password: 'Password is required',
    });
  });

  it('answers bodies of the wrong shape with 4xx, never 500', async () => {
    const token = await t.login('parts');
    for (const url of [
      '/api/v1/auth/register',
      '/api/v1/auth/create-new-password',
      '/api/v1/profile/password',
    ])
      for (const payload of [
        'null',
        '[]',
        '"text"',
        '{"password":12345,"newPassword":[1]}',
        '{"__proto__":{"x":1}}',
      ]) {
        const res = await t.call({
          method: 'POST',
          url,
          token,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
  });

  it('finds an email taken by another account only once the phone is confirmed: 409 on errors.email', async () => {
    const phone = newPhone();
    const res = await register(t, { phone, email: 'tires@mawrid.example' });
    expect(res.statusCode).toBe(201);
    const done = await verify(t, res.json().key, await latestCode(t, phone));
    expect(done.statusCode).toBe(409);
    expect(done.json().errors).toEqual({ email: 'An account with this email already exists.' });
  });

  it('answers 404 for an unknown, malformed or expired key', async () => {
    for (const key of ['A'.repeat(22), 'short', '../../etc']) {
      expect((await t.call({ method: 'GET', url: `/api/v1/auth/register/${key}` })).statusCode).toBe(404);
      const resend = await t.call({ method: 'POST', url: `/api/v1/auth/register/${key}/resend` });
      expect(resend.statusCode).toBe(404);
    }
    const res = await register(t);
    later(t, REGISTRATION_TTL_MS + 1000);
    expect((await t.call({ method: 'GET', url: `/api/v1/auth/register/${res.json().key}` })).statusCode).toBe(
      404,
    );
  });
});

describe('no account enumeration through registration (security.md row 7)', () => {
  it('answers a registered phone or email exactly like a new one; its SMS has no code; it never verifies', async () => {
    const fresh = await register(t);
    later(t, 61_000);
    const takenPhone = await register(t, { phone: '01000000001' });
    const takenEmail = await register(t, { email: 'parts@mawrid.example' });
    for (const res of [fresh, takenPhone, takenEmail]) {
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['key', 'resendAfter']);
      expect(res.json().resendAfter).toBe(60);
    }

    const [sms] = await inbox(t, '01000000001');
    expect(sms.code).toBeNull();
    expect(sms.text).toMatch(/already has an account/);
    expect(sms.text).not.toMatch(/\d{6}/);

    // No code was ever made for it: every guess fails, and the tries run out as for any code.
    const key = takenPhone.json().key;
    for (const code of ['000000', '123456', '999999', '111111']) {
      const res = await verify(t, key, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe('The code is not correct.');
    }
    expect((await verify(t, key, '654321')).json().errors.code).toBe(
      'Too many wrong codes. Ask for a new code.',
    );
  });
});
