import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { OTP_TTL_MS } from '../../server/accounts/otp';
import type { SmsChannel, SmsMeta } from '../../server/sms';
import { dumpDatabase, inbox, later, latestCode, newPhone, register, verify } from './accounts';
import { build, type TestApp } from './helper';

const t = await build();

// A real channel's stand-in (it keeps nothing in the database) and a log that keeps every line.
const sent: { phone: string; text: string; meta: SmsMeta }[] = [];
const channel: SmsChannel = {
  development: false,
  send: async (phone, text, meta) => void sent.push({ phone, text, meta }),
};
const logSink = () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { lines, stream };
};
const realLogs = logSink();
const real = await build({ sms: channel, logger: { level: 'trace', stream: realLogs.stream } });
const devLogs = logSink();
const dev = await build({ logger: { level: 'warn', stream: devLogs.stream } });

const newPassword = (t: TestApp, phone: string, code: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/create-new-password',
    payload: { phone, code, password: 'Other#Pass77', confirmPassword: 'Other#Pass77' },
  });

const resetFor = (t: TestApp, phone: string) =>
  t.call({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { phone } });

/** How often the code stands alone (not inside a longer number) in a text. */
const occurrences = (text: string, code: string) =>
  text.match(new RegExp(`(?<!\\d)${code}(?!\\d)`, 'g'))?.length ?? 0;

describe('one-time codes: 6 random digits, stored hashed, never logged (security.md row 8)', () => {
  it('keeps every code out of the database and the logs when a real channel delivers it', async () => {
    const p = real;
    const logs = realLogs.lines;
    const randomInt = vi.spyOn(crypto, 'randomInt');
    const before = await dumpDatabase(p);

    const phone = newPhone();
    const res = await register(p, { phone });
    const reg = sent.at(-1)!;
    expect((await verify(p, res.json().key, reg.meta.code!)).statusCode).toBe(201);
    later(p, 61_000);
    expect((await resetFor(p, phone)).statusCode).toBe(202);
    const reset = sent.at(-1)!;
    expect((await newPassword(p, phone, reset.meta.code!)).statusCode).toBe(204);

    expect(randomInt).toHaveBeenCalledWith(0, 1_000_000);
    randomInt.mockRestore();
    const after = await dumpDatabase(p);
    for (const { meta } of [reg, reset]) {
      expect(meta.code).toMatch(/^\d{6}$/);
      expect(occurrences(after, meta.code!), 'database').toBe(occurrences(before, meta.code!));
      expect(occurrences(logs.join(''), meta.code!), 'logs').toBe(0);
    }
    expect(logs.length).toBeGreaterThan(0);
    // The demo seed leaves handover texts in the inbox; nothing of this test's joins them.
    expect(
      await p.db.selectFrom('sms_outbox').selectAll().where('purpose', '!=', 'handover').execute(),
    ).toEqual([]);
    const hashes = await p.db.selectFrom('otp_challenges').select('code_hash').execute();
    for (const h of hashes) expect(h.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hands out codes that look random: 6 digits, leading zeros kept, all different', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const phone = newPhone();
      await register(t, { phone });
      codes.push(await latestCode(t, phone));
    }
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBe(5);
  });

  it('writes the code only to the development channel: its log line and its inbox', async () => {
    const phone = newPhone();
    await register(dev, { phone });
    const code = await latestCode(dev, phone);
    expect(occurrences(devLogs.lines.join(''), code)).toBe(1);
    const rows = await dev.db
      .selectFrom('sms_outbox')
      .select(['phone', 'code'])
      .where('purpose', '!=', 'handover') // the demo seed's
      .execute();
    expect(rows).toEqual([{ phone, code }]);
  });
});

