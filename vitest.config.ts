import fs from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SERVER = 'tests/server/**/*.test.ts';

// `*.alone.test.ts` measure the whole machine (memory, latency under load): they run after the
// others, one at a time, so no other test file competes with them for the two cores. They start
// real server processes on PGlite data folders, so they run on PGlite only.
const ALONE = 'tests/**/*.alone.test.ts';

/** Need a PostgreSQL server: they open their own databases on it. */
const POSTGRES_ONLY = [
  'tests/server/postgres.test.ts',
  'tests/server/notifications-postgres.test.ts',
  'tests/server/*.postgres.test.ts',
];

/**
 * Stop and start a PostgreSQL of their own: left out where its programs are not installed
 * (Debian's layout, as .ci/run and tests/server/postgres-cluster.ts look for them).
 */
const PG_ROOT = '/usr/lib/postgresql';
const hasPostgresPrograms =
  fs.existsSync(PG_ROOT) && fs.readdirSync(PG_ROOT).some((v) => fs.existsSync(`${PG_ROOT}/${v}/bin/pg_ctl`));
const POSTGRES_PROGRAMS = hasPostgresPrograms ? [] : ['tests/server/db-outage.postgres.test.ts'];

/**
 * Test embedded PGlite itself. db-statistics: PGlite has no autovacuum, so open.ts refreshes the
 * planner's statistics on PGlite only; on PostgreSQL autovacuum may analyze first. workers: the
 * server refuses WORKERS > 1 on PGlite. backup: archives PGlite's data folder (PostgreSQL: pg_dump).
 * session-cache: the server keeps live sessions in memory on PGlite only.
 */
const PGLITE_ONLY = [
  'tests/server/db-statistics.test.ts',
  'tests/server/workers.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/session-cache.test.ts',
];

// The PostgreSQL run needs a server: .ci/run starts one and names it in TEST_DATABASE_URL. Every
// server test then runs twice, once per database; the project's name says which.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['tests/unit/**/*.test.ts'],
      exclude: [ALONE],
      sequence: { groupOrder: 0 },
    },
  },
  {
    extends: true,
    test: {
      name: 'server-pglite',
      include: [SERVER],
      exclude: [...POSTGRES_ONLY, ALONE],
      globalSetup: ['tests/server/global-setup.ts'],
      sequence: { groupOrder: 0 },
    },
  },
  ...(postgres
    ? [
        {
          extends: true as const,
          test: {
            name: 'server-postgres',
            include: [SERVER],
            exclude: [...PGLITE_ONLY, ...POSTGRES_PROGRAMS, ALONE],
            globalSetup: ['tests/server/global-setup-postgres.ts'],
            sequence: { groupOrder: 0 },
          },
        },
      ]
    : []),
  {
    extends: true,
    test: {
      name: 'alone',
      include: [ALONE],
      fileParallelism: false,
      sequence: { groupOrder: 1 },
    },
  },
];

export default defineConfig({
  test: {
    environment: 'node',
    // Each server test file opens its own PGlite (about 2 s, a few hundred MB): two at a time fits the machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
