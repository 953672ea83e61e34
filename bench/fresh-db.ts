// What the bench's TypeScript sections (run by tsx, each in its own process) start from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { createSessionStore } from '../server/accounts/sessions';
import { migrateToLatest } from '../server/db/migrations';
import { openDatabase, pgliteOptions } from '../server/db/open';
import { seedDemo, seedReference } from '../server/db/seed';
import type { Database } from '../server/db/tables';

/** A file-backed PGlite in `dir`, migrated and seeded with the reference and demo data. */
export const seededDatabase = async (dir: string) => {
  const pglite = await PGlite.create(pgliteOptions({ dataDir: dir }));
  const db = await openDatabase({ pglite });
  await migrateToLatest(db as never);
  await seedReference(db);
  await seedDemo(db);
  return db;
};

export const vendorIdOf = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A session token of the vendor, made straight in the store: no password hash in the figures. */
export const sessionOf = async (db: Kysely<Database>, vendorId: number) =>
  createSessionStore(db, () => new Date()).create(vendorId);

/** Runs `main` in a new folder under the system's temporary one, removed afterwards. */
export const inTempDir = async (prefix: string, main: (dir: string) => Promise<void>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    await main(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
