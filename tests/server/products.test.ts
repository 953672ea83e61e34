import { describe, expect, it } from 'vitest';
import { apiAr } from '../../schemas/i18n/ar';
import { build, buildTire } from './helper';

const t = await build();
const tires = await t.login('tires');
const parts = await t.login('parts');

describe('product lists (ra-data-simple-rest)', () => {
  it('pages with Content-Range and sorts', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/tires?sort=${encodeURIComponent('["price","ASC"]')}&range=${encodeURIComponent('[0,4]')}`,
      token: tires,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('tires 0-4/22');
    const prices = res.json().map((p: { price: number }) => p.price);
    expect(prices).toHaveLength(5);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(res.json().every((p: { type: string }) => p.type === 'tire')).toBe(true);
  });

  it('searches by name and SKU, filters by schema filters and by ids', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/v1/tires?range=[0,99]', token: tires })).json();
    const one = all[3];
    const byName = await t.call({
      method: 'GET',
      url: `/api/v1/tires?filter=${encodeURIComponent(JSON.stringify({ q: one.name.en.slice(0, 12).toLowerCase() }))}`,
      token: tires,
    });
    expect(byName.json().map((p: { id: number }) => p.id)).toContain(one.id);
    const byBrand = await t.call({
      method: 'GET',
      url: `/api/v1/tires?filter=${encodeURIComponent(JSON.stringify({ brand: one.brand }))}&range=[0,99]`,
      token: tires,
    });
    expect(byBrand.json().length).toBeGreaterThan(0);
    expect(byBrand.json().every((p: { brand: string }) => p.brand === one.brand)).toBe(true);
    const byIds = await t.call({
      method: 'GET',
      url: `/api/v1/tires?filter=${encodeURIComponent(JSON.stringify({ id: [all[0].id, all[1].id] }))}`,
      token: tires,
    });
    expect(
      byIds
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([all[0].id, all[1].id].sort());
  });

  it('lists all of a vendor’s products across types', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/products?range=[0,0]', token: tires });
    expect(res.headers['content-range']).toBe('products 0-0/40');
  });

  it('refuses sort and filter names outside the schema allow-list, in the request language', async () => {
    const sort = await t.call({
      method: 'GET',
      url: `/api/v1/tires?sort=${encodeURIComponent('["id;drop table products","ASC"]')}`,
      token: tires,
      lang: 'ar',
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('لا يمكن ترتيب المنتجات حسب «id;drop table products».');
    const filter = await t.call({
      method: 'GET',
      url: `/api/v1/tires?filter=${encodeURIComponent('{"vendor_id":2}')}`,
      token: tires,
    });
    expect(filter.statusCode).toBe(400);
    const q = await t.call({
      method: 'GET',
      url: `/api/v1/tires?filter=${encodeURIComponent(JSON.stringify({ q: "' OR 1=1--" }))}`,
      token: tires,
    });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toEqual([]);
    for (const range of ['[5,1]', '[-1,3]', '[0,100000]', 'nope']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/tires?range=${encodeURIComponent(range)}`,
        token: tires,
      });
      expect(res.statusCode, range).toBe(400);
    }
  });
});

describe('ids that are not numbers a database takes', () => {
  it('answers 400 in the request language to Infinity and 1e309 as an id, never 500', async () => {
    for (const id of ['Infinity', '-Infinity', '1e309']) {
      for (const url of [`/api/v1/tires/${id}`, `/api/v1/orders/${id}`]) {
        const res = await t.call({ method: 'GET', url, token: tires, lang: 'ar' });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(apiAr.errors.badRequest);
      }
    }
  });
});

