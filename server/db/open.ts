import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './lock';
import type { Database } from './tables';
import { PGliteDialect } from './pglite-dialect';

// PostgreSQL `numeric` comes back as text to keep precision; prices fit a double comfortably.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * PostgreSQL's 128 MB of shared buffers is sized for a server of its own; embedded, the process's
 * whole budget is a few hundred megabytes (a password hash alone takes 128 MiB), and the
 * operating system's file cache holds the rest of the data anyway.
 */
const MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * How every embedded database is created (server, tests, bench): PGlite loads extensions only when
 * created with them, and the migrations need pg_trgm for product search.
 */
export const pgliteOptions = (options: PGliteOptions = {}): PGliteOptions => ({
  startParams: [...PGlite.defaultStartParams, ...MEMORY],
  ...options,
  extensions: { pg_trgm, ...options.extensions },
  parsers: { 1700: (v: string) => Number(v), ...options.parsers },
});

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory without one). */
export const openDatabase = async (options: DatabaseOptions): Promise<Kysely<Database>> => {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
  }
  let pglite = options.pglite;
  let unlock = () => {};
  if (!pglite) {
    if (options.dataDir) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      unlock = lockDataDir(options.dataDir);
    }
    try {
      pglite = await PGlite.create(pgliteOptions({ dataDir: options.dataDir }));
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, unlock) });
  keepStatistics(db, pglite);
  return db;
};

/**
 * ANALYZE for the tables whose planner statistics are missing or off by more than 10% in size.
 * PGlite runs no autovacuum, so nothing else refreshes them, and its change counters
 * (pg_stat_user_tables) stay at zero: size is what can be checked. Without statistics a
 * 27,500-product list was planned as 6 rows and sorted in full, 45 ms instead of 2.
 */
export const analyzeStale = async (db: Kysely<Database>) => {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r'
      and (reltuples < 0
        or abs(pg_relation_size(oid) / current_setting('block_size')::int - relpages) > 10 + relpages / 10)
  `.execute(db);
  if (rows.length) await sql`analyze ${sql.join(rows.map((r) => sql.id(r.name)))}`.execute(db);
  return rows.map((r) => r.name);
};

/** Soon after opening, then every minute, while the database is open. */
const keepStatistics = (db: Kysely<Database>, pglite: PGlite) => {
  const later = (ms: number) =>
    setTimeout(async () => {
      if (pglite.closed) return;
      await analyzeStale(db).catch(() => {});
      later(60_000);
    }, ms).unref();
  later(10_000);
};
