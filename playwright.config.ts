import { defineConfig } from '@playwright/test';
import { fullBrowser, HEADLESS_ARGS, testBrowser } from './tools/test-browser.mjs';

const launch = (browser: ReturnType<typeof testBrowser>) => ({ ...browser, args: HEADLESS_ARGS });

/** Tests tagged `@full-browser` measure what a vendor's Chrome does that the headless shell does otherwise. */
const FULL_BROWSER = /@full-browser/;

/**
 * Browser tests against the real server (Fastify + PGlite) serving the built dashboard from `dist/`
 * (build it first: `npx vite build`). Each worker starts its own server on a fresh database with
 * the demo accounts (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // `*.deep.spec.ts` run in the deep pass only (`npm test -- --deep`, tests/run-all.mjs).
  testIgnore: process.env.TEST_DEPTH === 'deep' ? [] : ['**/*.deep.spec.ts'],
  fullyParallel: false,
  // Files are shared out between workers; each worker has its own server and database (fixtures.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    ['./tests/reporters/playwright-file-times.mjs'],
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
    // Traces slow every action down on a small machine; E2E_TRACE=1 keeps them for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // CHROMIUM_PATH's browser, else Debian's headless shell, else Debian's Chromium (tools/test-browser.mjs).
    { name: 'chromium', grepInvert: FULL_BROWSER, use: { launchOptions: launch(testBrowser()) } },
    { name: 'full-chromium', grep: FULL_BROWSER, use: { launchOptions: launch(fullBrowser()) } },
  ],
});
