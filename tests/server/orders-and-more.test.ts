import { describe, expect, it } from 'vitest';
import { build } from './helper';

const t = await build();
const tires = await t.login('tires');

describe('orders', () => {
  it('lists about 30 orders in every state, newest first, and reads one', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/orders?range=[0,99]', token: tires });
    expect(res.statusCode).toBe(200);
    const orders = res.json();
    expect(orders.length).toBeGreaterThanOrEqual(25);
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(
      new Set(['pending', 'confirmed', 'on_the_way', 'delivered', 'cancelled']),
    );
    const dates = orders.map((o: { orderDate: string }) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await t.call({ method: 'GET', url: `/api/v1/orders/${orders[0].id}`, token: tires });
    expect(one.json()).toMatchObject({ orderNumber: orders[0].orderNumber, items: expect.any(Array) });
  });

  it('filters active and previous orders', async () => {
    const active = await t.call({
      method: 'GET',
      url: `/api/v1/orders?filter=${encodeURIComponent('{"group":"active"}')}&range=[0,99]`,
      token: tires,
    });
    expect(active.json().every((o: { group: string }) => o.group === 'active')).toBe(true);
    expect(active.json().length).toBeGreaterThan(0);
  });
});

describe('reference data and stats', () => {
  it('lists car models of one brand with names in both languages', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/car-models?filter=${encodeURIComponent('{"parentId":"toyota"}')}`,
      token: tires,
    });
    expect(res.json().length).toBeGreaterThan(2);
    expect(res.json()[0]).toMatchObject({
      parentId: 'toyota',
      name: { en: expect.any(String), ar: expect.any(String) },
    });
    const many = await t.call({
      method: 'GET',
      url: `/api/v1/tire-brands?filter=${encodeURIComponent('{"id":["michelin","pirelli"]}')}`,
      token: tires,
    });
    expect(
      many
        .json()
        .map((b: { id: string }) => b.id)
        .sort(),
    ).toEqual(['michelin', 'pirelli']);
  });

  it('counts products by status and orders by group', async () => {
    const stats = (await t.call({ method: 'GET', url: '/api/v1/stats', token: tires })).json();
    const total = stats.products.available + stats.products.under_review + stats.products.not_available;
    expect(total).toBe(40);
    expect(stats.products.available).toBeGreaterThan(0);
    expect(stats.orders.active + stats.orders.previous).toBeGreaterThanOrEqual(25);
  });
});

describe('headers and errors', () => {
  it('sends security headers and no-store on the API', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/orders', token: tires });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a translated 404 and hides internals of a 500', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/nope', token: tires, lang: 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('لم نعثر على ما طلبته.');
    t.app.log.level = 'silent';
    await t.db.schema.alterTable('orders').renameTo('orders_gone').execute();
    const broken = await t.call({ method: 'GET', url: '/api/v1/orders', token: tires });
    await t.db.schema.alterTable('orders_gone').renameTo('orders').execute();
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      errors: {},
      requestId: expect.any(String),
    });
  });

  it('defaults to Arabic when no Lang header is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.json().message).toBe('انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.');
  });
});
