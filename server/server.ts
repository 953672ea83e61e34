import cluster from 'node:cluster';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { superviseWorkers } from './cluster';
import { loadConfig } from './config';
import { isNewDataDir, PREPARE_ONLY, prepareApart } from './db/apart';
import { migrateToLatest } from './db/migrations';
import { DataDirInUse } from './db/lock';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, DEMO_FILE, demoDocumentIds, isEmpty, seedDemo, seedReference } from './db/seed';
import { withStartLock } from './db/start-lock';
import type { Database } from './db/tables';
import { provideModeratorToken } from './moderation/token';
import { chooseStorage, describeStorage } from './uploads/choose-storage';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: say what, without a stack trace.
    console.error(`Mawrid cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
if (config.workers > 1 && !config.databaseUrl) {
  console.error(
    `Mawrid cannot start: WORKERS=${config.workers} needs PostgreSQL (DATABASE_URL). Embedded PGlite ` +
      'allows one process on its data folder: unset WORKERS (or set it to 1), or set DATABASE_URL.',
  );
  process.exit(1);
}

// The storage's settings are checked here, before anything else starts.
const storage = await chooseStorage(config).catch((error: unknown) => {
  console.error(`Mawrid cannot start: ${(error as Error).message}`);
  process.exit(1);
});

const open = () =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`Mawrid cannot start: ${error.message}`);
    process.exit(1);
  });

/**
 * Migrations, reference data and the demo, once per start: the cluster's primary before its
 * workers, a lone process before it serves; processes started together on one PostgreSQL take
 * turns (withStartLock), and the second finds nothing to do.
 */
const prepare = (db: Kysely<Database>) =>
  withStartLock(config.databaseUrl, async () => {
    const applied = (await migrateToLatest(db as never)).length;
    await seedReference(db);
    const seeded = config.seedDemo && (await isEmpty(db));
    if (seeded) await seedDemo(db, new Date(), config.passwordCost);
    // Demo documents (licence, ID card) need bytes behind their rows; written once, kept afterwards.
    if (config.seedDemo) {
      for (const id of demoDocumentIds()) {
        const stored = await storage.get(id);
        if (stored) stored.body.destroy();
        else await storage.put(id, Readable.from([DEMO_FILE]));
      }
    }
    const did = [applied && `${applied} migrations applied`, seeded && 'demo data seeded'].filter(Boolean);
    console.log(`Database prepared: ${did.length ? did.join(', ') : 'already up to date'}.`);
  });

const announce = (processes: string) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`;
  console.log(`Mawrid is running on http://localhost:${config.port} (${where}${processes})`);
  console.log(`Uploads are kept in the ${describeStorage(config)}.`);
  if (config.seedDemo) {
    console.log('Demo accounts:');
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.vendorType}  ${a.email} / ${a.phone}  password ${a.password}`);
  }
  if (config.sms.provider === 'dev')
    console.log(`Text messages are not sent; one-time codes: http://localhost:${config.port}/api/v1/dev/otp`);
};

// Stopping: no new connections, requests in flight finish, whatever waits for a password hash is
// refused (503), then the database closes. A request that still hangs does not hold the exit past
// STOP_WITHIN_MS: supervisors give about 10 s before SIGKILL, which would skip closing the database.
const STOP_WITHIN_MS = 8_000;

if (process.env[PREPARE_ONLY] === '1') {
  const db = await open();
  await prepare(db);
  await db.destroy();
  process.exit(0);
}

// A new embedded data folder is made and filled by a process of its own (see db/apart.ts).
const preparedApart = !config.databaseUrl && cluster.isPrimary && isNewDataDir(config.pgliteDir);
if (preparedApart) {
  await prepareApart().catch((error: unknown) => {
    console.error(`Mawrid cannot start: ${(error as Error).message}`);
    process.exit(1);
  });
}

if (config.workers > 1 && cluster.isPrimary) {
  const db = await open();
  await prepare(db);
  await db.destroy();
  // One token for every worker: each would otherwise make its own and overwrite the file.
  const token = provideModeratorToken(config.dataDir, config.moderator.token);
  superviseWorkers({
    count: config.workers,
    env: { MODERATOR_TOKEN: token },
    onReady: () => announce(`, ${config.workers} workers`),
    stopWithinMs: STOP_WITHIN_MS,
  });
} else {
  const db = await open();
  if (cluster.isPrimary && !preparedApart) await prepare(db);

  const app = await buildApp({
    db,
    distDir: config.distDir,
    uploadStorage: storage,
    sms: config.sms,
    publicConfig: config.publicConfig,
    production: config.production,
    trustProxy: config.trustProxy,
    limits: config.limits,
    hashing: config.hashing,
    passwordCost: config.passwordCost,
    confirmWithinHours: config.confirmWithinHours,
    metrics: config.metrics,
    movableClock: process.env.NODE_ENV === 'test',
    moderator: {
      token: provideModeratorToken(config.dataDir, config.moderator.token),
      remote: config.moderator.remote,
    },
    logger: { level: process.env.LOG_LEVEL ?? (config.production ? 'info' : 'warn') },
  });
  await app.listen({ port: config.port, host: config.host });
  // A worker is one of several: its primary says when all of them are running.
  if (cluster.isPrimary) announce('');

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`Mawrid did not stop within ${STOP_WITHIN_MS / 1000} s; exiting anyway.`);
        process.exit(1);
      }, STOP_WITHIN_MS).unref();
      void app
        .close()
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
  }
}
