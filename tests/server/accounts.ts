import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from './helper';

/** A password that passes the whole policy. */
export const GOOD_PASSWORD = 'Nile#Falcon42';

let next = Math.floor(Math.random() * 9_000_000);
/** A fresh Egyptian mobile number no demo account has. */
export const newPhone = () => `0155${String(next++ % 10_000_000).padStart(7, '0')}`;

export const registrationBody = (overrides: Record<string, unknown> = {}) => {
  const phone = (overrides.phone as string | undefined) ?? newPhone();
  return {
    vendorType: 'bt-vendor',
    name: 'Karim Adel',
    email: `karim.${phone}@example.com`,
    phone,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    companyName: 'Delta Tires',
    ...overrides,
  };
};

export const register = (t: TestApp, overrides: Record<string, unknown> = {}, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/v1/auth/register', lang, payload: registrationBody(overrides) });

/** The development inbox, newest first. */
export const inbox = async (t: TestApp, phone: string) => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dev/otp?phone=${encodeURIComponent(phone)}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages as {
    phone: string;
    purpose: string;
    text: string;
    code: string | null;
    sentAt: string;
  }[];
};

export const latestCode = async (t: TestApp, phone: string) => {
  const [message] = await inbox(t, phone);
  expect(message?.code).toMatch(/^\d{6}$/);
  return message.code as string;
};

export const verify = (t: TestApp, key: string, code: string, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: `/api/v1/auth/register/${key}/verify`, lang, payload: { code } });

/** Registers and confirms a new vendor; answers its token, phone and password. */
export const newVendor = async (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const body = registrationBody(overrides);
  const res = await t.call({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const done = await verify(t, res.json().key, await latestCode(t, body.phone));
  expect(done.statusCode, done.body).toBe(201);
  return { token: done.json().token as string, id: done.json().vendor.id as number, ...body };
};

/** A refusal's bytes without its request id, which every request has its own of. */
export const withoutRequestId = (body: string) => body.replace(/,"requestId":"[^"]*"/, '');

/** Moves the server's clock forward. */
export const later = (t: TestApp, ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

/** Milliseconds one call takes. */
export const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Two timings are alike when their medians differ by less than a password hash would add (the
 * leak these tests look for) and by less than half the slower one, whatever the machine's load.
 */
export const expectSimilarTiming = (a: number[], b: number[]) => {
  const [ma, mb] = [median(a), median(b)];
  expect(Math.abs(ma - mb), `medians ${ma.toFixed(0)} ms and ${mb.toFixed(0)} ms`).toBeLessThan(
    Math.max(75, 0.5 * Math.max(ma, mb)),
  );
};

/** Every row of every table, as text. */
export const dumpDatabase = async (t: TestApp) => {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public'
  `.execute(t.db);
  const parts: string[] = [];
  for (const { name } of rows) {
    const data = await sql`select * from ${sql.table(name)}`.execute(t.db);
    parts.push(JSON.stringify(data.rows));
  }
  return parts.join('\n');
};
