import fs from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { schemaValidators } from './tools/schema-validators';

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
 * session-cache: the server keeps live sessions in memory on PGlite only. built-pages: the build's
 * files, whatever the database.
 */
const PGLITE_ONLY = [
  'tests/server/built-pages.test.ts',
  'tests/server/db-statistics.test.ts',
  'tests/server/workers.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/session-cache.test.ts',
];

/**
 * `npm test` runs the quick depth; `npm test -- --deep` (tests/run-all.mjs, .ci/run) sets
 * TEST_DEPTH=deep, which adds the server tests on PostgreSQL and the `*.alone` tests. Run one of
 * those directly with `TEST_DEPTH=deep npx vitest run <file>`.
 */
const deep = process.env.TEST_DEPTH === 'deep';

// The PostgreSQL run needs a server: .ci/run starts one and names it in TEST_DATABASE_URL. Every
// server test then runs twice, once per database; the project's name says which.
const postgres = deep && Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files that must not share a worker's modules with others (Vitest's "per-file isolation"
 * recipe). backup.test.ts replaces `tar` with a spy (vi.mock), which a module loaded by an earlier
 * file would not see, and a later one would.
 */
const ISOLATED = ['tests/server/backup.test.ts'];

/**
 * Server test files share their worker's modules (`isolate: false`): the server's module graph is
 * loaded once a worker, not once a file (about 1.7 s each). Each file still builds its own app
 * over its own copy of the database (helper.ts), and what a file changes of a module's state is
 * put back by the file (fake timers, spies).
 */
const serverProject = (
  name: string,
  globalSetup: string,
  exclude: string[],
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include: [SERVER], exclude: [...exclude, ALONE], isolate: false, globalSetup: [globalSetup] },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [ALONE] },
  },
  // The schema engine's components in a simulated page (jsdom): a field, a message, a column. The
  // form's validators come from the same plugin as the build's (tools/schema-validators.ts).
  {
    extends: true,
    plugins: [schemaValidators()],
    test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom' },
  },
  serverProject('server-pglite', 'tests/server/global-setup.ts', [...POSTGRES_ONLY, ...ISOLATED]),
  {
    extends: true,
    test: {
      name: 'server-pglite-isolated',
      include: ISOLATED,
      globalSetup: ['tests/server/global-setup.ts'],
    },
  },
  ...(postgres
    ? [
        serverProject('server-postgres', 'tests/server/global-setup-postgres.ts', [
          ...PGLITE_ONLY,
          ...POSTGRES_PROGRAMS,
        ]),
      ]
    : []),
  ...(deep
    ? [
        {
          extends: true as const,
          test: {
            name: 'alone',
            include: [ALONE],
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ]
    : []),
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
