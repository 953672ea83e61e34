import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuName, settled, startIn } from './helpers';

test.use({ account: 'tires' });

/**
 * Whether any script the page has asked for so far holds `marker`: one still on its way is waited
 * for, so a check made at a moment (the rows drawn) counts everything asked for before it.
 */
const watchScriptText = (page: Page) => {
  const texts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      texts.push(
        request
          .response()
          .then((response) => response?.text() ?? '')
          .catch(() => ''),
      );
  });
  return async (marker: string) => (await Promise.all(texts)).some((text) => text.includes(marker));
};

/** The open menu of a button (the sidebar is a menu too, always shown). */
const popupMenu = (page: Page) => page.locator('.MuiPopover-root').getByRole('menu');

// @popperjs/core's name for one of its modifiers: a string minifying keeps.
const POPPER = 'preventOverflow';

test('tooltips and menus are fetched at the vendor’s first move, not with the list, and work', async ({
  page,
}) => {
  await startIn(page, 'ar');
  const received = watchScriptText(page);
  await page.goto('/dashboard/tires');
  await expect(page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)')).toHaveCount(10);
  expect(await received(POPPER), 'the list arrived with the tooltips’ positioning code').toBe(false);

  const toggle = page.getByRole('banner').getByRole('button', { name: 'إغلاق القائمة' });
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toHaveText('إغلاق القائمة');
  expect(await received(POPPER)).toBe(true);

  const account = page.getByRole('banner').getByRole('button', { name: accountMenuName('ar') });
  await account.click();
  await expect(popupMenu(page)).toBeVisible();
  await expect(popupMenu(page).getByRole('menuitem', { name: 'الملف الشخصي' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popupMenu(page)).toBeHidden();
});

test('with a keyboard alone, the account menu opens with its focus inside (its code fetched on the key)', async ({
  page,
}) => {
  await startIn(page, 'en');
  await page.goto('/dashboard/tires');
  await expect(page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)')).toHaveCount(10);
  const account = page.getByRole('banner').getByRole('button', { name: accountMenuName('en') });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(popupMenu(page)).toBeVisible();
  await expect(popupMenu(page).getByRole('menuitem').first()).toBeFocused();
});

test('with the network gone, a menu waits and the page stays; back online, the next move brings it', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startIn(page, 'en');
  await page.goto('/dashboard/tires');
  const rows = page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)');
  await expect(rows).toHaveCount(10);
  // The button shows the vendor's name once the app has it (an icon until then): online still.
  const account = page.getByRole('banner').getByRole('button', { name: accountMenuName('en') });
  await expect(account).toBeVisible();
  await context.setOffline(true);
  // Offline, the menu's code (asked for at the click's first move) is refused.
  const refused = page.waitForEvent('requestfailed', (r) => /\/overlays-[\w-]+\.js(\?|$)/.test(r.url()));
  await account.click();
  // Nothing opens, and nothing breaks: no error page, the list is still there. Checked once that
  // code has been refused and nothing else is on its way (settled): the menu can only open with
  // it, so it cannot open later, nor the page fail later, however slow the page is.
  await refused;
  await settled(page);
  await expect(popupMenu(page)).toHaveCount(0);
  await expect(rows).toHaveCount(10);
  // Most browsers (Chromium before 2026's versions, Safari, Firefox) keep a failed module fetch for
  // the page's life: the second try has to ask for the file, and what it imports, afresh.
  await context.setOffline(false);
  await page.mouse.move(400, 400);
  await page.mouse.move(420, 420);
  await expect(popupMenu(page)).toBeVisible();
  await expect(popupMenu(page).getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  expect(errors).toEqual([]);
});
