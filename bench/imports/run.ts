// Spreadsheet import, for `npm run bench` (bench/lib/imports.mjs runs this file with tsx, in its
// own process). Measures, on a fresh file-backed PGlite with the demo data:
//   - the browser's check code path (read a 10,000-row .xlsx, check every row), run here in Node;
//   - the API saving 10,000 new tires through POST /imports and its batches (fastify.inject),
//     then the same rows again with new prices (updates);
//   - the floor: a bare multi-row INSERT … ON CONFLICT of the same rows, in batches of the same size.
// Writes the 10,000-row .xlsx, a 50,000-row .xlsx and a 100,000-row CSV for the browser part, and
// prints one JSON line with the figures and the files' paths.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PRODUCT_SERVER_FIELDS, tireSchema } from '../../schemas';
import { importBatches } from '../../schemas/imports';
import { validate } from '../../schemas/ajv';
import { productInput } from '../../schemas/validation';
import { buildApp } from '../../server/app';
import { toColumns } from '../../server/products/columns';
import type { References } from '../../src/bulk-upload/cells';
import { checkRows } from '../../src/bulk-upload/check';
import { columnsFor, headerOf } from '../../src/bulk-upload/columns';
import { readSpreadsheet } from '../../src/bulk-upload/read-file';
import { buildWorkbook } from '../../src/bulk-upload/template';
import { translatorFor } from '../../src/i18n/translate';
import { seededDatabase, sessionOf, vendorIdOf } from '../fresh-db';

const ROWS = 10_000;
const columns = columnsFor(tireSchema);
const references: References = {
  'tire-brands': [{ id: 'michelin', name: { en: 'Michelin', ar: 'ميشلان' }, parentId: null }],
};

const tire = (i: number, price = 2000) => ({
  name: `Bench Tire ${i} 205/55 R16`,
  sku: `BENCH-${String(i).padStart(6, '0')}`,
  description: 'A tire for the import benchmark',
  brand: 'michelin',
  year: 2025,
  tireType: 'normal',
  size: { width: 205, length: 55, depth: 16 },
  quantity: 10,
  price,
  discountPrice: price - 100,
});

/** A row of the spreadsheet, as a vendor types it, in the template's column order. */
const cellsOf = (i: number) => {
  const t = tire(i);
  const values: Record<string, string | number> = {
    'name.en': t.name,
    sku: t.sku,
    // The English column of the translatable description (the Arabic one is left empty).
    'description.en': t.description,
    brand: 'Michelin',
    year: t.year,
    tireType: 'Normal',
    'size.width': '205/55R16',
    quantity: t.quantity,
    price: t.price,
    discountPrice: t.discountPrice,
  };
  return columns.map((c) => values[c.path] ?? '');
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

const files = (dir: string) => {
  const context = { columns, lang: 'en' as const, t: translatorFor('en'), references };
  const xlsx10k = path.join(dir, 'tires-10000.xlsx');
  const xlsx50k = path.join(dir, 'tires-50000.xlsx');
  const csv100k = path.join(dir, 'tires-100000.csv');
  fs.writeFileSync(
    xlsx10k,
    buildWorkbook(
      context,
      Array.from({ length: ROWS }, (_, i) => cellsOf(i)),
    ),
  );
  fs.writeFileSync(
    xlsx50k,
    buildWorkbook(
      context,
      Array.from({ length: 50_000 }, (_, i) => cellsOf(i)),
    ),
  );
  const header = columns.map((c) => headerOf(c, 'en')).join(',');
  const lines = Array.from({ length: 100_000 }, (_, i) => cellsOf(i).join(','));
  fs.writeFileSync(csv100k, `${header}\n${lines.join('\n')}\n`);
  return { xlsx10k, xlsx50k, csv100k };
};

/** The check the browser's worker runs, timed here: read the file, check every row. */
const checkInNode = async (file: string) => {
  const bytes = fs.readFileSync(file);
  const runs: number[] = [];
  let counts = null;
  for (let i = 0; i < 3; i++) {
    runs.push(
      await timed(async () => {
        const read = await readSpreadsheet(new Blob([bytes]));
        if (!('rows' in read)) throw new Error(read.problem);
        const result = checkRows(read.rows, {
          columns,
          references,
          validate: (values) => validate(tireSchema, productInput(values, PRODUCT_SERVER_FIELDS)),
          existingSkus: new Set(),
          lang: 'en',
          t: translatorFor('en'),
        });
        if (!result.ok) throw new Error(result.problem);
        // Every row is good: a file the check refuses would time the wrong work.
        if (result.counts.errors) throw new Error(`${result.counts.errors} rows refused by the check`);
        counts = result.counts;
      }),
    );
  }
  return { ms: Math.round(median(runs)), runs: runs.map(Math.round), counts };
};

const main = async (dir: string) => {
  const written = files(dir);
  const check = await checkInNode(written.xlsx10k);

  const db = await seededDatabase(path.join(dir, 'db'));
  const vendor = { id: await vendorIdOf(db, 'tires@mawrid.example') };
  const other = { id: await vendorIdOf(db, 'parts@mawrid.example') };
  const token = await sessionOf(db, vendor.id);
  const app = await buildApp({ db });
  // The server's start is not the import's: Fastify compiles every route's schemas when the app
  // gets ready (the first request used to pay it, inside the timing), and the overdue and alert
  // checks run once at start. A server takes requests only once both are behind it.
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const call = async (url: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode >= 300) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const importAll = async (price: number) => {
    const id = randomUUID();
    const rows = Array.from({ length: ROWS }, (_, i) => ({ row: i + 2, values: tire(i, price) }));
    const outcomes: Record<string, number> = {};
    const ms = await timed(async () => {
      await call('/api/v1/imports', { id, resource: 'tires', fileName: 'bench.xlsx', rows: ROWS });
      for (const [n, batch] of importBatches(rows).entries()) {
        const { results } = (await call(`/api/v1/imports/${id}/batches/${n + 1}`, { rows: batch })) as {
          results: { outcome: string }[];
        };
        for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
      }
      await call(`/api/v1/imports/${id}/finish`, { status: 'done' });
    });
    return { ms: Math.round(ms), rowsPerSecond: Math.round((ROWS * 1000) / ms), outcomes };
  };

  try {
    const created = await importAll(2000);
    const updated = await importAll(2100);

    // The floor: the same rows as product rows, straight into the table, 500 at a time.
    const bare = async (price: number) => {
      const ms = await timed(async () => {
        for (let start = 0; start < ROWS; start += 500) {
          const values = Array.from({ length: Math.min(500, ROWS - start) }, (_, k) => {
            const t = tire(start + k, price);
            return {
              ...toColumns(t),
              vendor_id: other.id,
              type: 'tire',
              status: 'under_review',
            };
          });
          await db
            .insertInto('products')
            .values(values as never)
            .onConflict((oc) =>
              oc.columns(['vendor_id', 'sku']).doUpdateSet({
                price: (eb) => eb.ref('excluded.price'),
                discount_price: (eb) => eb.ref('excluded.discount_price'),
                updated_at: sql`now()`,
              }),
            )
            .execute();
        }
      });
      return { ms: Math.round(ms), rowsPerSecond: Math.round((ROWS * 1000) / ms) };
    };
    const bareCreated = await bare(2000);
    const bareUpdated = await bare(2100);
    console.log(
      JSON.stringify({
        rows: ROWS,
        check,
        created,
        updated,
        bare: { created: bareCreated, updated: bareUpdated },
        files: written,
      }),
    );
  } finally {
    await app.close();
    await db.destroy();
  }
};

const dir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-bench-imports-'));
await main(dir);
