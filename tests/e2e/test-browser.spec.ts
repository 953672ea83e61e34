import { expect, test } from '@playwright/test';

// The browser tests run in Debian's headless shell, and the few that need the whole browser in
// Chromium without the pages of its own address bar (tools/quiet-chromium.sh): headless Chromium
// 156 builds them for every window, a renderer busy through each test's first seconds on one of
// the machine's two cores. Were a Chromium to rename them, this says so. (tools/test-browser.mjs)
for (const [which, tag] of [
  ['the headless shell', []],
  ['the whole browser', ['@full-browser']],
] as const)
  test(
    `the tests' browser opens no page of its own beside the page under test (${which})`,
    { tag: [...tag] },
    async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      // Chromium builds them just after the window opens: a moment later they would be listed.
      await page.waitForTimeout(1000);
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((t) => t.type !== 'page').map((t) => t.url)).toEqual([]);
      await context.close();
    },
  );
