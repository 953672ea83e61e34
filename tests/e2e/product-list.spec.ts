import { expect, test } from './fixtures';
import { startIn, tableRows, TEXT } from './helpers';

test.use({ account: 'tires' });

/** Reads "EGP 1,850" or "1,850 ج.م." as 1850. */
const money = (text: string) => Number(text.replace(/[^\d.]/g, '').replace(/^\./, ''));

test('batteries filter by the schema’s filters, in Arabic', async ({ page }) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/batteries');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tableRows(page).first()).toBeVisible();

  // The "add filter" menu lists status and the battery schema's `x-filter` fields.
  await page.getByRole('button', { name: 'إضافة فلتر' }).click();
  const menu = page.getByRole('menu');
  for (const name of ['الحالة', 'ماركة البطارية', 'الجهد الكهربائي']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  await menu.getByText('الحالة', { exact: true }).click();
  await page.getByRole('combobox', { name: 'الحالة' }).click();
  await page.getByRole('option', { name: 'متاح', exact: true }).click();
  // The list takes the choice half a second later, and a vendor sees it change before going on.
  // Once in CI, with the next filter added sooner, this one was found empty; the cause is not known
  // (not seen again here in 12 runs under load).
  await expect(page).toHaveURL(/filter=.*status/);

  await page.getByRole('button', { name: 'إضافة فلتر' }).click();
  await page.getByRole('menu').getByText('الجهد الكهربائي', { exact: true }).click();
  await page.getByRole('combobox', { name: 'الجهد الكهربائي' }).click();
  await page.getByRole('option', { name: '60 أمبير', exact: true }).click();

  await expect(page).toHaveURL(/filter=.*voltage/);
  await expect.poll(async () => (await tableRows(page).allInnerTexts()).length).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      (await tableRows(page).allInnerTexts()).every((t) => /60 أمبير/.test(t) && /متاح/.test(t)),
    )
    .toBe(true);
  for (const text of await tableRows(page).allInnerTexts()) expect(text).not.toMatch(/غير متاح|قيد المراجعة/);

  // Removing the filters brings back every battery.
  for (const name of ['الحالة', 'الجهد الكهربائي']) {
    await page
      .locator('[data-source]')
      .filter({ has: page.getByRole('combobox', { name }) })
      .getByRole('button')
      .first()
      .click();
  }
  // (The demo's newest batteries include some not available and some of other voltages.)
  await expect
    .poll(async () => (await tableRows(page).allInnerTexts()).join(' '))
    .toMatch(/غير متاح|قيد المراجعة/);
  await expect
    .poll(async () => (await tableRows(page).allInnerTexts()).join(' '))
    .toMatch(/(30|40|50) أمبير/);
});

test('a filter added before its input’s code has come holds its place, and the list stays', async ({
  page,
}) => {
  await startIn(page, 'en');
  // The inputs' code is held back until the placeholder has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/inputs-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/batteries');
  await expect(tableRows(page).first()).toBeVisible();
  const rows = await tableRows(page).count();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menu').getByText('Electrical voltage', { exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Electrical voltage' })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(rows);

  release();
  await page.getByRole('combobox', { name: 'Electrical voltage' }).click();
  await page.getByRole('option', { name: '60 amps', exact: true }).click();
  await expect(page).toHaveURL(/filter=.*voltage/);
  await expect(page.getByRole('progressbar', { name: 'Electrical voltage' })).toHaveCount(0);
});

test('a column header sorts the list, and the search box narrows it', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/dashboard/tires');
  await expect(tableRows(page).first()).toBeVisible();

  await page.getByRole('columnheader', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect
    .poll(async () => {
      const prices = await page.locator('table tbody tr td.column-price').allInnerTexts();
      return prices.length > 1 && prices.map(money).every((p, i, all) => i === 0 || all[i - 1] <= p);
    })
    .toBe(true);

  await page.getByPlaceholder(TEXT.en.search).fill('Michelin');
  await expect
    .poll(async () => {
      const rows = await tableRows(page).allInnerTexts();
      return rows.length > 0 && rows.every((t) => /Michelin/i.test(t));
    })
    .toBe(true);
});