describe('one-time codes live 10 minutes and work once (security.md row 9)', () => {
  it('accepts a code at 9:59 and refuses one at 10:01', async () => {
    const early = newPhone();
    const a = await register(t, { phone: early });
    const codeA = await latestCode(t, early);
    later(t, OTP_TTL_MS - 1000);
    expect((await verify(t, a.json().key, codeA)).statusCode).toBe(201);

    const late = newPhone();
    const b = await register(t, { phone: late });
    const codeB = await latestCode(t, late);
    later(t, OTP_TTL_MS + 1000);
    const res = await verify(t, b.json().key, codeB);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBe('This code has expired. Ask for a new code.');
  });

  it('refuses the same code twice', async () => {
    const phone = newPhone();
    const res = await register(t, { phone });
    const code = await latestCode(t, phone);
    expect((await verify(t, res.json().key, code)).statusCode).toBe(201);
    // The registration is finished: its key is gone.
    expect((await verify(t, res.json().key, code)).statusCode).toBe(404);

    later(t, 61_000);
    await resetFor(t, phone);
    const resetCode = await latestCode(t, phone);
    expect((await newPassword(t, phone, resetCode)).statusCode).toBe(204);
    expect((await newPassword(t, phone, resetCode)).statusCode).toBe(400);
  });

  it('refuses the old code after a resend and accepts the new one', async () => {
    const phone = newPhone();
    const { key } = (await register(t, { phone })).json();
    const old = await latestCode(t, phone);
    later(t, 61_000);
    const resend = await t.call({ method: 'POST', url: `/api/v1/auth/register/${key}/resend` });
    expect(resend.statusCode).toBe(202);
    const fresh = await latestCode(t, phone);
    expect(fresh).not.toBe(old);
    expect((await verify(t, key, old)).statusCode).toBe(400);
    expect((await verify(t, key, fresh)).statusCode).toBe(201);
  });
});

describe('one-time code tries and sends are limited (security.md row 10)', () => {
  it('kills the challenge after 5 wrong codes: the right one is then refused', async () => {
    const phone = newPhone();
    const { key } = (await register(t, { phone })).json();
    const code = await latestCode(t, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await verify(t, key, wrong)).statusCode).toBe(400);
    const res = await verify(t, key, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('resends after 60 s, at most 3 sends per 15 minutes per phone, then 429 with Retry-After', async () => {
    const phone = newPhone();
    const { key } = (await register(t, { phone })).json();
    const resend = (lang: 'ar' | 'en' = 'en') =>
      t.call({ method: 'POST', url: `/api/v1/auth/register/${key}/resend`, lang });

    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(soon.json().message).toBe('You can ask for a new code in 60 seconds.');
    expect((await resend('ar')).json().message).toBe('يمكنك طلب رمز جديد بعد 60 ثانية.');

    later(t, 60_000);
    expect((await resend()).json()).toEqual({ resendAfter: 60 });
    later(t, 60_000);
    // The third send: the next is 15 minutes after the first.
    expect((await resend()).json()).toEqual({ resendAfter: 13 * 60 });
    later(t, 60_000);
    const many = await resend();
    expect(many.statusCode).toBe(429);
    expect(many.headers['retry-after']).toBe(String(12 * 60));
    expect(many.json().message).toBe('Too many codes were sent to this number. Try again in 12 minutes.');
    expect((await t.call({ method: 'GET', url: `/api/v1/auth/register/${key}` })).json().resendAfter).toBe(
      720,
    );
    // A reset or a new registration for the same phone is held to the same limit.
    expect((await resetFor(t, phone)).statusCode).toBe(429);
    expect((await register(t, { phone })).statusCode).toBe(429);
    expect(await inbox(t, phone)).toHaveLength(3);

    later(t, 12 * 60_000);
    expect((await resend()).statusCode).toBe(202);
  });
});

describe('one-time codes are bound to their purpose and phone (security.md row 11)', () => {
  it("refuses phone A's registration code for phone B's registration and for a reset", async () => {
    const phoneA = newPhone();
    const phoneB = newPhone();
    const a = (await register(t, { phone: phoneA })).json().key;
    const codeA = await latestCode(t, phoneA);
    const b = (await register(t, { phone: phoneB })).json().key;
    const codeB = await latestCode(t, phoneB);

    expect((await verify(t, b, codeA)).statusCode).toBe(400);
    expect((await newPassword(t, phoneA, codeA)).statusCode).toBe(400);
    // A demo account's reset code does not confirm a registration either.
    await resetFor(t, '01000000001');
    const resetCode = await latestCode(t, '01000000001');
    expect((await verify(t, a, resetCode)).statusCode).toBe(400);
    expect((await newPassword(t, phoneB, resetCode)).statusCode).toBe(400);

    // Each code still works for its own challenge, so the refusals above were about binding.
    expect((await verify(t, a, codeA)).statusCode).toBe(201);
    expect((await verify(t, b, codeB)).statusCode).toBe(201);
    expect((await newPassword(t, '01000000001', resetCode)).statusCode).toBe(204);
  });

  it('takes a code typed in Eastern Arabic digits', async () => {
    const phone = newPhone();
    const { key } = (await register(t, { phone })).json();
    const code = await latestCode(t, phone);
    const eastern = code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
    const res = await verify(t, key, eastern);
    expect(res.statusCode).toBe(201);
  });
});
