import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const HOUR = 3600 * 1000;
/** *Ours* (decisions.md D7): 8 hours idle, 7 days at most. */
export const IDLE_TIMEOUT_MS = 8 * HOUR;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * HOUR;
/** Writing last_seen_at on every request would double the writes; a minute's precision is plenty. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Clock = () => Date;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** Opaque bearer sessions: 256 random bits handed out, only their hash stored. */
export const createSessionStore = (db: Kysely<Database>, now: Clock) => ({
  async create(vendorId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = now();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        vendor_id: vendorId,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + ABSOLUTE_TIMEOUT_MS),
      })
      .execute();
    return token;
  },

  /** The vendor id behind a live token, or null for a missing, unknown, revoked or expired one. */
  async resolve(token: string): Promise<{ sessionId: number; vendorId: number } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await db
      .selectFrom('sessions')
      .select(['id', 'vendor_id', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.revoked_at) return null;
    const at = now().getTime();
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (at >= new Date(row.expires_at).getTime() || at - lastSeen >= IDLE_TIMEOUT_MS) return null;
    if (at - lastSeen >= TOUCH_INTERVAL_MS) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(at) })
        .where('id', '=', row.id)
        .execute();
    }
    return { sessionId: row.id, vendorId: row.vendor_id };
  },

  async revoke(sessionId: number) {
    await db.updateTable('sessions').set({ revoked_at: now() }).where('id', '=', sessionId).execute();
  },
});

export type SessionStore = ReturnType<typeof createSessionStore>;