describe('writing products', () => {
  it('creates a tire under review, ignoring server-owned fields', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: { ...buildTire(), id: 9999, status: 'available', vendorId: 2, type: 'battery', extra: 'x' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'under_review',
      type: 'tire',
      name: { en: 'Michelin Primacy 4 205/55 R16' },
    });
    expect(created.id).not.toBe(9999);
    expect(created).not.toHaveProperty('extra');
    const read = await t.call({ method: 'GET', url: `/api/v1/tires/${created.id}`, token: tires });
    expect(read.json()).toEqual(created);
  });

  it('answers 422 with every spec message for an empty tire, in English and Arabic', async () => {
    const empty = {
      name: '',
      sku: '',
      description: '',
      size: { width: null, length: '', depth: null },
      price: 'abc',
    };
    const en = await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: empty });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Please fill out all required fields correctly.',
      errors: {
        name: 'Product name is required',
        sku: 'SKU is required',
        description: 'Product description is required',
        brand: 'Tire brand is required',
        year: 'Manufacturing year is required',
        tireType: 'Tire type is required',
        'size.width': 'Width is required',
        'size.length': 'Length is required',
        'size.depth': 'Depth is required',
        quantity: 'Available quantity is required',
        price: 'Price must be a number',
        discountPrice: 'Discount price is required',
      },
      requestId: expect.any(String),
    });
    const ar = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      lang: 'ar',
      payload: empty,
    });
    expect(ar.json().message).toBe('يرجى ملء جميع الحقول المطلوبة بشكل صحيح.');
    expect(ar.json().errors.name).toBe('حقل اسم المنتج مطلوب');
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: empty });
    expect(again.statusCode).toBe(422);
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });

  it('takes an image only from a path on our origin or an https: URL (issue 10, item 10)', async () => {
    const post = (images: string[]) =>
      t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire({ images }) });
    // Browsers read `\` as `/`: `/\evil.example/x.png` loads from evil.example.
    for (const bad of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      '/\t/evil.example/x.png',
      '\\\\evil.example/x.png',
      'http://cdn.example/x.png',
      'https://cdn.example\\@evil.example/x.png',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await post([bad]);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors['images.0'], bad).toBe('Image link is not in the right format');
    }
    const good = await post(['/api/v1/uploads/abc.png', '/demo/tire.svg', 'https://cdn.example/x.png']);
    expect(good.statusCode, good.body).toBe(201);
  });

  it('refuses javascript: image links and an unknown voltage', async () => {
    const img = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ images: ['javascript:alert(1)'] }),
    });
    expect(img.statusCode).toBe(422);
    expect(img.json().errors['images.0']).toBeDefined();
    const battery = await t.call({
      method: 'POST',
      url: '/api/v1/batteries',
      token: tires,
      payload: {
        name: 'Varta',
        sku: 'B-1',
        description: 'x',
        brand: 'varta',
        voltage: 45,
        quantity: 1,
        price: 1,
        discountPrice: 1,
      },
    });
    expect(battery.statusCode).toBe(422);
    expect(battery.json().errors.voltage).toBe('Electrical voltage: choose one of the options');
  });

  it('answers 409 for a duplicate SKU', async () => {
    const tire = buildTire();
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: tire })).statusCode,
    ).toBe(201);
    const dup = await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: tire });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.sku).toBe('You already have a product with this SKU.');
  });

  it('keeps the status when only price, discount or stock change; anything else goes back to review', async () => {
    const created = (
      await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire() })
    ).json();
    await t.db.updateTable('products').set({ status: 'available' }).where('id', '=', created.id).execute();
    const live = await t.call({
      method: 'PUT',
      url: `/api/v1/tires/${created.id}`,
      token: tires,
      payload: { ...created, status: 'available', price: 4500, discountPrice: 4100, quantity: 3 },
    });
    expect(live.json()).toMatchObject({ status: 'available', price: 4500, quantity: 3 });
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/v1/tires/${created.id}`,
      token: tires,
      payload: { ...(live.json() as object), name: 'Renamed tire' },
    });
    expect(renamed.json()).toMatchObject({ status: 'under_review', name: { en: 'Renamed tire' } });
  });

  it('keeps a product made without optional fields live when the form saves it with them empty', async () => {
    const bare = buildTire();
    const created = (
      await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: bare })
    ).json();
    await t.db.updateTable('products').set({ status: 'available' }).where('id', '=', created.id).execute();
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/tires/${created.id}`,
      token: tires,
      payload: { ...created, status: 'available', images: [], suitableCars: [], price: 4600 },
    });
    expect(saved.json()).toMatchObject({ status: 'available', price: 4600 });
    const withCar = await t.call({
      method: 'PUT',
      url: `/api/v1/tires/${created.id}`,
      token: tires,
      payload: {
        ...(saved.json() as object),
        suitableCars: [{ brand: 'toyota', model: 'corolla', year: 2020 }],
      },
    });
    expect(withCar.statusCode, withCar.body).toBe(200);
    expect(withCar.json()).toMatchObject({ status: 'under_review' });
  });

  it('deletes a product', async () => {
    const created = (
      await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire() })
    ).json();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v1/tires/${created.id}`, token: tires })).json().id,
    ).toBe(created.id);
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/tires/${created.id}`, token: tires })).statusCode,
    ).toBe(404);
  });
});

describe('vendor types and tenants', () => {
  it('closes tires and batteries to a car-parts vendor, and car parts to a tires vendor (403)', async () => {
    const create = await t.call({ method: 'POST', url: '/api/v1/tires', token: parts, payload: buildTire() });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Your account type cannot manage this kind of product.');
    expect((await t.call({ method: 'GET', url: '/api/v1/batteries', token: parts })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/car-parts', token: tires })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/car-parts', token: parts })).headers['content-range'],
    ).toBe('car-parts 0-24/40');
  });

  it("never shows or changes another vendor's products or orders (404)", async () => {
    const theirs = (
      await t.call({ method: 'GET', url: '/api/v1/products?range=[0,0]', token: parts })
    ).json()[0];
    const before = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/products/${theirs.id}`, token: tires })).statusCode,
    ).toBe(404);
    const byIds = await t.call({
      method: 'GET',
      url: `/api/v1/products?filter=${encodeURIComponent(JSON.stringify({ id: [theirs.id] }))}`,
      token: tires,
    });
    expect(byIds.json()).toEqual([]);
    const order = (
      await t.call({ method: 'GET', url: '/api/v1/orders?range=[0,0]', token: parts })
    ).json()[0];
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/orders/${order.id}`, token: tires })).statusCode,
    ).toBe(404);
    const after = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
