import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over embedded PGlite. PGlite has a single connection, so connections are handed out one
 * at a time: a transaction owns the database until it ends and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  /** `onClose` runs once the database is closed (it gives back the data folder's lock). */
  constructor(
    private readonly pg: PGlite,
    private readonly onClose: () => void = () => {},
  ) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.pg, this.onClose);
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pg: PGlite,
    private readonly onClose: () => void,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    if (!this.pg.closed) await this.pg.close();
    this.onClose();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // PGlite runs each query on this thread, and queued queries follow one another as promise
    // continuations, which never let the event loop read a socket: a burst of requests would hold
    // every other request (a health check, another vendor's page) until all of it is done. One turn
    // of the loop before each query lets them in.
    await new Promise((resolve) => setImmediate(resolve));
    const result = await this.pg.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
