import pg from 'pg';

/** Any number: the advisory lock every API process takes to prepare a shared database. */
const START_LOCK = 7_140_001;

/**
 * Runs `work` (migrations, reference data, the demo seed) while holding a PostgreSQL session
 * advisory lock, on a connection of its own: processes starting together on one database prepare
 * it one after the other, and whoever comes second finds nothing left to do. The lock goes with
 * its connection, so a process that dies while holding it frees it. Embedded PGlite needs none:
 * its folder's lock file already keeps every other process out (lock.ts).
 */
export const withStartLock = async <T>(databaseUrl: string | undefined, work: () => Promise<T>) => {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost connection fails the start (the query below rejects); it must not end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
};
