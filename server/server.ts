import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, isEmpty, seedDemo, seedReference } from './db/seed';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
await migrateToLatest(db as never);
await seedReference(db);
const seeded = config.seedDemo && (await isEmpty(db));
if (seeded) await seedDemo(db);

const app = await buildApp({
  db,
  distDir: config.distDir,
  uploadsDir: config.uploadsDir,
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
