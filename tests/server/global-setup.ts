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

/** Migrates and seeds a database and dumps it to a file in `dir`. */
const makeTemplate = async (dir: string) => {
  const pglite = await PGlite.create(pgliteOptions());
  const db = await openDatabase({ pglite });
  await migrateToLatest(db as never);
  await seedReference(db);
  await seedDemo(db);
  const dump = await pglite.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return templatePath;
};

/**
 * One seeded database for the whole run; every test file then starts from a copy of it instead of
 * migrating and hashing demo passwords again. Vitest loads this module once for each project that
 * names it, in one process: the projects on PGlite share the run's template through globalThis.
 */
const shared = globalThis as { mawridTemplate?: { dir: string; path: Promise<string> } };

export default async function setup(project: TestProject) {
  if (!shared.mawridTemplate) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-template-'));
    shared.mawridTemplate = { dir, path: makeTemplate(dir) };
  }
  const { dir, path: templatePath } = shared.mawridTemplate;
  project.provide('templatePath', await templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
