import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import {
  accountBucket,
  addressBucket,
  DEFAULT_LIMITS,
  unknownAccountBucket,
} from '../../server/accounts/throttle';
import { later, newPhone } from './accounts';
import { build } from './helper';

const t = await build();

/** Where this file's sign-ins come from, unless a test says otherwise. */
const ADDRESS = '198.51.100.7';

describe('sign-in is throttled per account and per address (security.md row 6)', () => {
  it('answers 10 wrong passwords with 401, the 11th with 429 and Retry-After, even with the right password', async () => {
    for (let i = 1; i <= 10; i++)
      expect(
        (await t.signIn('01000000001', `Wrong#Pass${i}`, { remoteAddress: ADDRESS })).statusCode,
        `try ${i}`,
      ).toBe(401);
    const locked = await t.signIn('01000000001', 'Wrong#Pass11', { remoteAddress: ADDRESS });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // The account, not the identifier typed: its email is locked too from this address, even with
    // the right password (another address is not: see abuse-limits.test.ts).
    const right = await t.signIn('tires@mawrid.example', 'Tires#2026', {
      remoteAddress: ADDRESS,
      lang: 'ar',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة.');

    // Another API process over the same database sees the same counts (nothing is in memory).
    const second = await buildApp({ db: t.db, now: () => new Date(t.clock.now) });
    const elsewhere = await second.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ADDRESS,
      payload: { identifier: '01000000001', password: 'Tires#2026', vendorType: 'bt-vendor' },
    });
    expect(elsewhere.statusCode).toBe(429);
    await second.close();

    later(t, 15 * 60_000 + 1000);
    const ok = await t.signIn('01000000001', 'Tires#2026', { remoteAddress: ADDRESS });
    expect(ok.statusCode).toBe(200);
    // A successful sign-in clears the account's failures from this address.
    const left = await t.db
      .selectFrom('rate_events')
      .select('id')
      .where('bucket', '=', accountBucket(ok.json().vendor.id, ADDRESS))
      .execute();
    expect(left).toEqual([]);
  });

  it('locks an unknown account exactly like a known one (9 failures recorded in the table, 1 through the API)', async () => {
    const phone = newPhone();
    await t.db
      .insertInto('rate_events')
      .values(
        Array.from({ length: 9 }, () => ({
          bucket: unknownAccountBucket(phone, '192.0.2.50'),
          at: new Date(t.clock.now),
        })),
      )
      .execute();
    expect((await t.signIn(phone, 'Wrong#Pass1', { remoteAddress: '192.0.2.50' })).statusCode).toBe(401);
    const locked = await t.signIn(phone, 'Wrong#Pass1', { remoteAddress: '192.0.2.50' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('never lets one address fail more than 100 times an hour across many accounts (95 failures recorded in the table, 5 through the API)', async () => {
    const address = '198.51.100.200';
    // 100 real sign-ins would hash 100 times; the counted events are what the limit reads.
    const at = new Date(t.clock.now);
    await t.db
      .insertInto('rate_events')
      .values(Array.from({ length: 95 }, () => ({ bucket: addressBucket(address), at })))
      .execute();
    for (let i = 0; i < 5; i++)
      expect((await t.signIn(newPhone(), 'Wrong#Pass1', { remoteAddress: address })).statusCode).toBe(401);
    const blocked = await t.signIn(newPhone(), 'Wrong#Pass1', { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Even the right password of an unlocked account waits: the address is over its limit.
    expect(
      (await t.signIn('parts@mawrid.example', 'Parts#2026', { remoteAddress: address })).statusCode,
    ).toBe(429);
    const failures = await t.db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', addressBucket(address))
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(DEFAULT_LIMITS.loginPerAddress.limit);
    // Other addresses are not affected, and an hour later this one may try again.
    expect((await t.signIn(newPhone(), 'Wrong#Pass1', { remoteAddress: '198.51.100.201' })).statusCode).toBe(
      401,
    );
    later(t, 60 * 60_000 + 1000);
    expect((await t.signIn(newPhone(), 'Wrong#Pass1', { remoteAddress: address })).statusCode).toBe(401);
  });
});
