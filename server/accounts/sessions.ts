import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, VendorRow } from '../db/tables';
import type { LiveSession, SessionCache } from './session-cache';

const HOUR = 3600 * 1000;
/** *Ours* (decisions.md D7): 8 hours idle, 7 days at most. */
export const IDLE_TIMEOUT_MS = 8 * HOUR;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * HOUR;
/** Writing last_seen_at on every request would double the writes; a minute's precision is plenty. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Clock = () => Date;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Opaque bearer sessions: 256 random bits handed out, only their hash stored. With a `cache`
 * (embedded PGlite, session-cache.ts), a live session is read from the database once.
 */
export const createSessionStore = (db: Kysely<Database>, now: Clock, cache: SessionCache | null = null) => {
  /** The live session and its vendor in one query, or null for an unknown or revoked token. */
  const read = async (hash: string): Promise<LiveSession | null> => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('vendors', 'vendors.id', 'sessions.vendor_id')
      .selectAll('vendors')
      .select([
        'sessions.id as session_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.revoked_at',
      ])
      .where('sessions.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.revoked_at) return null;
    const { session_id: sessionId, last_seen_at, expires_at, revoked_at: _revoked, ...vendor } = row;
    return {
      sessionId,
      vendor,
      expiresAt: new Date(expires_at).getTime(),
      lastSeen: new Date(last_seen_at).getTime(),
    };
  };

  /** Every signed-in request starts here. */
  const resolveVendor = async (token: string): Promise<{ sessionId: number; vendor: VendorRow } | null> => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const hash = hashToken(token);
    let session = cache?.get(hash);
    if (!session) {
      const readAt = cache?.generation();
      const found = await read(hash);
      if (!found) return null;
      session = found;
      cache?.keep(hash, session, readAt!);
    }
    const at = now().getTime();
    if (at >= session.expiresAt || at - session.lastSeen >= IDLE_TIMEOUT_MS) {
      cache?.forget(hash);
      return null;
    }
    if (at - session.lastSeen >= TOUCH_INTERVAL_MS) {
      session.lastSeen = at;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(at) })
        .where('id', '=', session.sessionId)
        .execute();
    }
    return { sessionId: session.sessionId, vendor: session.vendor };
  };

  return {
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
      const found = await resolveVendor(token);
      return found && { sessionId: found.sessionId, vendorId: found.vendor.id };
    },

    resolveVendor,

    async revoke(sessionId: number) {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('id', '=', sessionId).execute();
    },

    /** Ends every live session of a vendor but one (the password change keeps the current one). */
    async revokeAll(vendorId: number, keep?: number) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('vendor_id', '=', vendorId)
        .where('revoked_at', 'is', null);
      if (keep !== undefined) query = query.where('id', '<>', keep);
      await query.execute();
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
