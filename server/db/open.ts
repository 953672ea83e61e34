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

/**
 * A pool that outlives its server: when PostgreSQL stops or restarts, a connection's socket error
 * (idle in the pool, or just handed back after its query failed) would otherwise be an unhandled
 * 'error' event and end the process. The broken connection is dropped instead, the requests of the
 * moment answer 503 (plugins/error-handler.ts), and the next ones connect again. A server that
 * does not answer at all is given up on after CONNECT_WITHIN_MS rather than left to hold requests.
 */
const CONNECT_WITHIN_MS = 5_000;
const resilientPool = (connectionString: string) => {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_WITHIN_MS });
  let said = 0;
  const lost = (err: Error) => {
    // Once per outage is enough: every connection of the pool reports the same loss.
    if (Date.now() - said < 10_000) return;
    said = Date.now();
    console.error(`Mawrid lost a database connection (${err.message}); it connects again when asked.`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
};

/** Each PostgreSQL database's pool, for the metrics of its connections (plugins/metrics.ts). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();
/** The pool behind `db` on PostgreSQL; null on PGlite, which has one connection in the process. */
export const poolOf = (db: Kysely<Database>): pg.Pool | null => pools.get(db) ?? null;

const pglites = new WeakMap<Kysely<Database>, PGlite>();
/** The embedded database behind `db`; null on PostgreSQL. */
export const pgliteOf = (db: Kysely<Database>): PGlite | null => pglites.get(db) ?? null;

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory without one). */
export const openDatabase = async (options: DatabaseOptions): Promise<Kysely<Database>> => {
  if (options.databaseUrl) {
    const pool = resilientPool(options.databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
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
  pglites.set(db, pglite);
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