test('on a phone the list is a column of cards that open the product', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startIn(page, 'en');
  await page.goto('/dashboard/tires');
  await expect(page.locator('table')).toHaveCount(0);
  const first = page.getByRole('listitem').filter({ hasText: /EGP/ }).first();
  await expect(first).toContainText(/Available|Under Review|Not Available/);
  // The card opens its own product. Other tests on this server add products too, some named in
  // Arabic only, so the name is looked for in either language.
  const card = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/tires\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^SKU/ })).not.toHaveValue('');
  const names = [
    await page.getByRole('textbox', { name: 'Product name in English' }).inputValue(),
    await page.getByRole('textbox', { name: 'Product name in Arabic' }).inputValue(),
  ].filter(Boolean);
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((name) => card.includes(name))).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test.describe('as the car-parts vendor', () => {
  test.use({ account: 'parts' });

  test('a car-parts vendor has no tire or battery pages', async ({ page }) => {
    await startIn(page, 'en');
    for (const path of [
      '/dashboard/tires',
      '/dashboard/add-tire',
      '/dashboard/batteries/1',
      '/dashboard/add-battery',
    ]) {
      await page.goto(path);
      await expect(page.getByText(TEXT.en.notFound)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveCount(0);
    }
    await page.goto('/dashboard/add-car-part');
    await expect(page.getByRole('textbox', { name: 'Product name in English' })).toBeVisible();
  });
});

test('a list’s brand names come with its rows, not a round trip after them (Arabic)', async ({ page }) => {
  // The brands asked for by id (the column's own request) are held back: the names must not need them.
  const held: (() => void)[] = [];
  await page.route(/\/api\/v1\/tire-brands\?filter=%7B%22id%22/, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  // And the whole list arrives after the rows, as it may on a busy network.
  await page.route(/\/api\/v1\/tire-brands\?filter=%7B%7D/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await startIn(page, 'ar');
  await page.goto('/dashboard/tires');
  const brandCell = tableRows(page).first().getByRole('cell').nth(3);
  await expect(page.getByRole('columnheader').nth(3)).toContainText('ماركة الإطار');
  await expect(brandCell).toHaveText(/^[\u0600-\u06ff ]+$/);
  held.forEach((resolve) => resolve());
});

for (const lang of ['ar', 'en'] as const) {
  test(`on a 1024 px screen a wide list scrolls within its card, not the page sideways (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await startIn(page, lang);
    await page.goto('/dashboard/tires');
    await expect(tableRows(page)).toHaveCount(10);
    // The tires' columns are wider than the room beside the sidebar…
    const wrapper = page.locator('.RaDataTable-tableWrapper');
    const { scrollWidth, clientWidth } = await wrapper.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // …and the page stays put: only the table scrolls, to the row's last column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    const view = tableRows(page)
      .first()
      .getByRole('link', { name: lang === 'ar' ? 'عرض' : 'Show' });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
}

test('on a wide screen a long list’s header stays on screen as the page scrolls (Arabic)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await startIn(page, 'ar');
  await page.goto('/dashboard/tires?perPage=25');
  await expect(tableRows(page).nth(11)).toBeVisible();
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const header = page.locator('thead th').first();
  await expect.poll(async () => (await header.boundingBox())?.y).toBeGreaterThanOrEqual(0);
  await expect(header).toBeInViewport();
});

test('a tire’s size reads as shops write it, in the list and before its parts on the details page', async ({
  page,
}) => {
  await startIn(page, 'ar');
  await page.goto('/dashboard/tires');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const sizeColumn = headers.findIndex((h) => h.trim() === 'المقاس');
  expect(sizeColumn).toBeGreaterThan(0);
  const size = page.locator('table tbody tr').first().getByRole('cell').nth(sizeColumn);
  await expect(size).toHaveText(/^\d{3}\/\d{2} R\d{2}$/);
  const text = (await size.innerText()).trim();
  const idColumn = headers.findIndex((h) => h.trim().startsWith('رقم المنتج'));
  const id = (
    await page.locator('table tbody tr').first().getByRole('cell').nth(idColumn).innerText()
  ).trim();
  await page.goto(`/dashboard/product/${id}`);
  const [, width, length, depth] = text.match(/^(\d+)\/(\d+) R(\d+)$/)!;
  const details = page.getByText('المقاس', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(details).toContainText(text);
  await expect(details).toContainText(`العرض: ${width}`);
  await expect(details).toContainText(`الارتفاع: ${length}`);
  await expect(details).toContainText(`قطر الجنط: ${depth}`);
});
