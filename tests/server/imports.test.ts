import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  importBatches,
  MAX_BATCH_BYTES,
  MAX_BATCH_ROWS,
  MAX_BATCH_VALUES,
  MAX_IMPORT_ROWS,
} from '../../schemas/imports';
import { MAX_JSON_VALUES } from '../../server/plugins/input-guard';
import { later, newVendor } from './accounts';
import { build, buildTire } from './helper';

// Issue 12, parts 4, 6 and 7 on the server: spreadsheet rows saved by SKU in atomic, idempotent
// batches, with a report and a history (security.md row 26).
const t = await build();
const tires = await t.login('tires');
const parts = await t.login('parts');
const other = await newVendor(t, { vendorType: 'bt-vendor', companyName: 'Other Tires' });

type Lang = 'en' | 'ar';
type Result = { row: number; sku?: string; outcome: string; id?: number; errors?: Record<string, string> };
type Row = { row: number; values: Record<string, unknown> };

const start = (token: string, body: Record<string, unknown> = {}, lang: Lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/v1/imports',
    token,
    lang,
    payload: { id: randomUUID(), resource: 'tires', fileName: 'tires.xlsx', rows: 1000, ...body },
  });

/** A started import's id. */
const started = async (token = tires, body: Record<string, unknown> = {}) => {
  const res = await start(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

const send = (id: string, n: number, rows: Row[], token = tires, lang: Lang = 'en') =>
  t.call({ method: 'POST', url: `/api/v1/imports/${id}/batches/${n}`, token, lang, payload: { rows } });

/** Sends a batch that must be answered; its results. */
const sent = async (id: string, n: number, rows: Row[], token = tires, lang: Lang = 'en') => {
  const res = await send(id, n, rows, token, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Result[];
};

const vendorId = async (email: string) =>
  (await t.db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const TIRES_ID = await vendorId('tires@mawrid.example');

/** A vendor's product by SKU, money as numbers (PGlite and PostgreSQL hand `numeric` back differently). */
const productOf = async (vendor: number, sku: string) => {
  const row = await t.db
    .selectFrom('products')
    .selectAll()
    .where('vendor_id', '=', vendor)
    .where('sku', '=', sku)
    .executeTakeFirst();
  return row && { ...row, price: Number(row.price), discount_price: Number(row.discount_price) };
};

const productCount = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from products`.execute(t.db)).rows[0].n);

/** What a moderator does: the product goes live, so a return to review shows. */
const approve = (vendor: number, sku: string) =>
  t.db
    .updateTable('products')
    .set({ status: 'available' })
    .where('vendor_id', '=', vendor)
    .where('sku', '=', sku)
    .execute();

describe('rows are saved by SKU through the product rules', () => {
  it('a new SKU is created Under Review; sent again it is unchanged; a price change keeps the status; a name change sends it back to review', async () => {
    const a = buildTire();
    const b = buildTire({ name: 'Bridgestone Turanza 195/65 R15' });
    const first = await sent(await started(), 1, [
      { row: 2, values: a },
      { row: 3, values: b },
    ]);
    expect(first.map((r) => [r.row, r.outcome, r.sku])).toEqual([
      [2, 'created', a.sku],
      [3, 'created', b.sku],
    ]);
    const storedA = await productOf(TIRES_ID, a.sku);
    expect(storedA).toMatchObject({
      id: first[0].id,
      status: 'under_review',
      type: 'tire',
      name: { en: a.name },
    });
    await approve(TIRES_ID, a.sku);
    await approve(TIRES_ID, b.sku);
    const beforeB = await productOf(TIRES_ID, b.sku);
    later(t, 60_000);

    const second = await sent(await started(), 1, [
      { row: 2, values: { ...a, price: 5100, discountPrice: 4800, quantity: 3 } },
      { row: 3, values: b },
    ]);
    expect(second.map((r) => [r.outcome, r.id])).toEqual([
      ['updated', first[0].id],
      ['unchanged', first[1].id],
    ]);
    expect(await productOf(TIRES_ID, a.sku)).toMatchObject({
      status: 'available',
      price: 5100,
      discount_price: 4800,
      quantity: 3,
    });
    // Unchanged means not written at all.
    expect(await productOf(TIRES_ID, b.sku)).toEqual(beforeB);

    // Only the SKU and a new name: the other cells are blank and keep their values.
    const third = await sent(await started(), 1, [
      { row: 2, values: { sku: a.sku, name: 'Michelin Primacy 5' } },
    ]);
    expect(third[0].outcome).toBe('updated');
    expect(await productOf(TIRES_ID, a.sku)).toMatchObject({
      status: 'under_review',
      name: { en: 'Michelin Primacy 5' },
      price: 5100,
    });
  });

  it('a blank cell (a key left out, or empty) never clears the stored value, inside nested fields too', async () => {
    const tire = { ...buildTire(), images: ['/api/v1/uploads/a.png'] };
    await sent(await started(), 1, [{ row: 2, values: tire }]);
    const [result] = await sent(await started(), 1, [
      // Only the SKU, a new width and a new price; the description cell is empty.
      { row: 2, values: { sku: tire.sku, price: 999, description: '', size: { width: 215 } } },
    ]);
    expect(result.outcome, JSON.stringify(result)).toBe('updated');
    const stored = await productOf(TIRES_ID, tire.sku);
    expect(stored).toMatchObject({ name: { en: tire.name }, price: 999, quantity: tire.quantity });
    expect(stored?.attributes).toMatchObject({
      description: tire.description,
      brand: tire.brand,
      year: tire.year,
      tireType: tire.tireType,
      images: tire.images,
      size: { width: 215, length: 55, depth: 16 },
    });
  });

  it('a new product still needs every required field: a row missing one fails and nothing is created', async () => {
    const { description: _, ...noDescription } = buildTire();
    const [result] = await sent(await started(), 1, [{ row: 5, values: noDescription }]);
    expect(result).toMatchObject({
      row: 5,
      outcome: 'failed',
      errors: { description: 'Product description is required' },
    });
    expect(await productOf(TIRES_ID, noDescription.sku)).toBeUndefined();
  });

  it('server-owned fields in a row are ignored (no mass assignment)', async () => {
    const tire = buildTire();
    const [result] = await sent(await started(), 1, [
      { row: 2, values: { ...tire, status: 'available', vendorId: 1, id: 1, type: 'battery' } },
    ]);
    expect(result.outcome).toBe('created');
    expect(await productOf(TIRES_ID, tire.sku)).toMatchObject({ status: 'under_review', type: 'tire' });
  });
});

describe('failed rows say why, in the request’s language', () => {
  it('names each bad field with the form’s message, in Arabic and in English, and saves the good rows', async () => {
    const id = await started();
    const good = buildTire();
    const badPrice = buildTire({ price: 'abc' });
    const { name: _, ...noName } = buildTire();
    const repeated = buildTire();
    const ar = await sent(
      id,
      1,
      [
        { row: 2, values: good },
        { row: 3, values: badPrice },
        { row: 4, values: noName },
        { row: 5, values: { ...badPrice, price: 10 } },
        { row: 6, values: { ...repeated } },
        { row: 7, values: { ...repeated, price: 1 } },
      ],
      tires,
      'ar',
    );
    expect(ar.map((r) => r.outcome)).toEqual(['created', 'failed', 'failed', 'failed', 'created', 'failed']);
    expect(ar[1].errors).toEqual({ price: 'حقل السعر يجب أن يكون رقمًا' });
    expect(ar[2].errors).toEqual({ name: 'حقل اسم المنتج مطلوب' });
    // A SKU met in an earlier row repeats, even when that row failed: the file is ambiguous.
    expect(ar[3].errors).toEqual({ sku: 'رمز المنتج هذا مكرر: ورد من قبل في الصف 3 من هذا الملف.' });
    expect(await productOf(TIRES_ID, badPrice.sku)).toBeUndefined();
    expect(ar[5].errors).toEqual({ sku: 'رمز المنتج هذا مكرر: ورد من قبل في الصف 6 من هذا الملف.' });
    // The later row of a repeated SKU never reached the product.
    expect(await productOf(TIRES_ID, repeated.sku)).toMatchObject({ price: repeated.price });

    // The same report, read in English.
    const report = (
      await t.call({ method: 'GET', url: `/api/v1/imports/${id}`, token: tires, lang: 'en' })
    ).json().report as Result[];
    expect(report.find((r) => r.row === 3)?.errors).toEqual({ price: 'Price must be a number' });
    expect(report.find((r) => r.row === 4)?.errors).toEqual({ name: 'Product name is required' });
    expect(report.find((r) => r.row === 7)?.errors).toEqual({
      sku: 'This SKU already appears in row 6 of this file.',
    });
  });

  it('a SKU already used by another product type of the vendor fails instead of changing it', async () => {
    const battery = await t.call({
      method: 'POST',
      url: '/api/v1/batteries',
      token: tires,
      payload: {
        name: 'Varta Blue 60Ah',
        sku: `BAT-${randomUUID().slice(0, 8)}`,
        description: 'A battery.',
        brand: 'varta',
        voltage: 60,
        quantity: 4,
        price: 3000,
        discountPrice: 2900,
      },
    });
    expect(battery.statusCode, battery.body).toBe(201);
    const sku = battery.json().sku as string;
    const [result] = await sent(await started(), 1, [{ row: 2, values: buildTire({ sku }) }], tires, 'ar');
    expect(result).toMatchObject({
      outcome: 'failed',
      errors: { sku: 'رمز المنتج هذا مستخدم لأحد منتجاتك في «البطاريات».' },
    });
    expect(await productOf(TIRES_ID, sku)).toMatchObject({
      type: 'battery',
      name: { en: 'Varta Blue 60Ah' },
    });
  });
});

describe('a batch is atomic and idempotent', () => {
  it('is all or nothing: a row that passes validation but fails in the database leaves nothing of the batch', async () => {
    const existing = buildTire();
    await sent(await started(), 1, [{ row: 2, values: existing }]);
    const before = await productOf(TIRES_ID, existing.sku);

    // The database refuses one SKU, as a constraint would, after other rows were written.
    const boom = `BOOM-${randomUUID().slice(0, 8)}`;
    await sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.sku = ${sql.raw(`'${boom}'`)} then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`.execute(
      t.db,
    );
    const id = await started();
    const rows: Row[] = [
      { row: 2, values: buildTire() },
      { row: 3, values: { ...existing, price: 1234 } },
      { row: 4, values: buildTire({ sku: boom }) },
      { row: 5, values: buildTire() },
    ];
    const count = await productCount();
    try {
      const res = await send(id, 1, rows);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await sql`drop trigger refuse_boom on products`.execute(t.db);
      await sql`drop function refuse_boom()`.execute(t.db);
    }
    expect(await productCount()).toBe(count);
    expect(await productOf(TIRES_ID, rows[0].values.sku as string)).toBeUndefined();
    expect(await productOf(TIRES_ID, existing.sku)).toEqual(before);
    const batches = await t.db.selectFrom('import_batches').selectAll().where('import_id', '=', id).execute();
    expect(batches).toEqual([]);
    const skus = await t.db.selectFrom('import_skus').selectAll().where('import_id', '=', id).execute();
    expect(skus).toEqual([]);
    const report = (await t.call({ method: 'GET', url: `/api/v1/imports/${id}`, token: tires })).json();
    expect(report).toMatchObject({ counts: { created: 0, updated: 0, unchanged: 0, failed: 0 }, report: [] });

    // The same batch sent again, once the database accepts it, is saved whole.
    const retried = await sent(id, 1, rows);
    expect(retried.map((r) => r.outcome)).toEqual(['created', 'updated', 'created', 'created']);
    expect(await productCount()).toBe(count + 3);
  });

  it('the same batch again answers the stored results and writes nothing', async () => {
    const id = await started();
    const rows: Row[] = [
      { row: 2, values: buildTire() },
      { row: 3, values: buildTire({ price: -1 }) },
      { row: 4, values: buildTire() },
    ];
    const first = await sent(id, 1, rows);
    expect(first.map((r) => r.outcome)).toEqual(['created', 'failed', 'created']);
    const count = await productCount();
    const stored = await productOf(TIRES_ID, rows[0].values.sku as string);
    later(t, 60_000);

    // A retry after a lost answer: the same results, no new product, nothing touched.
    expect(await sent(id, 1, rows)).toEqual(first);
    // Even with other rows under the same number: the number names the batch.
    expect(await sent(id, 1, [{ row: 9, values: buildTire() }])).toEqual(first);
    expect(await productCount()).toBe(count);
    expect(await productOf(TIRES_ID, rows[0].values.sku as string)).toEqual(stored);
    const imported = (await t.call({ method: 'GET', url: `/api/v1/imports/${id}`, token: tires })).json();
    expect(imported.counts).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(imported.report).toHaveLength(3);

    // A later batch repeating a SKU of an earlier one: the later row fails.
    const [again] = await sent(id, 2, [{ row: 40, values: { ...rows[2].values, price: 1 } }]);
    expect(again).toMatchObject({
      outcome: 'failed',
      errors: { sku: 'This SKU already appears in row 4 of this file.' },
    });
    expect(await productCount()).toBe(count);
  });

  it('starting the same import again answers it and makes no second one', async () => {
    const id = randomUUID();
    const first = await start(tires, { id });
    expect(first.statusCode).toBe(201);
    const again = await start(tires, { id: id.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Ids are kept in lower case, so the upper-case retry found the same import.
    const n = await t.db
      .selectFrom('imports')
      .select('id')
      .where(sql`lower(id)`, '=', id)
      .execute();
    expect(n).toEqual([{ id }]);
  });
});

describe('vendors are isolated', () => {
  it('another vendor’s row with the same SKU makes its own product and never touches the first vendor’s', async () => {
    const mine = buildTire();
    const [created] = await sent(await started(), 1, [{ row: 2, values: mine }]);
    await approve(TIRES_ID, mine.sku);
    const before = await productOf(TIRES_ID, mine.sku);

    const theirs = await sent(
      await started(other.token),
      1,
      [{ row: 2, values: { ...mine, name: 'Their tire', price: 1 } }],
      other.token,
    );
    expect(theirs[0].outcome).toBe('created');
    expect(theirs[0].id).not.toBe(created.id);
    expect(await productOf(TIRES_ID, mine.sku)).toEqual(before);
    expect(await productOf(other.id, mine.sku)).toMatchObject({
      name: { en: 'Their tire' },
      status: 'under_review',
    });
  });

  it('another vendor’s import is 404 to every call, and its id cannot be taken', async () => {
    const id = await started();
    await sent(id, 1, [{ row: 2, values: buildTire() }]);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.call({ method, url: `/api/v1/imports${url}`, token: other.token, payload });
    expect((await as('GET', `/${id}`)).statusCode).toBe(404);
    expect(
      (await as('POST', `/${id}/batches/2`, { rows: [{ row: 2, values: buildTire() }] })).statusCode,
    ).toBe(404);
    expect(
      (await as('POST', `/${id}/batches/1`, { rows: [{ row: 2, values: buildTire() }] })).statusCode,
    ).toBe(404);
    expect((await as('POST', `/${id}/finish`, { status: 'cancelled' })).statusCode).toBe(404);
    const taken = await start(other.token, { id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This import ID is already in use. Start the import again.');
    const list = await as('GET', '?range=[0,999]');
    expect((list.json() as { id: string }[]).map((i) => i.id)).not.toContain(id);
    // Still the first vendor's, untouched.
    const mine = (await t.call({ method: 'GET', url: `/api/v1/imports/${id}`, token: tires })).json();
    expect(mine).toMatchObject({ status: 'running', counts: { created: 1 } });
  });
});

describe('which SKUs a file will update', () => {
  const known = (token: string, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/v1/imports/known-skus', token, payload: body });

  it('names the vendor’s own SKUs of that type only, never another vendor’s', async () => {
    const [mine] = (
      await t.db
        .selectFrom('products')
        .select('sku')
        .where('vendor_id', '=', TIRES_ID)
        .where('type', '=', 'tire')
        .execute()
    ).map((p) => p.sku);
    const res = await known(tires, { resource: 'tires', skus: [mine, 'NO-SUCH-SKU', mine] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ known: [mine] });
    // As batteries, the tire's SKU is no update; to another vendor it is nothing at all.
    expect((await known(tires, { resource: 'batteries', skus: [mine] })).json()).toEqual({ known: [] });
    expect((await known(other.token, { resource: 'tires', skus: [mine] })).json()).toEqual({ known: [] });
  });

  it('finds SKUs written with the characters of a list literal, and nothing for their look-alikes', async () => {
    // SKUs travel as one array parameter: quotes, commas, braces, backslashes and NULL stay text.
    const awkward = ['q"u,o{t}e\\ 1', 'NULL', '{}'];
    for (const sku of awkward) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/tires',
        token: tires,
        payload: buildTire({ sku }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await known(tires, { resource: 'tires', skus: [...awkward, 'q"u', 'null', '{ }'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().known.sort()).toEqual([...awkward].sort());
  });

  it('refuses another vendor type’s resource (403) and too many SKUs at once (422)', async () => {
    expect((await known(parts, { resource: 'tires', skus: ['A'] })).statusCode).toBe(403);
    const many = Array.from({ length: 2001 }, (_, i) => `S${i}`);
    expect((await known(tires, { resource: 'tires', skus: many })).statusCode).toBe(422);
  });
});

describe('who may import what', () => {
  it('a car-parts vendor cannot import tires or batteries, a tires vendor cannot import car parts: 403 in the reader’s language', async () => {
    const tiresByParts = await start(parts, { resource: 'tires' }, 'ar');
    expect(tiresByParts.statusCode).toBe(403);
    expect(tiresByParts.json().message).toBe('لا يسمح نوع حسابك باستيراد «الإطارات».');
    const batteriesByParts = await start(parts, { resource: 'batteries' }, 'en');
    expect(batteriesByParts.statusCode).toBe(403);
    expect(batteriesByParts.json().message).toBe('Your account type cannot import “Batteries”.');
    const partsByTires = await start(tires, { resource: 'car-parts' });
    expect(partsByTires.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('imports').select('id').where('resource', '=', 'car-parts').execute(),
    ).toEqual([]);
    expect((await start(parts, { resource: 'car-parts' })).statusCode).toBe(201);
    expect((await start(tires, { resource: 'batteries' })).statusCode).toBe(201);
  });
});

describe('limits (security.md row 26)', () => {
  const tiny = (n: number) => Array.from({ length: n }, (_, i) => ({ row: i + 2, values: buildTire() }));

  it(`refuses a batch of ${MAX_BATCH_ROWS + 1} rows and writes nothing`, async () => {
    const id = await started(tires, { rows: MAX_IMPORT_ROWS });
    const count = await productCount();
    const res = await send(id, 1, tiny(MAX_BATCH_ROWS + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.rows).toBe(`Rows can have at most ${MAX_BATCH_ROWS} entries`);
    expect(await productCount()).toBe(count);
    expect(
      await t.db.selectFrom('import_batches').select('batch_no').where('import_id', '=', id).execute(),
    ).toEqual([]);
  });

  it(`refuses an import of more than ${MAX_IMPORT_ROWS} rows, and batches past the rows an import was started for`, async () => {
    const tooMany = await start(tires, { rows: MAX_IMPORT_ROWS + 1 }, 'ar');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.rows).toBe(`حقل عدد الصفوف يجب ألا يزيد على ${MAX_IMPORT_ROWS}`);

    const id = await started(tires, { rows: 3 });
    await sent(id, 1, tiny(2));
    const count = await productCount();
    const past = await send(id, 2, tiny(2));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('This batch goes past the 3 rows this import was started for.');
    expect(await productCount()).toBe(count);
    expect((await send(id, 2, tiny(1))).statusCode).toBe(200);
  });

  it('refuses a NUL in a value, naming the cell, and writes nothing', async () => {
    const id = await started();
    const count = await productCount();
    const res = await send(id, 1, [
      { row: 2, values: buildTire() },
      { row: 3, values: buildTire({ name: 'a\u0000b' }) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['rows.1.values.name']);
    expect(await productCount()).toBe(count);
  });

  it('refuses bad ids and batch numbers as requests, not rows', async () => {
    expect((await start(tires, { id: 'not-a-uuid' })).statusCode).toBe(422);
    expect((await start(tires, { resource: 'engine-oils' })).statusCode).toBe(422);
    const id = await started();
    expect((await send(id, 0, tiny(1))).statusCode).toBe(400);
    expect((await send('x'.repeat(36), 1, tiny(1))).statusCode).toBe(400);
    expect((await send(randomUUID(), 1, tiny(1))).statusCode).toBe(404);
    expect((await send(id, 1, [])).statusCode).toBe(422);
  });

  it('batches cut by importBatches stay under the API’s body limits, which one batch of the same rows would break', async () => {
    expect(MAX_BATCH_BYTES).toBeLessThan(t.app.initialConfig.bodyLimit as number);
    expect(MAX_BATCH_VALUES).toBeLessThan(MAX_JSON_VALUES);
    // 120 rows with the longest Arabic description: about 1.2 MB, over the API's 1 MB.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      row: i + 2,
      values: buildTire({ description: 'إطار'.repeat(1250) }),
    }));
    const id = await started();
    expect((await send(id, 1, rows)).statusCode).toBe(413);
    const batches = importBatches(rows);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(rows);
    let n = 1;
    for (const batch of batches) {
      const results = await sent(id, n++, batch);
      expect(results.every((r) => r.outcome === 'created')).toBe(true);
    }
  });
});

describe('finishing, the history and the report', () => {
  it('finish sums the counts and stamps the end; the history is newest first; the report is in row order', async () => {
    const known = buildTire();
    const repriced = buildTire();
    await sent(await started(), 1, [
      { row: 2, values: known },
      { row: 3, values: repriced },
    ]);
    later(t, 3600_000);
    const older = await started(tires, { fileName: 'older.csv' });
    later(t, 60_000);
    const id = await started(tires, { fileName: 'إطارات مارس.xlsx', rows: 5 });
    // Batches may arrive out of order; the report is by row.
    await sent(id, 2, [
      { row: 12, values: buildTire({ year: 1900 }) },
      { row: 13, values: known },
    ]);
    await sent(id, 1, [
      { row: 2, values: buildTire() },
      { row: 3, values: { ...repriced, price: 77 } },
    ]);

    const finished = await t.call({
      method: 'POST',
      url: `/api/v1/imports/${id}/finish`,
      token: tires,
      payload: { status: 'done' },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({
      id,
      resource: 'tires',
      fileName: 'إطارات مارس.xlsx',
      rows: 5,
      status: 'done',
      counts: { created: 1, updated: 1, unchanged: 1, failed: 1 },
      finishedAt: t.clock.now.toISOString(),
    });

    const list = await t.call({ method: 'GET', url: '/api/v1/imports?range=[0,1]', token: tires });
    expect(list.headers['content-range']).toMatch(/^imports 0-1\/\d+$/);
    expect((list.json() as { id: string }[]).map((i) => i.id)).toEqual([id, older]);
    const all = (
      await t.call({ method: 'GET', url: '/api/v1/imports?range=[0,999]', token: tires })
    ).json() as {
      id: string;
      createdAt: string;
    }[];
    expect(all.findIndex((i) => i.id === id)).toBeLessThan(all.findIndex((i) => i.id === older));
    expect(all.map((i) => i.createdAt)).toEqual([...all.map((i) => i.createdAt)].sort().reverse());
    const done = (
      await t.call({
        method: 'GET',
        url: `/api/v1/imports?filter=${encodeURIComponent('{"status":"done"}')}`,
        token: tires,
      })
    ).json() as { id: string }[];
    expect(done.map((i) => i.id)).toEqual([id]);

    const details = (await t.call({ method: 'GET', url: `/api/v1/imports/${id}`, token: tires })).json();
    expect(details.report.map((r: Result) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'updated'],
      [12, 'failed'],
      [13, 'unchanged'],
    ]);
    expect(details.report[2].errors).toEqual({ year: 'Manufacturing year must be at least 1950' });

    // Finished: no more rows; the same end again is answered, another end refused.
    const afterwards = await send(id, 3, [{ row: 20, values: buildTire() }]);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().message).toBe(
      'This import has already ended. Start a new import to send more rows.',
    );
    // …but a retried batch that was saved still answers its results.
    expect((await sent(id, 1, [{ row: 2, values: buildTire() }])).map((r) => r.row)).toEqual([2, 3]);
    const finish = (status: string) =>
      t.call({ method: 'POST', url: `/api/v1/imports/${id}/finish`, token: tires, payload: { status } });
    expect((await finish('done')).statusCode).toBe(200);
    expect((await finish('cancelled')).statusCode).toBe(409);
  });

  it('a cancelled import keeps what its saved batches saved and takes no more', async () => {
    const id = await started();
    const tire = buildTire();
    await sent(id, 1, [{ row: 2, values: tire }]);
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/imports/${id}/finish`,
      token: tires,
      payload: { status: 'cancelled' },
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', counts: { created: 1 } });
    expect(await productOf(TIRES_ID, tire.sku)).toBeDefined();
    expect((await send(id, 2, [{ row: 3, values: buildTire() }])).statusCode).toBe(409);
  });
});

describe('a session is needed', () => {
  it('every import route answers 401 without one, and writes nothing', async () => {
    const id = randomUUID();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/imports'],
      ['GET', `/imports/${id}`],
      ['POST', '/imports', { id, resource: 'tires', fileName: 'x.csv', rows: 1 }],
      ['POST', `/imports/${id}/batches/1`, { rows: [{ row: 2, values: buildTire() }] }],
      ['POST', `/imports/${id}/finish`, { status: 'done' }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await t.call({ method, url: `/api/v1${url}`, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.selectFrom('imports').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});
