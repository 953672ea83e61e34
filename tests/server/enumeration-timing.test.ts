import { describe, expect, it } from 'vitest';
import { PRODUCTION_COST } from '../../server/accounts/passwords';
import { expectSimilarTiming, later, newPhone, register, timed, withoutRequestId } from './accounts';
import { build } from './helper';

// security.md row 7: no account enumeration by time. What a known account costs and an unknown
// one does not would be a password hash, so these run at production cost, the demo accounts
// hashed again at it (helper.ts), as in service: at the test suite's cost a skipped hash would
// take a few milliseconds, too little to see.
const t = await build({ passwordCost: PRODUCTION_COST });

const resetFor = (phone: string) =>
  t.call({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { phone } });

describe('no account enumeration through registration (security.md row 7)', () => {
  it('takes about the same time for a registered phone as for a new one (both hash the password)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      // Each send starts the phone's one-minute wait; step past it.
      later(t, 61_000);
      known.push(await timed(() => register(t, { phone: '01000000002', email: `k${i}@example.com` })));
      unknown.push(await timed(() => register(t)));
    }
    expectSimilarTiming(known, unknown);
  });
});

describe('no account enumeration through reset or sign-in (security.md row 7)', () => {
  it('takes about the same time to reset a known phone as an unknown one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const vendorPhone = i % 2 ? '01000000001' : '01000000002';
      later(t, 5 * 60_000);
      known.push(await timed(() => resetFor(vendorPhone)));
      unknown.push(await timed(() => resetFor(newPhone())));
    }
    expectSimilarTiming(known, unknown);
  });

  it('signs in with the same answer and about the same time for an unknown phone and a wrong password', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    let bodies: string[] = [];
    // The first unknown sign-in makes the dummy hash once; leave it out.
    await t.signIn(newPhone(), 'Wrong#Pass55');
    for (let i = 0; i < 3; i++) {
      const a = await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          identifier: '01000000001',
          password: 'Wrong#Pass55',
          vendorType: 'bt-vendor',
        },
      });
      const b = await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          identifier: newPhone(),
          password: 'Wrong#Pass55',
          vendorType: 'bt-vendor',
        },
      });
      expect([a.statusCode, b.statusCode]).toEqual([401, 401]);
      bodies = [a.body, b.body];
      expect(withoutRequestId(bodies[0])).toBe(withoutRequestId(bodies[1]));
    }
    for (let i = 0; i < 3; i++) {
      known.push(await timed(() => t.signIn('01000000001', 'Wrong#Pass55')));
      unknown.push(await timed(() => t.signIn(newPhone(), 'Wrong#Pass55')));
    }
    expectSimilarTiming(known, unknown);
  });
});
