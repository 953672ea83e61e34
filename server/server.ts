import { Readable } from 'node:stream';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrations';
import { DataDirInUse } from './db/lock';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, DEMO_FILE, demoDocumentIds, isEmpty, seedDemo, seedReference } from './db/seed';
import { provideModeratorToken } from './moderation/token';
import { diskStorage } from './uploads/disk-storage';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: say what, without a stack trace.
    console.error(`Mawrid cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`Mawrid cannot start: ${error.message}`);
    process.exit(1);
  },
);
await migrateToLatest(db as never);
await seedReference(db);
const seeded = config.seedDemo && (await isEmpty(db));
if (seeded) await seedDemo(db);
// Demo documents (licence, ID card) need bytes behind their rows; written once, kept afterwards.
if (config.seedDemo) {
  const storage = diskStorage(config.uploadsDir);
  for (const id of demoDocumentIds()) {
    const stored = await storage.get(id);
    if (stored) stored.body.destroy();
    else await storage.put(id, Readable.from([DEMO_FILE]));
  }
}

const app = await buildApp({
  db,
  distDir: config.distDir,
  uploadsDir: config.uploadsDir,
  sms: config.sms,
  publicConfig: config.publicConfig,
  production: config.production,
  trustProxy: config.trustProxy,
  limits: config.limits,
  hashing: config.hashing,
  confirmWithinHours: config.confirmWithinHours,
  movableClock: process.env.NODE_ENV === 'test',
  moderator: {
    token: provideModeratorToken(config.dataDir, config.moderator.token),
    remote: config.moderator.remote,
  },
  logger: { level: process.env.LOG_LEVEL ?? (config.production ? 'info' : 'warn') },
});
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`;
console.log(`Mawrid is running on http://localhost:${config.port} (${where})`);
if (config.seedDemo) {
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS)
    console.log(`  ${a.vendorType}  ${a.email} / ${a.phone}  password ${a.password}`);
}
if (config.sms.provider === 'dev')
  console.log(`Text messages are not sent; one-time codes: http://localhost:${config.port}/api/v1/dev/otp`);

// Stopping: no new connections, requests in flight finish, whatever waits for a password hash is
// refused (503), then the database closes. A request that still hangs does not hold the exit past
// STOP_WITHIN_MS: supervisors give about 10 s before SIGKILL, which would skip closing the database.
const STOP_WITHIN_MS = 8_000;
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
