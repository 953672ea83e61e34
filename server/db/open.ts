import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';
import { PGliteDialect } from './pglite-dialect';

// PostgreSQL `numeric` comes back as text to keep precision; prices fit a double comfortably.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory without one). */
export const openDatabase = async (options: DatabaseOptions): Promise<Kysely<Database>> => {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: options.dataDir, parsers: { 1700: (v: string) => Number(v) } });
  }
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
};
