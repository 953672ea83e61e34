import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { batterySchema, carPartSchema, PRODUCT_SERVER_FIELDS, tireSchema } from '../../schemas';
import { validate } from '../../schemas/ajv';
import { productInput } from '../../schemas/validation';
import { parseTireSize, readCell, type References } from '../../src/bulk-upload/cells';
import { checkRows } from '../../src/bulk-upload/check';
import { columnsFor, headerOf } from '../../src/bulk-upload/columns';
import { matchHeader } from '../../src/bulk-upload/header';
import { decodeCsv, readSpreadsheet } from '../../src/bulk-upload/read-file';
import { buildCsv, buildWorkbook } from '../../src/bulk-upload/template';
import { checkSheetDimension, checkZipDirectory } from '../../src/bulk-upload/zip-guard';
import { loadCatalogue, translatorFor } from '../../src/i18n/translate';

// The app loads one language's texts at a time; these tests read both.
beforeAll(() => Promise.all([loadCatalogue('ar', 'pages'), loadCatalogue('en', 'pages')]));

const tires = columnsFor(tireSchema);
const references: References = {
  'tire-brands': [
    { id: 'dunlop', name: { en: 'Dunlop', ar: 'دنلوب' }, parentId: null },
    { id: 'michelin', name: { en: 'Michelin', ar: 'ميشلان' }, parentId: null },
  ],
  'car-brands': [{ id: 'toyota', name: { en: 'Toyota', ar: 'تويوتا' }, parentId: null }],
};
const column = (path: string) => tires.find((c) => c.path === path)!;
const check = (rows: string[][], lang: 'en' | 'ar' = 'en', existing: string[] = []) =>
  checkRows(rows, {
    columns: tires,
    references,
    validate: (values) => validate(tireSchema, productInput(values, PRODUCT_SERVER_FIELDS)),
    existingSkus: new Set(existing),
    lang,
    t: translatorFor(lang),
  });

describe('columns come from the schema', () => {
  it('gives the tire size one column per part, with required marks, and no server fields', () => {
    expect(tires.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        'name.ar',
        'name.en',
        'sku',
        'brand',
        'tireType',
        'size.width',
        'size.length',
        'size.depth',
      ]),
    );
    expect(tires.map((c) => c.path)).not.toContain('status');
    expect(headerOf(column('size.width'), 'en')).toBe('Width *');
    expect(headerOf(column('size.depth'), 'ar')).toBe('قطر الجنط *');
    expect(column('sku').code).toBe(true);
    // Car parts' dimensions share labels with nothing else, batteries have the voltage enum.
    expect(columnsFor(batterySchema).find((c) => c.path === 'voltage')?.kind).toBe('enum');
    expect(columnsFor(carPartSchema).find((c) => c.path === 'dimensions.height')?.unit?.en).toBe('cm');
  });
});

describe('translatable texts', () => {
  it('give one column per language, a rule naming both, and the text’s own label alone', () => {
    expect(headerOf(column('description.ar'), 'ar')).toBe('وصف المنتج بالعربية');
    expect(headerOf(column('description.en'), 'en')).toBe('Product description in English');
    expect(tires.map((c) => c.path)).not.toContain('description');
    // A file with "Product description" alone: its text goes to the language of its letters.
    const match = matchHeader(['Product name', 'SKU', 'Product description'], tires);
    const whole = match.byIndex[2]!;
    expect(whole.path).toBe('description');
    expect(readCell(whole, 'إطار هادئ', references, {}).value).toEqual({ ar: 'إطار هادئ' });
    expect(readCell(whole, 'A quiet tire', references, {}).value).toEqual({ en: 'A quiet tire' });
    expect(match.missing.map((c) => c.path)).not.toContain('description');
    // Neither language at all: the header check names the text, as it names other required columns.
    const none = matchHeader(['Product name', 'SKU'], tires);
    expect(none.missing.map((c) => headerOf(c, 'en'))).toContain('Product description *');
  });

  it('check each language against the schema and export each in its column', async () => {
    const header = ['Product name', 'SKU', 'وصف المنتج بالعربية', 'Product description in English'];
    const rest = ['Dunlop', '2025', 'Normal', '205/55R16', '', '', '4', '1500', '1400'];
    const result = check([
      [
        ...header,
        'Tire brand',
        'Manufacturing year',
        'Tire type',
        'Width',
        'Length',
        'Depth',
        'Available quantity',
        'Price',
        'Discount price',
      ],
      ['A', 'S1', 'إطار هادئ', '', ...rest],
      ['B', 'S2', '', '', ...rest],
      ['C', 'S3', 'ب'.repeat(5001), 'ok', ...rest],
    ]);
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows[0]).toMatchObject({ errors: [], values: { description: { ar: 'إطار هادئ' } } });
    expect(result.rows[1].errors).toContainEqual({
      path: 'description',
      column: 'Product description',
      message: 'Product description is required',
    });
    expect(result.rows[2].errors).toContainEqual({
      path: 'description.ar',
      column: 'Product description in Arabic',
      message: 'Product description in Arabic must be at most 5000 characters',
    });
    const { toCells } = await import('../../src/bulk-upload/catalogue-rows');
    const cells = (record: Record<string, unknown>) =>
      toCells(tires, record, references, 'en').slice(
        tires.indexOf(column('description.ar')),
        tires.indexOf(column('description.en')) + 1,
      );
    expect(cells({ description: { en: 'Quiet', ar: 'هادئ' } })).toEqual(['هادئ', 'Quiet']);
    // A product saved before its description was translatable: the text in its language's column.
    expect(cells({ description: 'إطار قديم' })).toEqual(['إطار قديم', null]);
  });
});

