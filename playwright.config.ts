import { defineConfig } from '@playwright/test';
import { useQuietChromium } from './tools/quiet-chromium.mjs';

/**
 * Browser tests against the real server (Fastify + PGlite) serving the built dashboard from `dist/`
 * (build it first: `npx vite build`). Each worker starts its own server on a fresh database with
 * the demo accounts (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Files are shared out between workers; each worker has its own server and database (fixtures.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
    // Traces slow every action down on a small machine; E2E_TRACE=1 keeps them for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH's browser (Debian's by default), without the pages of its address bar.
      executablePath: useQuietChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
