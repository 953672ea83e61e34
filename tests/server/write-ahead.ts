import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/tables';

/**
 * Where the database's next write-ahead log record goes. Every committed change to a table writes
 * one, so while it has not moved nothing at all was written, and a hash of rows taken before still
 * holds: the fuzzer and the tenant matrix hash again only after a request that wrote. (On
 * PostgreSQL the log is the cluster's: other test files' writes move it too, which costs a hash,
 * never a missed change.)
 */
export const walPosition = async (db: Kysely<Database>) =>
  (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db)).rows[0].lsn;
