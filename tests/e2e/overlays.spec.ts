import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, signInByStorage } from './helpers';

/** Whether any script the page has received so far holds `marker`. */
const watchScriptText = (page: Page) => {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
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
  await signInByStorage(page, ACCOUNTS.tires, 'ar');
  const received = watchScriptText(page);
  await page.goto('/dashboard/tires');
  await expect(page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)')).toHaveCount(10);
  expect(await received(POPPER), 'the list arrived with the tooltips’ positioning code').toBe(false);

  const toggle = page.getByRole('banner').getByRole('button', { name: 'إغلاق القائمة' });
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toHaveText('إغلاق القائمة');
  expect(await received(POPPER)).toBe(true);

  const account = page.getByRole('banner').getByRole('button', { name: 'قائمة الحساب' });
  await account.click();
  await expect(popupMenu(page)).toBeVisible();
  await expect(popupMenu(page).getByRole('menuitem', { name: 'الملف الشخصي' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popupMenu(page)).toBeHidden();
});

test('with a keyboard alone, the account menu opens with its focus inside (its code fetched on the key)', async ({
  page,
}) => {
  await signInByStorage(page, ACCOUNTS.tires, 'en');
  await page.goto('/dashboard/tires');
  await expect(page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)')).toHaveCount(10);
  const account = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
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
  await signInByStorage(page, ACCOUNTS.tires, 'en');
  await page.goto('/dashboard/tires');
  const rows = page.locator('.RaDataTable-row:not(.RaDataTable-headerRow)');
  await expect(rows).toHaveCount(10);
  await context.setOffline(true);
  const account = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await account.click();
  // Nothing opens, and nothing breaks: no error page, the list is still there.
  await page.waitForTimeout(500);
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
