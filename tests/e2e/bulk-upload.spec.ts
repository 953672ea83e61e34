import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from './fixtures';
import { startIn } from './helpers';

test.use({ account: 'tires' });

/** The bytes of a download. */
const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills rows into a downloaded .xlsx the way a spreadsheet program saves them: the template's own
 * header, dropdowns and instructions stay; the rows go under the header of its first sheet.
 */
const fillXlsx = (template: Buffer, rows: (string | number)[][]) => {
  const files = unzipSync(new Uint8Array(template));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  const xml = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r + 2}`;
          return typeof value === 'number'
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 2}">${cells}</row>`;
    })
    .join('');
  files['xl/worksheets/sheet1.xml'] = strToU8(sheet.replace('</sheetData>', `${xml}</sheetData>`));
  return Buffer.from(zipSync(files));
};

/** The English template's header, as a vendor's CSV starts. */
const CSV_HEADER =
  'Product name,SKU,Product description,Tire brand,Manufacturing year,Tire type,Width,Length,Depth,Available quantity,Price,Discount price';

/** Opens `path` in `lang`, signed in as the tires vendor (the file's account), and waits to be there. */
const openSignedIn = async (page: Page, path: string, lang: 'ar' | 'en') => {
  await startIn(page, lang);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

const stamp = () => String(Date.now()).slice(-7);

/** One row in the template's column order (read from its header), by column label. */
const rowFor = (header: string[], values: Record<string, string | number>) =>
  header.map((h) => {
    const label = h.replace(/\s*\*$/, '');
    return values[label] ?? values[label.replace(/\s*\([^)]*\)$/, '')] ?? '';
  });

/** Chooses a file in the page's file input, as the "Choose a spreadsheet" button does. */
const choose = async (page: Page, name: string, buffer: Buffer) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
};

