import { expect, test } from '@playwright/test';

// The browser tests run in Chromium without the pages of its own address bar (tools/quiet-chromium.sh):
// headless Chromium 156 builds them for every window, a renderer busy through each test's first
// seconds on one of the machine's two cores. Were a Chromium to rename them, this says so.
test("the tests' browser opens no page of its own beside the page under test", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  // Chromium builds them just after the window opens: a moment later they would be listed.
  await page.waitForTimeout(1000);
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.type !== 'page').map((t) => t.url)).toEqual([]);
  await context.close();
});
