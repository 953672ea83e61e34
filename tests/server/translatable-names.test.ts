import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notificationText, type Notification } from '../../schemas/notifications';
import { moderatorOnDatabase, runModeration } from '../../server/cli/moderate';
import { migrateToLatest, migrationProvider } from '../../server/db/migrations';
import { openDatabase, pgliteOptions } from '../../server/db/open';
import { build, buildTire } from './helper';

const t = await build();
const tires = await t.login('tires');

/** A token no demo product holds, so a search finds only this file's products. */
const TOKEN = `QZ${randomUUID().slice(0, 6)}`;

const postTire = async (fields: Record<string, unknown>) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/tires',
    token: tires,
    payload: buildTire(fields),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; sku: string; name: unknown };
};

const search = async (q: string, lang: 'ar' | 'en' = 'en', sort = '["id","DESC"]') => {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const res = await t.call({
    method: 'GET',
    url: `/api/v1/tires?range=[0,49]&sort=${encodeURIComponent(sort)}&filter=${filter}`,
    token: tires,
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: { en?: string; ar?: string } }[];
};

const alpha = await postTire({ name: { en: `Alpha ${TOKEN}`, ar: 'ياء الإطار' } });
const zulu = await postTire({ name: { en: `Zulu ${TOKEN}`, ar: 'ألف الإطار' } });

describe('a product name in each language (x-translatable)', () => {
  it('is stored as written, and a plain string goes to the language of its letters', async () => {
    expect(alpha.name).toEqual({ en: `Alpha ${TOKEN}`, ar: 'ياء الإطار' });
    expect((await postTire({ name: 'فلتر زيت' })).name).toEqual({ ar: 'فلتر زيت' });
    expect((await postTire({ name: 'Oil filter' })).name).toEqual({ en: 'Oil filter' });
  });

  it('needs one language at least, and says so in the reader’s language', async () => {
    for (const [lang, message] of [
      ['en', 'Product name is required'],
      ['ar', 'حقل اسم المنتج مطلوب'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/tires',
        token: tires,
        lang,
        payload: buildTire({ name: { en: '', ar: '' } }),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors)).toContain(message);
    }
  });

  it('is found by the words of either language', async () => {
    expect((await search(TOKEN.toLowerCase())).map((p) => p.id).sort()).toEqual([alpha.id, zulu.id].sort());
    expect((await search('ياء الإطار')).map((p) => p.id)).toEqual([alpha.id]);
  });

  it('sorts by the name the reader reads', async () => {
    const byName = async (lang: 'ar' | 'en') =>
      (await search(TOKEN, lang, '["name","ASC"]')).map((p) => p.id);
    expect(await byName('en')).toEqual([alpha.id, zulu.id]);
    expect(await byName('ar')).toEqual([zulu.id, alpha.id]);
  });

  it('travels into the approval a vendor is told of, and the moderators read it', async () => {
    expect(await runModeration(['approve', String(alpha.id)], moderatorOnDatabase(t.db))).toBe(
      `Approved ${alpha.id}: Alpha ${TOKEN}`,
    );
    const res = await t.call({ method: 'GET', url: '/api/v1/notifications?range=[0,9]', token: tires });
    const note = (res.json() as Notification[]).find(
      (n): n is Notification & { type: 'product_approved' } =>
        n.type === 'product_approved' && n.params.productId === alpha.id,
    )!;
    expect(note.params.name).toEqual(alpha.name);
    expect(notificationText(note, 'ar')).toContain('ياء الإطار');
    expect(notificationText(note, 'en')).toContain(`Alpha ${TOKEN}`);
    // A notification stored before names had languages holds one string.
    expect(notificationText({ ...note, params: { ...note.params, name: 'Old name' } }, 'ar')).toContain(
      'Old name',
    );
  });
});

describe('a spreadsheet row naming a product in one language', () => {
  const importRows = async (rows: { row: number; values: Record<string, unknown> }[]) => {
    const id = randomUUID();
    const start = await t.call({
      method: 'POST',
      url: '/api/v1/imports',
      token: tires,
      payload: { id, resource: 'tires', fileName: 'tires.xlsx', rows: rows.length },
    });
    expect(start.statusCode, start.body).toBe(201);
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/imports/${id}/batches/1`,
      token: tires,
      payload: { rows },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { outcome: string }[] }).results.map((r) => r.outcome);
  };
  const stored = async (id: number) =>
    (await t.db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  it('keeps the other language, and the same text as one string is no change', async () => {
    const product = await postTire({ name: { en: `Gamma ${TOKEN}`, ar: 'جاما' } });
    expect(await importRows([{ row: 2, values: { sku: product.sku, name: `Gamma ${TOKEN}` } }])).toEqual([
      'unchanged',
    ]);
    expect(
      await importRows([{ row: 2, values: { sku: product.sku, name: { en: `Delta ${TOKEN}` } } }]),
    ).toEqual(['updated']);
    expect(await stored(product.id)).toEqual({ en: `Delta ${TOKEN}`, ar: 'جاما' });
  });
});

describe('names stored before they had languages (migration 0009)', () => {
  it('go to the language their letters are in, and stay searchable', async () => {
    const db = await openDatabase({ pglite: await PGlite.create(pgliteOptions()) });
    try {
      await new Migrator({ db, provider: migrationProvider }).migrateTo('0008_order_rollups');
      const vendor = await sql<{ id: number }>`
        insert into vendors (vendor_type, name, email, phone, password_hash, company_name)
        values ('bt-vendor', 'V', 'v@example.com', '01000000000', 'x', 'C') returning id`.execute(db);
      const id = vendor.rows[0].id;
      await sql`
        insert into products (vendor_id, type, name, sku, price, discount_price, quantity, status)
        values (${id}, 'tire', 'Oil filter', 'A', 1, 1, 1, 'available'),
               (${id}, 'tire', 'فلتر زيت', 'B', 1, 1, 1, 'available')`.execute(db);
      await migrateToLatest(db as never);
      const rows = await db.selectFrom('products').select(['sku', 'name']).orderBy('sku').execute();
      expect(rows).toEqual([
        { sku: 'A', name: { en: 'Oil filter' } },
        { sku: 'B', name: { ar: 'فلتر زيت' } },
      ]);
      const found = await sql<{ sku: string }>`
        select sku from products where translations_text(name) ilike '%زيت%'`.execute(db);
      expect(found.rows).toEqual([{ sku: 'B' }]);
    } finally {
      await db.destroy();
    }
  });
});
