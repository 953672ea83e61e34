import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    // The PostgreSQL run needs a server: .ci/run starts one and names it in TEST_DATABASE_URL.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/server/postgres.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/global-setup.ts'],
    // Each server test file opens its own PGlite (about 2 s, a few hundred MB): two at a time fits the machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