describe('headers in either language', () => {
  it('matches English and Arabic labels and schema keys, ignoring case, spaces, marks and units', () => {
    const header = [
      '  PRODUCT   name *',
      'رمز المنتج (SKU) *',
      'size.width',
      'الارتفاع',
      'Depth',
      '__proto__',
      'Notes',
    ];
    const match = matchHeader(header, tires);
    expect(match.byIndex.map((c) => c?.path ?? null)).toEqual([
      'name',
      'sku',
      'size.width',
      'size.length',
      'size.depth',
      null,
      null,
    ]);
    expect(match.missing.map((c) => c.path)).toEqual(
      expect.arrayContaining(['description', 'brand', 'price', 'quantity']),
    );
  });
});

describe('cells', () => {
  it('reads Eastern Arabic digits, Arabic separators and "1,500" as numbers', () => {
    for (const [raw, value] of [
      ['١٥٠٠', 1500],
      ['1,500', 1500],
      ['١٬٥٠٠٫٥', 1500.5],
      [' 12.5 ', 12.5],
    ] as const)
      expect(readCell(column('price'), raw, references, {}).value).toBe(value);
    expect(readCell(column('price'), 'cheap', references, {}).value).toBe('cheap');
    expect(readCell(column('price'), '   ', references, {})).toEqual({});
  });

  it('takes an enum by either label or key, and a reference by either name or id', () => {
    expect(readCell(column('tireType'), 'Run flat', references, {}).value).toBe('run_flat');
    expect(readCell(column('tireType'), 'عادي', references, {}).value).toBe('normal');
    expect(readCell(column('tireType'), 'RUN_FLAT', references, {}).value).toBe('run_flat');
    expect(readCell(column('brand'), 'دنلوب', references, {}).value).toBe('dunlop');
    expect(readCell(column('brand'), ' michelin ', references, {}).value).toBe('michelin');
    expect(readCell(column('brand'), 'Pirelli', references, {}).problem).toEqual({
      kind: 'reference',
      value: 'Pirelli',
    });
    const voltage = columnsFor(batterySchema).find((c) => c.path === 'voltage')!;
    expect(readCell(voltage, '٦٠', {}, {}).value).toBe(60);
  });

  it('takes a car model only under the brand the row names, by the model’s name or id', () => {
    const model = columnsFor(carPartSchema).find((c) => c.path === 'carModel')!;
    const models: References = {
      'car-models': [
        { id: 'toyota-corolla', name: { en: 'Corolla', ar: 'كورولا' }, parentId: 'toyota' },
        { id: 'nissan-sunny', name: { en: 'Sunny', ar: 'صني' }, parentId: 'nissan' },
        { id: 'hyundai-sunny', name: { en: 'Sunny', ar: 'صني' }, parentId: 'hyundai' },
      ],
    };
    expect(readCell(model, 'كورولا', models, { carBrand: 'toyota' }).value).toBe('toyota-corolla');
    expect(readCell(model, 'SUNNY', models, { carBrand: 'hyundai' }).value).toBe('hyundai-sunny');
    expect(readCell(model, 'nissan-sunny', models, { carBrand: 'nissan' }).value).toBe('nissan-sunny');
    expect(readCell(model, 'Corolla', models, { carBrand: 'nissan' }).problem).toEqual({
      kind: 'reference',
      value: 'Corolla',
    });
    // No brand on the row yet: any brand's model of that name.
    expect(readCell(model, 'Sunny', models, {}).value).toBe('nissan-sunny');
  });

  it('keeps a SKU as written (leading zeros) and a formula-like cell as text', () => {
    expect(readCell(column('sku'), '00123', references, {}).value).toBe('00123');
    expect(readCell(column('name.en'), "'=1+1", references, {}).value).toBe('=1+1');
    expect(readCell(column('name.en'), '=HYPERLINK("x")', references, {}).value).toBe('=HYPERLINK("x")');
  });

  it('parses a whole tire size in any of the size columns', () => {
    expect(parseTireSize('205/55R16')).toEqual({ width: 205, length: 55, depth: 16 });
    expect(parseTireSize('٢٠٥/٥٥ R١٦')).toEqual({ width: 205, length: 55, depth: 16 });
    expect(parseTireSize('205 55 16')).toEqual({ width: 205, length: 55, depth: 16 });
    expect(parseTireSize('205')).toBeNull();
  });
});

