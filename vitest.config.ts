import { defineConfig } from 'vitest/config';

// The PostgreSQL run needs a server: .ci/run starts one and names it in TEST_DATABASE_URL.
const exclude = process.env.TEST_DATABASE_URL
  ? []
  : ['tests/server/postgres.test.ts', 'tests/server/notifications-postgres.test.ts'];

// `*.alone.test.ts` measure the whole machine (memory, latency under load): they run after the
// others, one at a time, so no other test file competes with them for the two cores.
const ALONE = 'tests/**/*.alone.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/server/global-setup.ts'],
    // Each server test file opens its own PGlite (about 2 s, a few hundred MB): two at a time fits the machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'together',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: [...exclude, ALONE],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: [ALONE], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
