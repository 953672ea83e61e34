import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, request as apiRequest } from '@playwright/test';
import { ACCOUNTS, type DemoAccount, type Lang } from './accounts';
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

/** The demo vendors' sessions of one worker. */
export type Sessions = {
  /**
   * A session of the demo account, shared by the worker's tests: signed in through the API once,
   * and again only when a test has ended it (a password change ends the other sessions).
   */
  token(who: DemoAccount): Promise<string>;
};

type Options = {
  /**
   * The demo vendor a test's page is signed in as, through Playwright's storage state: the
   * dashboard's keys are in the page's local storage before it loads. Only the specs about signing
   * in (auth, session, language, registration, reset) sign in through the form.
   */
  account: DemoAccount | undefined;
  /** The language the page starts in, as if chosen on an earlier visit; Arabic when absent. */
  lang: Lang | undefined;
};

/**
 * Each Playwright worker has its own server (the built `dist/`, NODE_ENV=test) on its own fresh
 * database with the demo accounts, so workers run side by side without seeing each other's writes.
 */
export const test = base.extend<Options, { server: WorkerServer; sessions: Sessions }>({
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
  sessions: [
    async ({ server }, use) => {
      const api = await apiRequest.newContext({ baseURL: server.url });
      const held = new Map<DemoAccount, string>();
      const alive = async (token: string) =>
        (await api.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status() ===
        200;
      const signIn = async (who: DemoAccount) => {
        const { email, password, vendorType } = ACCOUNTS[who];
        const response = await api.post('/api/v1/auth/login', {
          data: { identifier: email, password, vendorType },
        });
        expect(response.status(), `${who} signs in`).toBe(200);
        return ((await response.json()) as { token: string }).token;
      };
      await use({
        async token(who) {
          const token = held.get(who);
          if (token && (await alive(token))) return token;
          const fresh = await signIn(who);
          held.set(who, fresh);
          return fresh;
        },
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  account: [undefined, { option: true }],
  lang: [undefined, { option: true }],
  storageState: async ({ account, lang, sessions, baseURL, storageState }, use) => {
    if (!account && !lang) return use(storageState);
    const localStorage = [
      ...(account
        ? [
            { name: 'token', value: await sessions.token(account) },
            { name: 'vendorType', value: ACCOUNTS[account].vendorType },
          ]
        : []),
      ...(lang ? [{ name: 'i18nextLng', value: lang }] : []),
    ];
    await use({ cookies: [], origins: [{ origin: baseURL!, localStorage }] });
  },
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
