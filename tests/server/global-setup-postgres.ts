import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemo, seedReference } from '../../server/db/seed';
import { admin, createDatabase, dropDatabase, urlOf } from './postgres-databases';

/**
 * The server-postgres project's counterpart of global-setup.ts: one database migrated and seeded
 * for the run, which every test file copies (helper.ts `build()`). The run's name keeps two runs
 * on one server apart; the teardown also drops copies a crashed test file left behind.
 */
export default async function setup(project: TestProject) {
  const template = `mawrid_template_${process.pid}_${Date.now().toString(36)}`;
  await createDatabase(template);
  const db = await openDatabase({ databaseUrl: urlOf(template) });
  try {
    await migrateToLatest(db as never);
    await seedReference(db);
    await seedDemo(db);
  } finally {
    // A template must have no connections left when it is copied.
    await db.destroy();
  }
  project.provide('postgresTemplate', template);
  return async () => {
    const copies = template.replace('mawrid_template_', 'mawrid_t_');
    const { rows } = await admin(
      `select datname from pg_database where datname like '${copies}\\_%' or datname = '${template}'`,
    );
    for (const { datname } of rows) await dropDatabase(datname);
  };
}
