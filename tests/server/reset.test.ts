import { describe, expect, it } from 'vitest';
import { inbox, later, latestCode, newPhone, newVendor, withoutRequestId } from './accounts';
import { build } from './helper';

const t = await build();

const resetFor = (phone: string, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/v1/auth/reset-password', lang, payload: { phone } });

const newPassword = (phone: string, code: string, password = 'Fresh#Start81', lang: 'ar' | 'en' = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/create-new-password',
    lang,
    payload: { phone, code, password, confirmPassword: password },
  });

describe('password reset is safe (security.md row 12)', () => {
  it('takes the code once, ends every session, signs no one in', async () => {
    const vendor = await newVendor(t);
    const other = await t.signIn(vendor.phone, vendor.password);
    const tokens = [vendor.token, other.json().token];
    later(t, 61_000);

    const asked = await resetFor(vendor.phone);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ resendAfter: 60 });
    const [sms] = await inbox(t, vendor.phone);
    expect(sms).toMatchObject({ purpose: 'reset' });
    expect(sms.text).toContain(sms.code);

    const done = await newPassword(vendor.phone, sms.code as string);
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    const again = await newPassword(vendor.phone, sms.code as string, 'Second#Try93');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Failed to reset password. Please try again.');

    for (const token of tokens)
      expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
    expect((await t.signIn(vendor.phone, vendor.password)).statusCode).toBe(401);
    expect((await t.signIn(vendor.phone, 'Second#Try93')).statusCode).toBe(401);
    expect((await t.signIn(vendor.phone, 'Fresh#Start81')).statusCode).toBe(200);
  });

  it('answers a wrong code with the spec message, in English and Arabic, and names the code', async () => {
    later(t, 61_000);
    await resetFor('01000000002');
    const code = await latestCode(t, '01000000002');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const en = await newPassword('01000000002', wrong);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'Failed to reset password. Please try again.',
      errors: { code: 'The code is not correct.' },
      requestId: expect.any(String),
    });
    const ar = await newPassword('01000000002', wrong, undefined, 'ar');
    expect(ar.json()).toEqual({
      message: 'تعذّرت إعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى.',
      errors: { code: 'الرمز غير صحيح.' },
      requestId: expect.any(String),
    });
    // The password never changed.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: {
            identifier: '01000000002',
            password: 'Parts#2026',
            vendorType: 'cp-vendor',
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('checks the new password against the policy (422) before the code', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/create-new-password',
      payload: { phone: '01000000001', code: '000000', password: 'short', confirmPassword: 'other' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: 'Password must be at least 8 characters.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('no account enumeration through reset or sign-in (security.md row 7)', () => {
  it('answers a reset for an unknown phone exactly like one for a known phone, and texts only the known one', async () => {
    later(t, 61_000);
    const unknownPhone = newPhone();
    const known = await resetFor('+20 100 000 0001');
    const unknown = await resetFor(unknownPhone);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await inbox(t, unknownPhone)).toEqual([]);
    expect((await inbox(t, '01000000001'))[0].purpose).toBe('reset');
    // The limits are the same too: both must wait a minute.
    const [k2, u2] = [await resetFor('01000000001'), await resetFor(unknownPhone)];
    expect([k2.statusCode, u2.statusCode]).toEqual([429, 429]);
    expect(withoutRequestId(u2.body)).toBe(withoutRequestId(k2.body));
    expect(u2.headers['retry-after']).toBe(k2.headers['retry-after']);
    // And a guess at the unknown phone's "code" fails like a wrong one.
    const guess = await newPassword(unknownPhone, '123456');
    expect(guess.json()).toEqual({
      message: 'Failed to reset password. Please try again.',
      errors: { code: 'The code is not correct.' },
      requestId: expect.any(String),
    });
  });
});
