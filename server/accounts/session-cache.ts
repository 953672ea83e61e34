import type { Kysely } from 'kysely';
import { pgliteOf } from '../db/open';
import type { Database, VendorRow } from '../db/tables';

/** What migration 0010's triggers announce, with the vendor's id, when a session or vendor changes. */
export const SESSIONS_CHANNEL = 'mawrid_sessions';

/** *Ours*: far more vendors than one embedded database serves at once; about 10 MB at most. */
const MAX_ENTRIES = 5_000;

export type LiveSession = {
  sessionId: number;
  vendor: Readonly<VendorRow>;
  expiresAt: number;
  lastSeen: number;
};

/** Frozen to the bottom: one request changing the vendor it was handed would change the next one's. */
const frozen = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
};

/**
 * Live sessions by token hash, so a signed-in request does not ask the database who it is (on
 * embedded PGlite that question was a sixth of a list's time). Exact, not eventually right: the
 * database announces every change to a session's end or to a vendor (triggers, so no code path
 * can forget), and PGlite delivers the announcement before the writing statement returns, so the
 * next request already reads the database again. A read that overlapped a change is not kept.
 */
export const sessionCache = (maxEntries = MAX_ENTRIES) => {
  const entries = new Map<string, LiveSession>();
  let generation = 0;
  return {
    /** Counts changes: a read keeps its answer only if no change came while it ran. */
    generation: () => generation,
    get(hash: string) {
      const found = entries.get(hash);
      if (!found) return undefined;
      // Least recently used goes first: a hit moves to the end.
      entries.delete(hash);
      entries.set(hash, found);
      return found;
    },
    keep(hash: string, session: LiveSession, readAt: number) {
      if (readAt !== generation) return;
      frozen(session.vendor);
      entries.set(hash, session);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(hash: string) {
      entries.delete(hash);
    },
    /** A vendor or one of its sessions changed (the payload is its id; anything else forgets all). */
    changed(payload: string) {
      generation++;
      const vendorId = /^\d+$/.test(payload) ? Number(payload) : null;
      for (const [hash, session] of entries)
        if (vendorId === null || session.vendor.id === vendorId) entries.delete(hash);
    },
    size: () => entries.size,
  };
};

export type SessionCache = ReturnType<typeof sessionCache>;

/**
 * A cache for `db` when it is embedded PGlite, listening to the database's announcements; null on
 * PostgreSQL, where other processes write too and an announcement reaches this one a moment after
 * their statement returns: there every request still asks the database.
 */
export const watchedSessionCache = async (db: Kysely<Database>) => {
  const pglite = pgliteOf(db);
  if (!pglite) return null;
  const cache = sessionCache();
  const unlisten = await pglite.listen(SESSIONS_CHANNEL, cache.changed);
  return { cache, stop: async () => void (pglite.closed || (await unlisten())) };
};
