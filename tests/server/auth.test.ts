import { describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../server/accounts/sessions';
import { build } from './helper';

const t = await build();

describe('sign-in', () => {
  it('signs in with email or phone (also in Eastern Arabic digits and +20 form) and returns the vendor', async () => {
    for (const identifier of [
      'tires@mawrid.example',
      'TIRES@mawrid.example',
      '01000000001',
      '٠١٠٠٠٠٠٠٠٠١',
      '+20 100 000 0001',
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier, password: 'Tires#2026', vendorType: 'bt-vendor' },
      });
      expect(res.statusCode, identifier).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.vendor).toMatchObject({ email: 'tires@mawrid.example', vendorType: 'bt-vendor' });
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    }
  });

  it('refuses a wrong password with the same answer as an unknown account, in the request language', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      lang: 'ar',
      payload: { identifier: '01000000001', password: 'Tires#2027', vendorType: 'bt-vendor' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      lang: 'ar',
      payload: { identifier: '01099999999', password: 'Tires#2027', vendorType: 'bt-vendor' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same body but for each request's own id.
    expect(wrong.json()).toEqual({ ...unknown.json(), requestId: wrong.json().requestId });
    expect(wrong.json().message).toBe('رقم الهاتف أو البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('names the account type when a vendor picks the other type', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'parts@mawrid.example', password: 'Parts#2026', vendorType: 'bt-vendor' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This account is registered as a Car Parts Vendor.',
      vendorType: 'cp-vendor',
    });
  });

  it('refuses an over-long password before hashing it', async () => {
    const started = Date.now();
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: '01000000001', password: 'A#1'.repeat(300_000), vendorType: 'bt-vendor' },
    });
    expect([400, 413, 422]).toContain(res.statusCode);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 422 with field errors for a malformed body, 400 for broken JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      password: 'Password is required',
      vendorType: 'Vendor type is required',
    });
    const broken = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('sessions', () => {
  it('gives a new token at every sign-in, and /auth/me answers only with a live one', async () => {
    const a = await t.login('tires');
    const b = await t.login('tires');
    expect(a).not.toBe(b);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: a })).json().email).toBe(
      'tires@mawrid.example',
    );
    const tampered = a.slice(0, -1) + (a.endsWith('A') ? 'B' : 'A');
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: tampered })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: 'garbage' })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('parts');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('revokes the token on sign-out', async () => {
    const token = await t.login('tires');
    expect((await t.call({ method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(204);
    const after = await t.call({ method: 'GET', url: '/api/v1/tires', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('expires after 8 hours idle and after 7 days in all', async () => {
    const start = new Date();
    t.clock.now = start;
    const idle = await t.login('tires');
    t.clock.now = new Date(start.getTime() + IDLE_TIMEOUT_MS - 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: idle })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + IDLE_TIMEOUT_MS);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: idle })).statusCode).toBe(401);

    t.clock.now = start;
    const busy = await t.login('tires');
    // Used every 7 hours, it never idles out, but the absolute limit still ends it.
    for (let at = 7 * 3600_000; at < ABSOLUTE_TIMEOUT_MS; at += 7 * 3600_000) {
      t.clock.now = new Date(start.getTime() + at);
      expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: busy })).statusCode).toBe(200);
    }
    t.clock.now = new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS + 1000);
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', token: busy })).statusCode).toBe(401);
    t.clock.now = new Date();
  });
});

describe('every API route needs a session', () => {
  it('answers 401 without a token or with a garbage one', async () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => l.includes('/api/v1/'));
    expect(routes.length).toBeGreaterThan(5);
    const paths = [
      ['GET', '/api/v1/auth/me'],
      ['POST', '/api/v1/auth/logout'],
      ['GET', '/api/v1/products'],
      ['GET', '/api/v1/products/1'],
      ['GET', '/api/v1/orders'],
      ['GET', '/api/v1/orders/1'],
      ['GET', '/api/v1/stats'],
      ['GET', '/api/v1/car-brands'],
      ['GET', '/api/v1/tire-brands'],
      ...['tires', 'batteries', 'car-parts'].flatMap(
        (r) =>
          [
            ['GET', `/api/v1/${r}`],
            ['GET', `/api/v1/${r}/1`],
            ['POST', `/api/v1/${r}`],
            ['PUT', `/api/v1/${r}/1`],
            ['DELETE', `/api/v1/${r}/1`],
          ] as const,
      ),
    ] as const;
    for (const [method, url] of paths) {
      for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
        const res = await t.call({
          method,
          url,
          token,
          payload: method === 'POST' || method === 'PUT' ? {} : undefined,
        });
        expect(res.statusCode, `${method} ${url} ${token}`).toBe(401);
      }
    }
  });
});