test.describe('bulk upload of tires', () => {
  test('in Arabic: the template, errors by row and column, fixed, saved Under Review', async ({ page }) => {
    test.setTimeout(60_000);
    await startIn(page, 'ar');
    await page.goto('/dashboard/tires');
    await page.getByRole('link', { name: 'رفع جدول بيانات' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bulk-tire-upload$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('رفع إطارات من جدول بيانات');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل القالب (xlsx)' }).click(),
    ]);
    const template = await bytesOf(download);
    const header = (await readSheet(template)).at(0)!.map(String);
    expect(header).toEqual(
      expect.arrayContaining([
        'اسم المنتج بالعربية',
        'اسم المنتج بالإنجليزية',
        'رمز المنتج (SKU) *',
        'ماركة الإطار *',
        'العرض *',
      ]),
    );
    const instructions = await readSheet(template, 2);
    expect(instructions.map((r) => String(r[0]))).toContain('السعر *');

    const sku = `BULK-AR-${stamp()}`;
    const good = {
      'اسم المنتج بالعربية': 'إطار دنلوب SP Sport 205/55 R16',
      'رمز المنتج (SKU)': `${sku}-1`,
      'وصف المنتج بالعربية': 'إطار صيفي',
      'ماركة الإطار': 'دنلوب',
      'سنة الصنع': '٢٠٢٥',
      'نوع الإطار': 'عادي',
      العرض: '205/55R16',
      'الكمية المتاحة': 8,
      السعر: '١٬٥٠٠',
      'السعر بعد الخصم': 1400,
    };
    const bad = { ...good, 'رمز المنتج (SKU)': `${sku}-2`, السعر: 'غالي', 'ماركة الإطار': 'ماركة مجهولة' };
    await choose(page, 'tires.xlsx', fillXlsx(template, [rowFor(header, good), rowFor(header, bad)]));
    await expect(page.getByText('جديدة: 1')).toBeVisible();
    await expect(page.getByText('بها أخطاء: 1')).toBeVisible();
    const badRow = page.getByRole('row').filter({ hasText: `${sku}-2` });
    await expect(badRow.getByRole('cell').first()).toHaveText('3');
    await expect(badRow).toContainText('حقل السعر يجب أن يكون رقمًا');
    await expect(badRow).toContainText('ماركة الإطار: «ماركة مجهولة» ليس في القائمة');

    // Fixed in the spreadsheet and checked again, without leaving the page.
    const fixed = { ...bad, السعر: 1500, 'ماركة الإطار': 'Michelin' };
    await choose(page, 'tires-fixed.xlsx', fillXlsx(template, [rowFor(header, good), rowFor(header, fixed)]));
    await expect(page.getByText('جديدة: 2')).toBeVisible();
    await expect(page.getByText('بها أخطاء: 0')).toBeVisible();
    await page.getByRole('button', { name: 'حفظ صفين' }).click();
    await expect(page.getByText('تم: 2 جديد، 0 مُحدَّث، 0 بلا تغيير، 0 لم يُحفظ.')).toBeVisible();

    await page.goto(`/dashboard/tires?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}`);
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(2);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('قيد المراجعة');
  });

  test('in English: a CSV with errors gives back its rows with errors; a new price updates, never duplicates', async ({
    page,
    request,
    sessions,
  }) => {
    test.setTimeout(60_000);
    await openSignedIn(page, '/dashboard/bulk-tire-upload', 'en');

    const sku = `BULK-EN-${stamp()}`;
    const csv = [
      CSV_HEADER,
      `Michelin Primacy 4 205/55 R16,${sku}-1,Summer tire,Michelin,2025,Normal,205,55,16,4,2000,1900`,
      `Michelin Primacy 4 195/65 R15,${sku}-2,Summer tire,Michelin,2025,Normal,195,65,15,4,1800,1700`,
      `Broken tire,${sku}-3,,Michelin,1800,Normal,205,55,16,4,=1+1,1`,
    ].join('\n');
    await choose(page, 'tires.csv', Buffer.from(csv));
    await expect(page.getByText('New: 2')).toBeVisible();
    await expect(page.getByText('With errors: 1')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rows with errors' }).click(),
    ]);
    const errorRows = await readSheet(await bytesOf(download));
    expect(errorRows[0].at(-1)).toBe('Errors');
    expect(errorRows).toHaveLength(2);
    expect(errorRows[1]).toContain(`${sku}-3`);
    expect(String(errorRows[1].at(-1))).toContain('Product description is required');
    expect(String(errorRows[1].at(-1))).toContain('Price must be a number');

    await page.getByRole('button', { name: 'Save 2 rows' }).click();
    await expect(page.getByText('Done: 2 new, 0 updated, 0 unchanged, 0 failed.')).toBeVisible();

    // The round trip: the list exported in the template's format, one price changed "in Excel",
    // uploaded again: that product is updated, the other unchanged, nothing duplicated.
    await page.goto(`/dashboard/tires?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}`);
    await expect(page.locator('table tbody tr')).toHaveCount(2);
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export (.csv)' }).click(),
    ]);
    const exportedCsv = (await bytesOf(exported)).toString('utf8');
    expect(exportedCsv.startsWith('\ufeffProduct name in Arabic,Product name in English,SKU *,')).toBe(true);
    expect(exportedCsv).toContain('Michelin');
    expect(exportedCsv).toContain('Normal');
    const edited = exportedCsv.replace(/(Michelin Primacy 4 205\/55 R16[^\n]*?),2000,1900/, '$1,2100,1950');
    expect(edited).not.toBe(exportedCsv);
    await page.goto('/dashboard/bulk-tire-upload');
    await choose(page, 'tires-prices.csv', Buffer.from(edited));
    await expect(page.getByText('Will update: 2')).toBeVisible();
    await page.getByRole('button', { name: 'Save 2 rows' }).click();
    await expect(page.getByText('Done: 0 new, 1 updated, 1 unchanged, 0 failed.')).toBeVisible();

    const token = await sessions.token('tires');
    const listed = await request.get(
      `/api/v1/tires?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}&range=[0,9]`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const products = (await listed.json()) as { sku: string; price: number }[];
    expect(products.map((p) => p.sku).sort()).toEqual([`${sku}-1`, `${sku}-2`]);
    expect(products.find((p) => p.sku === `${sku}-1`)?.price).toBe(2100);
  });

  test('in Arabic: 12,000 rows are checked whole, the rows with errors found wherever they are', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openSignedIn(page, '/dashboard/bulk-tire-upload', 'ar');

    // The worker hands the page its rows a part at a time: bad rows in the first part, in a later
    // one and last of all must all come through, in order.
    const sku = `BULK-MANY-${stamp()}`;
    const bad = new Set([3, 7_500, 12_000]);
    const lines = Array.from({ length: 12_000 }, (_, i) => {
      const n = i + 1;
      const year = bad.has(n) ? 1800 : 2025;
      return `Michelin Primacy 4 205/55 R16,${sku}-${n},Summer tire,Michelin,${year},Normal,205,55,16,4,2000,1900`;
    });
    const csv = [CSV_HEADER, ...lines].join('\n');
    await choose(page, 'many.csv', Buffer.from(csv));
    await expect(page.getByText('جديدة: 11997')).toBeVisible();
    await expect(page.getByText('بها أخطاء: 3')).toBeVisible();
    await page.getByLabel('عرض الصفوف التي بها أخطاء فقط').check();
    const rows = page.getByRole('table', { name: 'many.csv' }).getByRole('row');
    // The header, then spreadsheet rows 4, 7501 and 12001 (the header is row 1).
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('4');
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText('7501');
    await expect(rows.nth(3).getByRole('cell').first()).toHaveText('12001');
    await expect(rows.nth(3)).toContainText(`${sku}-12000`);
  });

  test('a file that is not a spreadsheet, and a template of another type, are refused in the page’s language', async ({
    page,
  }) => {
    await startIn(page, 'ar');
    await page.goto('/dashboard/bulk-battery-upload');
    await choose(page, 'photo.xlsx', Buffer.from('\x89PNG\r\n\x1a\n0000'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'هذا ليس ملف جدول بيانات. اختر ملف ‎.xlsx أو ‎.csv.' }),
    ).toBeVisible();
    const tiresCsv = 'Product name,SKU,Tire brand,Width,Length,Depth\nA,B,Michelin,205,55,16';
    await choose(page, 'tires.csv', Buffer.from(tiresCsv));
    await expect(
      page.getByRole('alert').filter({ hasText: 'هذا قالب نوع آخر من المنتجات. نزّل قالب هذه الصفحة.' }),
    ).toBeVisible();
  });
});
