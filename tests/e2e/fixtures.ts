import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { PROJECT_ROOT, startServer, type RunningServer } from './project-copy';

type Violation = { directive: string; blocked: string; source: string; sample: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __reportCspViolation?: (v: Violation) => void;
  }
}

/**
 * Every test's page counts Content-Security-Policy violations and uncaught script errors, and
 * fails if there were any. Violations are pushed to `window.__cspViolations` (what the page itself
 * can see) and also reported to the test, so those seen before a reload are not lost.
 */
export type WorkerServer = RunningServer & { dataDir: string };

/**
 * Each Playwright worker has its own server (the built `dist/`, NODE_ENV=test) on its own fresh
 * database with the demo accounts, so workers run side by side without seeing each other's writes.
 */
export const test = base.extend<object, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-e2e-'));
      const server = await startServer(PROJECT_ROOT, dataDir);
      await use({ ...server, dataDir });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  page: async ({ page }, use) => {
    const violations: Violation[] = [];
    const pageErrors: string[] = [];
    await page.exposeFunction('__reportCspViolation', (v: Violation) => {
      violations.push(v);
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        const v = {
          directive: e.violatedDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          sample: e.sample,
        };
        window.__cspViolations!.push(v);
        void window.__reportCspViolation?.(v);
      });
    });
    page.on('pageerror', (error) => pageErrors.push(String(error?.stack ?? error)));

    await use(page);

    const onPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as Violation[]);
    expect(onPage, 'CSP violations on the page').toEqual([]);
    expect(violations, 'CSP violations during the test').toEqual([]);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
