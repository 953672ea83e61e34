import { describe, expect, it } from 'vitest';
import { build, buildTire } from './helper';

const t = await build();
const tires = await t.login('tires');
const parts = await t.login('parts');

const ARABIC = /[\u0600-\u06ff]/;
const list = async (url: string, token = tires) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
/** The seed's products, not the ones this file adds (`TEST-…`). */
const postTire = (fields: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire(fields) });

const seeded = (products: Record<string, unknown>[]) =>
  products.filter((p) => !String(p.sku).startsWith('TEST-'));

describe('translatable product texts (x-translatable)', () => {
  it('stores a description in both languages and answers it as written', async () => {
    const description = { en: 'A quiet touring tire.', ar: 'إطار هادئ للمدينة والسفر.' };
    const created = await postTire({ description });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toEqual(description);
    const read = await t.call({ method: 'GET', url: `/api/v1/products/${created.json().id}`, token: tires });
    expect(read.json().description).toEqual(description);
  });

  it('takes one language alone, and a plain string as text in one language', async () => {
    for (const description of [
      { ar: 'إطار هادئ.' },
      { en: 'A quiet tire.' },
      'A quiet tire, one language.',
    ]) {
      const res = await postTire({ description });
      expect(res.statusCode, JSON.stringify(description)).toBe(201);
      expect(res.json().description).toEqual(description);
    }
  });

  it('refuses a description in neither language, in the reader’s language', async () => {
    for (const description of [{}, { en: '', ar: '' }, '']) {
      const en = await postTire({ description });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({ description: 'Product description is required' });
    }
    const ar = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      lang: 'ar',
      payload: buildTire({ description: {} }),
    });
    expect(ar.json().errors).toEqual({ description: 'حقل وصف المنتج مطلوب' });
  });

  it('names the language that is too long, and drops keys that are not a language', async () => {
    const long = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ description: { en: 'ok', ar: 'ب'.repeat(5001) } }),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      'description.ar': 'Product description in Arabic must be at most 5000 characters',
    });

    const extra = await postTire({ description: { en: 'ok', fr: 'non' } });
    expect(extra.statusCode).toBe(201);
    expect(extra.json().description).toEqual({ en: 'ok' });

    const wrong = await postTire({ description: 42 });
    expect(wrong.json().errors).toEqual({ description: 'Product description is not valid' });
  });

  it('keeps a car part’s optional colour, material and product type in both languages', async () => {
    const body = {
      name: 'تيل فرامل أمامي Bosch – تويوتا كورولا',
      sku: `TEST-${Math.random().toString(36).slice(2, 10)}`,
      description: { ar: 'تيل سيراميك.' },
      carBrand: 'toyota',
      category: 'brakes',
      color: { en: 'Black', ar: 'أسود' },
      material: { ar: 'سيراميك' },
      productType: 'Brake pad set',
      quantity: 3,
      price: 900,
      discountPrice: 900,
    };
    const res = await t.call({ method: 'POST', url: '/api/v1/car-parts', token: parts, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      color: body.color,
      material: body.material,
      productType: body.productType,
    });
  });
});

describe('the demo data in both languages', () => {
  it('gives every demo product a description in Arabic and in English', async () => {
    const products = seeded(await list('/api/v1/products?range=[0,99]'));
    expect(products).toHaveLength(40);
    for (const p of products) {
      const d = p.description as { en: string; ar: string };
      expect(d.en, String(p.sku)).toMatch(/[a-z]{3}/);
      expect(d.ar, String(p.sku)).toMatch(ARABIC);
      // Brand, line and size or capacity, in each language; the line's name stays Latin.
      const name = p.name as { en: string; ar: string };
      expect(name.en, String(p.sku)).toMatch(/^[A-Z][\w '+/-]+ (\d{3}\/\d{2} R\d{2}|\d{2,3}Ah)$/);
      expect(name.ar, String(p.sku)).toMatch(/^(إطار|بطارية) /);
    }
  });

  it('gives car parts names, colours, materials and product types in both languages', async () => {
    const products = seeded(await list('/api/v1/car-parts?range=[0,99]', parts));
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      const name = p.name as { en: string; ar: string };
      expect(name.ar, String(p.sku)).toMatch(ARABIC);
      expect(name.en, String(p.sku)).toMatch(/^[A-Z][^\u0600-\u06ff]+$/);
    }
    for (const p of products)
      for (const field of ['color', 'material', 'productType']) {
        const text = p[field] as { en: string; ar: string };
        expect(text.en, `${String(p.sku)} ${field}`).toMatch(/[A-Za-z]/);
        expect(text.ar, `${String(p.sku)} ${field}`).toMatch(ARABIC);
      }
  });

  it('has Arabic vendor names, companies, addresses, customers and rejection reasons', async () => {
    const profile = (await t.call({ method: 'GET', url: '/api/v1/profile', token: tires })).json();
    for (const field of ['name', 'companyName', 'address']) expect(profile[field], field).toMatch(ARABIC);
    const orders = await list('/api/v1/orders?range=[0,99]&filter={"group":"previous"}');
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(o.customerName).toMatch(ARABIC);
      expect(o.address).toMatch(ARABIC);
    }
    const rejected = await list('/api/v1/products?range=[0,99]&filter={"status":"not_available"}');
    expect(rejected.length).toBeGreaterThan(0);
    for (const p of rejected) expect(p.rejectionReason).toMatch(ARABIC);
  });

  it('finds demo products by the Arabic or the Latin words of their names', async () => {
    const all = await list('/api/v1/car-parts?range=[0,99]', parts);
    const pads = all.filter((p) => (p.name as { ar: string }).ar.includes('تيل فرامل'));
    expect(pads.length).toBeGreaterThan(0);
    const q = (text: string) =>
      list(`/api/v1/car-parts?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ q: text }))}`, parts);
    expect((await q('تيل فرامل')).map((p) => p.id).sort()).toEqual(
      expect.arrayContaining(pads.map((p) => p.id).sort()),
    );
    const latin = all.find((p) => /[A-Za-z]{4}/.test((p.name as { ar: string }).ar))!;
    const word = (latin.name as { ar: string }).ar.match(/[A-Za-z]{4,}/)![0];
    expect((await q(word.toLowerCase())).map((p) => p.id)).toContain(latin.id);
  });

  it('lists the tire size as a column but sorts only by fields with one order', async () => {
    const bySize = await t.call({
      method: 'GET',
      url: `/api/v1/tires?sort=${encodeURIComponent('["size","ASC"]')}`,
      token: tires,
    });
    expect(bySize.statusCode).toBe(400);
    const byName = await t.call({
      method: 'GET',
      url: `/api/v1/tires?sort=${encodeURIComponent('["name","ASC"]')}`,
      token: tires,
    });
    expect(byName.statusCode).toBe(200);
  });
});
