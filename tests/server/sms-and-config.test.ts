import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, readPublicConfig } from '../../server/config';
import { tileSource } from '../../server/plugins/security-headers';
import { PRODUCTION_NEEDS_SMS } from '../../server/sms';
import { newPhone, register } from './accounts';
import { build } from './helper';

const t = await build();

/** A stand-in SMS provider on a local port that records what it is sent. */
const provider = async () => {
  const received: { auth?: string; body: { to: string; text: string } }[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise((r) => server.close(r)) };
};

describe('the SMS channel', () => {
  it('refuses to start in production without a real channel, with a clear message', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(PRODUCTION_NEEDS_SMS);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' })).toThrow(/SMS_PROVIDER=http/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SMS_URL: 'https://sms.example/send' }).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example/send',
      token: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).sms).toEqual({ provider: 'dev' });
    await expect(buildApp({ db: t.db, production: true })).rejects.toThrow(PRODUCTION_NEEDS_SMS);
  });

  it('in production posts { to, text } to the provider and has no development inbox', async () => {
    const sms = await provider();
    const app = await buildApp({
      db: t.db,
      production: true,
      sms: { provider: 'http', url: sms.url, token: 'secret-token' },
    });
    const phone = newPhone();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { lang: 'en' },
      payload: {
        vendorType: 'cp-vendor',
        name: 'Salma',
        email: `${phone}@example.com`,
        phone,
        password: 'Nile#Falcon42',
        confirmPassword: 'Nile#Falcon42',
        companyName: 'Salma Parts',
      },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => sms.received.length).toBe(1);
    expect(sms.received[0]).toMatchObject({
      auth: 'Bearer secret-token',
      body: { to: `+20${phone.slice(1)}` },
    });
    expect(sms.received[0].body.text).toMatch(/^Mawrid: your verification code is \d{6}\./);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/otp' })).statusCode).toBe(404);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toEqual([]);
    await app.close();
    await sms.close();
  });

  it('in development keeps messages in the inbox, newest first, in the request language', async () => {
    const phone = newPhone();
    await register(t, { phone }, 'ar');
    const res = await t.call({ method: 'GET', url: `/api/v1/dev/otp?phone=%2B20${phone.slice(1)}` });
    const [message] = res.json().messages;
    expect(message).toMatchObject({ phone, purpose: 'register' });
    expect(message.text).toBe(
      `مورّد: رمز التحقق الخاص بك هو ${message.code}، وصلاحيته 10 دقائق. لا تشاركه مع أحد.`,
    );
    expect(new Date(message.sentAt).getTime()).not.toBeNaN();
  });
});

describe('public configuration (D11)', () => {
  it('serves contact details, store links and map tiles without a session, with defaults', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(readPublicConfig({}));
    expect(res.json().map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(Object.keys(res.json().contact).sort()).toEqual(['address', 'email', 'phone', 'whatsapp']);
    expect(res.json().contact.address.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads every value from the environment', () => {
    const config = loadConfig({
      CONTACT_EMAIL: 'help@souq.example',
      CONTACT_PHONE: '+20 2 1234 5678',
      CONTACT_WHATSAPP: '+20 100 123 4567',
      CONTACT_ADDRESS_EN: 'Alexandria',
      CONTACT_ADDRESS_AR: 'الإسكندرية',
      APP_STORE_URL: 'https://apps.apple.com/app/souq',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=souq',
      MAP_TILE_URL: 'https://{s}.tiles.souq.example/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Souq maps',
    }).publicConfig;
    expect(config).toEqual({
      contact: {
        email: 'help@souq.example',
        phone: '+20 2 1234 5678',
        whatsapp: '+20 100 123 4567',
        address: { en: 'Alexandria', ar: 'الإسكندرية' },
      },
      stores: {
        appStore: 'https://apps.apple.com/app/souq',
        googlePlay: 'https://play.google.com/store/apps/details?id=souq',
      },
      map: { tileUrl: 'https://{s}.tiles.souq.example/{z}/{x}/{y}.png', attribution: '© Souq maps' },
    });
  });

  it("allows the tile server's origin as an image source; connections stay 'self'", async () => {
    const csp = (await t.call({ method: 'GET', url: '/api/v1/public-config' })).headers[
      'content-security-policy'
    ];
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);

    const app = await buildApp({
      db: t.db,
      publicConfig: {
        ...readPublicConfig({}),
        map: { tileUrl: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png', attribution: '' },
      },
    });
    const other = (await app.inject({ method: 'GET', url: '/api/v1/public-config' })).headers[
      'content-security-policy'
    ];
    expect(other).toMatch(/img-src [^;]*http:\/\/\*\.tiles\.local:8080/);
    await app.close();
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource("https://x.example;script-src 'unsafe-inline'/{z}")).toBeNull();
  });
});
