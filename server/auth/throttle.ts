import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from './sessions';

export type Limit = { limit: number; windowMs: number };

const MINUTE = 60_000;
/** *Ours* (security.md row 6): failed sign-ins per account, and per client address. */
export const ACCOUNT_LOGIN_LIMIT: Limit = { limit: 10, windowMs: 15 * MINUTE };
export const ADDRESS_LOGIN_LIMIT: Limit = { limit: 100, windowMs: 60 * MINUTE };

/**
 * An account's failures are counted under its id when it exists and under the identifier as typed
 * (normalised) when it does not, so an unknown account is locked out exactly like a known one.
 */
export const accountBucket = (vendorId: number) => `login:vendor:${vendorId}`;
export const unknownAccountBucket = (typed: string) => `login:typed:${typed}`;
export const addressBucket = (ip: string) => `login:address:${ip}`;

export type Taken = { ok: true; release: () => Promise<void> } | { ok: false; retryAfter: number };

/**
 * Sliding-window limits counted in the database (`rate_events`), so every API process sees the
 * same counts. An attempt is counted before the work it guards (the password hash), not after:
 * parallel requests then see each other's rows and a burst cannot slip past the limit. What turns
 * out not to be a failure gives its row back with `release`.
 */
export const createThrottle = (db: Kysely<Database>, now: Clock) => ({
  async take(bucket: string, { limit, windowMs }: Limit): Promise<Taken> {
    const at = now();
    const since = new Date(at.getTime() - windowMs);
    const mine = await db
      .insertInto('rate_events')
      .values({ bucket, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('rate_events')
      .select(['id', 'at'])
      .where('bucket', '=', bucket)
      .where('at', '>', since)
      .orderBy('at')
      .orderBy('id')
      .execute();
    const release = async () => {
      await db.deleteFrom('rate_events').where('id', '=', mine.id).execute();
    };
    const others = rows.filter((r) => r.id !== mine.id);
    if (others.length < limit) return { ok: true, release };
    await release();
    // Allowed again once enough of the oldest events have left the window.
    const freedAt = new Date(others[others.length - limit].at).getTime() + windowMs;
    return { ok: false, retryAfter: Math.max(1, Math.ceil((freedAt - at.getTime()) / 1000)) };
  },

  /** Forgets a bucket's events (a successful sign-in clears the account's failures). */
  async clear(bucket: string) {
    await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
  },
});

export type Throttle = ReturnType<typeof createThrottle>;
