import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, pgliteOptions } from '../../server/db/open';
import { seedDemo, seedReference } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
    /** Set in the server-postgres project only (global-setup-postgres.ts): build() copies it. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and seeds one database for the whole run and dumps it to a file; every test file then
 * starts from a copy of it instead of migrating and hashing demo passwords again.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-template-'));
  const pglite = await PGlite.create(pgliteOptions());
  const db = await openDatabase({ pglite });
  await migrateToLatest(db as never);
  await seedReference(db);
  await seedDemo(db);
  const dump = await pglite.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('templatePath', templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