describe('check my file', () => {
  const header = tires.map((c) => headerOf(c, 'en'));
  const row = (values: Record<string, string>) => tires.map((c) => values[c.path] ?? '');
  const good = {
    'name.en': 'Dunlop SP 205/55 R16',
    sku: '00123',
    'description.en': 'A tire',
    brand: 'Dunlop',
    year: '2025',
    tireType: 'Normal',
    'size.width': '205/55R16',
    quantity: '4',
    price: '1,500',
    discountPrice: '1400',
  };

  it('names each bad cell by spreadsheet row and column, in the reader’s language', () => {
    const result = check([
      header,
      row(good),
      row({ ...good, sku: 'B', price: 'cheap', brand: 'Pirelli' }),
      row({ ...good, sku: '' }),
    ]);
    if (!result.ok) throw new Error(result.problem);
    expect(result.counts).toEqual({ created: 1, updated: 0, errors: 2 });
    expect(result.rows[0]).toMatchObject({
      row: 2,
      errors: [],
      values: { sku: '00123', size: { width: 205, length: 55, depth: 16 }, price: 1500 },
    });
    expect(result.rows[1].row).toBe(3);
    expect(result.rows[1].errors.map((e) => [e.column, e.message])).toEqual(
      expect.arrayContaining([
        ['Price', 'Price must be a number'],
        ['Tire brand', 'Tire brand: "Pirelli" is not in the list'],
      ]),
    );
    expect(result.rows[2].errors).toContainEqual({ path: 'sku', column: 'SKU', message: 'SKU is required' });

    const ar = check([header, row({ ...good, price: 'غالي' })], 'ar');
    if (!ar.ok) throw new Error(ar.problem);
    expect(ar.rows[0].errors).toContainEqual(
      expect.objectContaining({ column: 'السعر', message: 'حقل السعر يجب أن يكون رقمًا' }),
    );
  });

  it('marks known SKUs as updates, where blank cells are no error, and a SKU twice as an error', () => {
    const result = check(
      [header, row({ sku: '00123', price: '999' }), row(good), row({ ...good, 'name.en': 'Again' })],
      'en',
      ['00123'],
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows[0]).toMatchObject({ update: true, errors: [], values: { sku: '00123', price: 999 } });
    expect(result.rows[1].update).toBe(true);
    expect(result.rows[2].errors).toContainEqual(
      expect.objectContaining({ message: 'This SKU is already in row 2' }),
    );
  });

  it('refuses a file without our header', () => {
    expect(
      check([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toEqual({ ok: false, problem: 'noHeader' });
  });
});

describe('files', () => {
  it('reads back its own template, in Arabic, with the header in the first row', async () => {
    const bytes = buildWorkbook({ columns: tires, lang: 'ar', t: translatorFor('ar'), references }, [
      ['اسم', '00123'],
    ]);
    const read = await readSpreadsheet(new Blob([bytes]));
    if (!('rows' in read)) throw new Error(read.problem);
    expect(read.rows[0]).toEqual(tires.map((c) => headerOf(c, 'ar')));
    expect(read.rows[1].slice(0, 2)).toEqual(['اسم', '00123']);
  });

  it('decodes CSV as UTF-8 with or without BOM, or Windows-1256', () => {
    expect(decodeCsv(strToU8('\ufeffاسم,1'))).toBe('اسم,1');
    // "اسم" in Windows-1256.
    expect(decodeCsv(new Uint8Array([0xc7, 0xd3, 0xe3, 0x2c, 0x31]))).toBe('اسم,1');
    expect(buildCsv({ columns: tires, lang: 'en', t: translatorFor('en'), references }, [['=1+1']])).toMatch(
      /^\ufeffProduct name in Arabic,Product name in English,[^\n]*\n'=1\+1/,
    );
  });

  it('refuses a zip bomb from its directory, before inflating anything', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(50 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(checkZipDirectory(bomb)).toBe('zipBomb');
    expect(checkZipDirectory(strToU8('not a zip at all, just text'))).toBe('notSpreadsheet');
  });

  it('refuses a sheet that declares a huge size, and files that are not spreadsheets', async () => {
    const huge = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet><dimension ref="A1:Z1048576"/><sheetData/></worksheet>',
      ),
    });
    expect(checkSheetDimension(huge)).toBe('hugeSheet');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await readSpreadsheet(new Blob([png]))).toEqual({ problem: 'notSpreadsheet' });
    expect(await readSpreadsheet(new Blob([]))).toEqual({ problem: 'empty' });
    expect(await readSpreadsheet(new Blob([new Uint8Array(21 * 1024 * 1024)]))).toEqual({
      problem: 'tooBig',
    });
  });
});
