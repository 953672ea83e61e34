import { beforeAll, describe, expect, it } from 'vitest';
import { confirmationProblem, isCommonPassword, passwordProblem } from '../../schemas/password';
import {
  hashCostFor,
  hashPassword,
  PRODUCTION_COST,
  TEST_COST,
  verifyPassword,
} from '../../server/accounts/passwords';
import { loadConfig } from '../../server/config';
import { loadCatalogue, translatorFor } from '../../src/i18n/translate';
import { dumpDatabase, GOOD_PASSWORD, newVendor, register, registrationBody, timed } from './accounts';
import { build } from './helper';

// The app loads one language's texts at a time; these tests read both.
beforeAll(() => Promise.all([loadCatalogue('ar'), loadCatalogue('en')]));

// This file tests hashing itself: production cost, as in service (passwords.ts, TEST_COST).
const t = await build({ passwordCost: PRODUCTION_COST });

/** A password of exactly `length` characters that passes every rule. */
const longPassword = (length: number) => {
  const letters = 'qzvkxjwmfbyplrtnhsdg';
  let text = 'Zq7#';
  for (let i = 0; text.length < length; i++) text += letters[(i * 7) % letters.length];
  return text;
};

describe('passwords are stored with a memory-hard hash (security.md row 1)', () => {
  it('stores two vendors with one password as scrypt N=2^17 r=8 p=1, distinct salts, no plaintext anywhere', async () => {
    const a = await newVendor(t, { password: 'Same#Secret2026', confirmPassword: 'Same#Secret2026' });
    const b = await newVendor(t, { password: 'Same#Secret2026', confirmPassword: 'Same#Secret2026' });
    const rows = await t.db
      .selectFrom('vendors')
      .select('password_hash')
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(r.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    const [saltA, saltB] = rows.map((r) => r.password_hash.split('$')[4]);
    expect(saltA).not.toBe(saltB);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
    expect(await dumpDatabase(t)).not.toContain('Same#Secret2026');
  });
});

describe('hashing cannot stall the server (security.md row 2)', () => {
  it('refuses a 1 MB password on every password route with 422 before hashing, faster than one hash', async () => {
    const oneHash = await timed(() => hashPassword('Measure#Once1', PRODUCTION_COST));
    const huge = 'A#1'.repeat(333_334).slice(0, 1_000_000);
    const token = await t.login('parts');
    const calls = [
      { url: '/api/v1/auth/register', payload: { password: huge } },
      {
        url: '/api/v1/auth/login',
        payload: { identifier: '01000000002', password: huge, vendorType: 'cp-vendor' },
      },
      {
        url: '/api/v1/auth/create-new-password',
        payload: { phone: '01000000002', code: '123456', password: huge },
      },
      {
        url: '/api/v1/profile/password',
        token,
        payload: { currentPassword: 'Parts#2026', newPassword: huge },
      },
    ];
    for (const call of calls) {
      let status = 0;
      let errors: Record<string, string> = {};
      const took = await timed(async () => {
        const res = await t.call({ method: 'POST', ...call });
        status = res.statusCode;
        errors = res.json().errors;
      });
      expect(status, call.url).toBe(422);
      expect(Object.values(errors).join('\n'), call.url).toMatch(/password must be at most 128 characters/i);
      expect(took, call.url).toBeLessThan(oneHash);
    }
    expect(await t.db.selectFrom('registrations').select('key_hash').execute()).toEqual([]);
  });

  it('refuses a body over 1 MB with 413 without reading it into a password', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { password: 'A#1'.repeat(400_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('the spec password rules hold on both ends, with no truncation (security.md row 3)', () => {
  const matrix: [string, string | null][] = [
    ['Ab1#', 'Password must be at least 8 characters.'],
    ['Abcde1#', 'Password must be at least 8 characters.'],
    ['abcdefgh1#', 'Password must include at least one uppercase letter and one number.'],
    ['ABCDEFGH#x', 'Password must include at least one uppercase letter and one number.'],
    ['Abcdefgh12', 'Password must contain at least one special character like # $ % ^ & *.'],
    ['Abcdefgh1!', 'Password must contain at least one special character like # $ % ^ & *.'],
    ['Nile#Falcon42', null],
    ['Zq7^kxwm', null],
    ['Zq7&kxwm', null],
    ['Zq7*kxwm', null],
    ['Zq7$kxwm', null],
    ['Zq7%kxwm', null],
    [longPassword(128), null],
  ];

  it('the shared module gives the exact spec messages', () => {
    const en = translatorFor('en');
    for (const [password, message] of matrix) {
      const problem = passwordProblem(password);
      expect(problem ? en(problem) : null, password).toBe(message);
    }
    expect(passwordProblem(longPassword(129))).toBe('password.tooLong');
    // The spec's other texts about passwords, word for word.
    expect(en('password.mismatch')).toBe('Passwords do not match.');
    expect(confirmationProblem('Zq7&kxwm', 'Zq7&kxwn')).toBe('password.mismatch');
    expect(confirmationProblem('Zq7&kxwm', 'Zq7&kxwm')).toBeNull();
    // An empty confirmation asks to be typed, rather than staying silent beside an empty password.
    for (const empty of ['', null, undefined]) {
      expect(confirmationProblem('Zq7&kxwm', empty)).toBe('password.confirmRequired');
      expect(confirmationProblem('', empty)).toBe('password.confirmRequired');
    }
    expect(en('password.confirmRequired')).toBe('Type the password again to confirm it.');
    expect(en('password.changed')).toBe('Password changed successfully!');
    expect(en('password.resetFailed')).toBe('Failed to reset password. Please try again.');
    expect(en('login.success')).toBe('login successfully');
  });

  it('the API answers the same messages under `password`, in English and Arabic', async () => {
    for (const [password, message] of matrix.filter(([, m]) => m)) {
      const res = await register(t, { password, confirmPassword: password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual({ password: message });
    }
    const ar = await register(t, { password: 'Ab1#', confirmPassword: 'Ab1#' }, 'ar');
    expect(ar.json().errors).toEqual({ password: 'يجب ألا تقل كلمة المرور عن 8 أحرف.' });
    const mismatch = await register(t, { confirmPassword: 'Nile#Falcon43' });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('accepts a 128-character password and refuses 129', async () => {
    const ok = await register(t, { password: longPassword(128), confirmPassword: longPassword(128) });
    expect(ok.statusCode).toBe(201);
    const over = await register(t, { password: longPassword(129), confirmPassword: longPassword(129) });
    expect(over.statusCode).toBe(422);
  });

  it('hashes the whole password: its first 72 characters or its case flipped sign in nowhere (401)', async () => {
    const password = longPassword(80);
    const vendor = await newVendor(t, { password, confirmPassword: password });
    expect((await t.signIn(vendor.phone, password.slice(0, 72))).statusCode).toBe(401);
    const flipped = [...password]
      .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
      .join('');
    expect((await t.signIn(vendor.phone, flipped)).statusCode).toBe(401);
    expect((await t.signIn(vendor.phone, password)).statusCode).toBe(200);
  });
});

describe('common passwords are refused (security.md row 4)', () => {
  const common = [
    'Password1#',
    'P@ssw0rd#1',
    'Qwerty123$',
    'Welcome2026*',
    'Admin#1234',
    'Letmein#99',
    'Iloveyou#1',
    'Egypt#2026',
    'Cairo2026$',
    'Mawrid#2026',
    'Aaaa1234#',
    'A1234567#',
    '1qaz#WSX9',
  ];

  it('refuses each though it passes the spec rules, with a clear message on every route', async () => {
    for (const password of common) {
      expect(passwordProblem(password), password).toBe('password.common');
      const rulesOnly = /[A-Z]/.test(password) && /\d/.test(password) && /[#$%^&*]/.test(password);
      expect(rulesOnly && password.length >= 8, password).toBe(true);
      const res = await register(t, { password, confirmPassword: password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password).toBe(
        'This password is too common and easy to guess. Choose another one.',
      );
    }
    const reset = await t.call({
      method: 'POST',
      url: '/api/v1/auth/create-new-password',
      lang: 'ar',
      payload: {
        phone: '01000000001',
        code: '123456',
        password: 'Password1#',
        confirmPassword: 'Password1#',
      },
    });
    expect(reset.json().errors).toEqual({
      password: 'كلمة المرور هذه شائعة ويسهل تخمينها. اختر كلمة مرور أخرى.',
    });
    const change = await t.call({
      method: 'POST',
      url: '/api/v1/profile/password',
      token: await t.login('tires'),
      payload: {
        currentPassword: 'Tires#2026',
        newPassword: 'Welcome#2026',
        confirmPassword: 'Welcome#2026',
      },
    });
    expect(change.json().errors).toEqual({
      newPassword: 'This password is too common and easy to guess. Choose another one.',
    });
  });

  it('leaves ordinary strong passwords alone', () => {
    for (const password of [GOOD_PASSWORD, 'Tires#2026', 'Parts#2026', 'Zamalek#Bridge7', 'Kx9$mLp2q'])
      expect(isCommonPassword(password), password).toBe(false);
  });
});

describe('every hash names its cost, production’s but in tests (security.md row 1)', () => {
  it('keeps the password only as a hash while the phone is unconfirmed', async () => {
    const body = registrationBody({ password: 'Unique#Pass9word', confirmPassword: 'Unique#Pass9word' });
    await t.call({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    const rows = await t.db.selectFrom('registrations').selectAll().where('phone', '=', body.phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(rows)).not.toContain('Unique#Pass9word');
  });

  it('hashes at production cost everywhere but under NODE_ENV=test, the demo seed of `npm start` included', async () => {
    // Production refuses to start without a real SMS channel: this one is never called.
    const sms = { SMS_URL: 'http://127.0.0.1:9/sms' };
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production', ...sms }]) {
      expect(hashCostFor(env), JSON.stringify(env)).toEqual(PRODUCTION_COST);
      expect(loadConfig(env).passwordCost, JSON.stringify(env)).toEqual(PRODUCTION_COST);
      // A test cost asked for outside tests changes nothing: only NODE_ENV=test selects it.
      expect(hashCostFor({ ...env, PASSWORD_HASH_COST: 'production' })).toEqual(PRODUCTION_COST);
    }
    expect(hashCostFor({ NODE_ENV: 'test' })).toEqual(TEST_COST);
    expect(hashCostFor({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'production' })).toEqual(PRODUCTION_COST);
    expect(() => hashCostFor({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(
      'PASSWORD_HASH_COST can only be "production", not "cheap".',
    );
    const [a, b] = await Promise.all(
      ['Tires#2026', 'Tires#2026'].map((p) => hashPassword(p, hashCostFor({ NODE_ENV: 'development' }))),
    );
    for (const record of [a, b]) expect(record).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('verifies a record by the cost it carries: one made at test cost and one at production cost', async () => {
    const cheap = await hashPassword('Nile#Falcon42', TEST_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    const dear = await hashPassword('Nile#Falcon42', PRODUCTION_COST);
    for (const record of [cheap, dear]) {
      expect(await verifyPassword('Nile#Falcon42', record)).toBe(true);
      expect(await verifyPassword('Nile#Falcon43', record)).toBe(false);
    }
  });
});
