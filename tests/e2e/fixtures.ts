import { test as base, expect } from '@playwright/test';

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
export const test = base.extend({
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
