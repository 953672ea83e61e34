import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from './sessions';

export type Limit = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * *Ours* (security.md rows 6, 36 and 37), each configurable (server/config.ts reads the environment):
 * - failed sign-ins per (account, client address): the owner elsewhere is never locked out by
 *   someone else's failures; an attacker is held by this and by the per-address limit;
 * - failed sign-ins per client address, across accounts;
 * - registrations per client address, and code sends (registration, resend, reset) per address,
 *   so one client cannot text many phones (SMS pumping);
 * - texts sent per hour in all, a ceiling on what pumping from many addresses could cost.
 */
export type Limits = {
  loginPerAccountAddress: Limit;
  loginPerAddress: Limit;
  registrationsPerAddress: Limit;
  codesPerAddress: Limit;
  smsPerHour: Limit;
};

export const DEFAULT_LIMITS: Limits = {
  loginPerAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: HOUR },
  registrationsPerAddress: { limit: 10, windowMs: HOUR },
  codesPerAddress: { limit: 20, windowMs: HOUR },
  smsPerHour: { limit: 1000, windowMs: HOUR },
};

/**
 * An account's failures are counted under its id when it exists and under the identifier as typed
 * (normalised) when it does not, so an unknown account is locked out exactly like a known one;
 * always together with the client address.
 */
export const accountBucket = (vendorId: number, ip: string) => `login:vendor:${vendorId}@${ip}`;
export const unknownAccountBucket = (typed: string, ip: string) => `login:typed:${typed}@${ip}`;
export const addressBucket = (ip: string) => `login:address:${ip}`;
export const registrationBucket = (ip: string) => `register:address:${ip}`;
export const codeBucket = (ip: string) => `code:address:${ip}`;
export const SMS_BUCKET = 'sms:all';

export type Taken =
  | {
      ok: true;
      /** Gives back what this take counted: all of it, or only its row in one bucket. */
      release: (bucket?: string) => Promise<void>;
    }
  | { ok: false; retryAfter: number };

/**
 * Sliding-window limits counted in the database (`rate_events`), so every API process sees the
 * same counts. An attempt is counted before the work it guards (the password hash), not after:
 * parallel requests then see each other's rows and a burst cannot slip past the limit. What turns
 * out not to be a failure gives its row back with `release`.
 */
export const createThrottle = (db: Kysely<Database>, now: Clock) => ({
  /**
   * Counts one attempt in each bucket and checks them in order, in two statements whatever their
   * number (a sign-in storm is mostly this work). When one is over its limit nothing stays counted.
   */
  async take(...checks: [bucket: string, limit: Limit][]): Promise<Taken> {
    const at = now();
    const mine = await db
      .insertInto('rate_events')
      .values(checks.map(([bucket]) => ({ bucket, at })))
      .returning(['id', 'bucket'])
      .execute();
    const longest = Math.max(...checks.map(([, l]) => l.windowMs));
    const rows = await db
      .selectFrom('rate_events')
      .select(['id', 'bucket', 'at'])
      .where(
        'bucket',
        'in',
        checks.map(([bucket]) => bucket),
      )
      .where('at', '>', new Date(at.getTime() - longest))
      .orderBy('at')
      .orderBy('id')
      .execute();
    const ids = new Set(mine.map((m) => m.id));
    const release = async (bucket?: string) => {
      const gone = mine.filter((m) => bucket === undefined || m.bucket === bucket).map((m) => m.id);
      if (gone.length) await db.deleteFrom('rate_events').where('id', 'in', gone).execute();
    };
    for (const [bucket, { limit, windowMs }] of checks) {
      const since = at.getTime() - windowMs;
      const others = rows.filter(
        (r) => r.bucket === bucket && !ids.has(r.id) && new Date(r.at).getTime() > since,
      );
      if (others.length < limit) continue;
      await release();
      // Allowed again once enough of the oldest events have left the window.
      const freedAt = new Date(others[others.length - limit].at).getTime() + windowMs;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((freedAt - at.getTime()) / 1000)) };
    }
    return { ok: true, release };
  },

  /** Forgets a bucket's events (a successful sign-in clears its own failures). */
  async clear(bucket: string) {
    await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
  },

  /** Forgets every bucket that starts with `prefix` (a reset clears the account from every address). */
  async clearPrefix(prefix: string) {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await db.deleteFrom('rate_events').where('bucket', 'like', pattern).execute();
  },
});

export type Throttle = ReturnType<typeof createThrottle>;
