import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (Fastify + PGlite) serving the built dashboard from `dist/`
 * (build it first: `npx vite build`). Every run starts on a fresh database with the demo accounts.
 */
const port = process.env.E2E_PORT ?? '3197';
const baseURL = `http://127.0.0.1:${port}`;

// The config is read by the runner and again by each worker: make the data directory once and hand
// it down through the environment, so workers do not leave empty directories behind.
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // The runner that made it removes it when it exits (after the web server has been stopped).
  process.on('exit', () => {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // A leftover directory in the temp folder is harmless.
    }
  });
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
    // Traces slow every action down on a small machine; E2E_TRACE=1 keeps them for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  webServer: {
    command: 'npx tsx server/server.ts',
    // `/` is the landing page; Playwright accepts any 2xx/3xx (and 400–403) as "up".
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
