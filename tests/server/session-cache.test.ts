import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sessionCache, watchedSessionCache, type LiveSession } from '../../server/accounts/session-cache';
import { createSessionStore, IDLE_TIMEOUT_MS } from '../../server/accounts/sessions';
import { pgliteOf } from '../../server/db/open';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { Database, VendorRow } from '../../server/db/tables';
import { build } from './helper';

// Embedded PGlite only: on PostgreSQL the server keeps no sessions in memory (session-cache.ts).
const t = await build();
const pglite = pgliteOf(t.db)!;

/** A session store over the test's database whose statements are counted, with a watched cache. */
const countedStore = async () => {
  const statements: string[] = [];
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    log: (event) => void statements.push(event.query.sql),
  });
  const watched = (await watchedSessionCache(t.db))!;
  const store = createSessionStore(db, () => new Date(t.clock.now), watched.cache);
  const reads = () => statements.filter((s) => s.includes('from "sessions"')).length;
  const writes = () => statements.filter((s) => s.startsWith('update "sessions"')).length;
  return { store, reads, writes, stop: watched.stop };
};

const vendorIdOf = async (email: string) =>
  (await t.db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('live sessions kept in memory on embedded PGlite', () => {
  it('reads a session from the database once, and again after any change the database announces', async () => {
    const { store, reads, stop } = await countedStore();
    try {
      const vendorId = await vendorIdOf('tires@mawrid.example');
      const token = await store.create(vendorId);
      for (let i = 0; i < 5; i++) expect((await store.resolveVendor(token))?.vendor.id).toBe(vendorId);
      expect(reads()).toBe(1);

      // A change to another vendor leaves this one's session in memory.
      await sql`update vendors set phone = phone where email <> 'tires@mawrid.example'`.execute(t.db);
      await store.resolveVendor(token);
      expect(reads()).toBe(1);

      await sql`update vendors set name = name || '.' where id = ${vendorId}`.execute(t.db);
      const renamed = await store.resolveVendor(token);
      expect(reads()).toBe(2);
      expect(renamed?.vendor.name).toMatch(/\.$/);
      await sql`update vendors set name = left(name, -1) where id = ${vendorId}`.execute(t.db);

      // A change rolled back announces nothing, and needs nothing.
      await t.db
        .transaction()
        .execute(async (tx) => {
          await sql`update sessions set revoked_at = now() where vendor_id = ${vendorId}`.execute(tx);
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(await store.resolveVendor(token)).not.toBeNull();
      await sql`update sessions set revoked_at = now() where vendor_id = ${vendorId}`.execute(t.db);
      expect(await store.resolveVendor(token)).toBeNull();
    } finally {
      await stop();
    }
  });

  it('still records use once a minute and ends an idle session on time', async () => {
    const { store, writes, stop } = await countedStore();
    const start = t.clock.now;
    try {
      const token = await store.create(await vendorIdOf('parts@mawrid.example'));
      await store.resolveVendor(token);
      t.clock.now = new Date(start.getTime() + 30_000);
      await store.resolveVendor(token);
      expect(writes()).toBe(0);
      t.clock.now = new Date(start.getTime() + 61_000);
      await store.resolveVendor(token);
      expect(writes()).toBe(1);
      const [{ last_seen_at }] = await sql<{ last_seen_at: Date }>`select last_seen_at from sessions
        where id = ${(await store.resolve(token))!.sessionId}`
        .execute(t.db)
        .then((r) => r.rows);
      expect(new Date(last_seen_at).getTime()).toBe(t.clock.now.getTime());

      t.clock.now = new Date(t.clock.now.getTime() + IDLE_TIMEOUT_MS);
      expect(await store.resolveVendor(token)).toBeNull();
    } finally {
      t.clock.now = start;
      await stop();
    }
  });

  it('hands out a vendor that cannot be changed for the next request', async () => {
    const { store, stop } = await countedStore();
    try {
      const token = await store.create(await vendorIdOf('tires@mawrid.example'));
      const first = (await store.resolveVendor(token))!.vendor;
      expect(() => Object.assign(first, { name: 'changed' })).toThrow(TypeError);
      expect(() => Object.assign(first.profile as object, { city: 'changed' })).toThrow(TypeError);
      expect((await store.resolveVendor(token))!.vendor.name).not.toBe('changed');
    } finally {
      await stop();
    }
  });
});

describe('the cache itself', () => {
  const live = (vendorId: number): LiveSession => ({
    sessionId: vendorId,
    vendor: { id: vendorId, profile: {} } as VendorRow,
    expiresAt: Infinity,
    lastSeen: 0,
  });

  it('does not keep an answer read while a change came', () => {
    const cache = sessionCache();
    const before = cache.generation();
    cache.changed('7');
    cache.keep('a', live(1), before);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', live(1), cache.generation());
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets the least recently used beyond its size', () => {
    const cache = sessionCache(2);
    cache.keep('a', live(1), 0);
    cache.keep('b', live(2), 0);
    cache.get('a');
    cache.keep('c', live(3), 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((s) => s?.sessionId)).toEqual([
      1,
      undefined,
      3,
    ]);
    expect(cache.size()).toBe(2);
  });

  it("forgets one vendor's sessions on its announcement, and all on an unknown one", () => {
    const cache = sessionCache();
    for (const [hash, id] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      cache.keep(hash, live(id), 0);
    cache.changed('1');
    expect(cache.size()).toBe(1);
    cache.changed('');
    expect(cache.size()).toBe(0);
  });
});
