import { describe, expect, it } from 'vitest';
import { orderStore } from '../../server/orders/store';
import { later } from './accounts';
import { build, type TestApp } from './helper';

// Issue 13: the order lifecycle on the server (schemas/order-flow.ts).
const MODERATOR = 'moderator-token-for-order-tests-0123456789';
const t = await build({ moderator: { token: MODERATOR } });
let tires = await t.login('tires');
let parts = await t.login('parts');

const moderate = (app: TestApp, url: string, payload: object) =>
  app.call({
    method: 'POST',
    url: `/api/v1/moderation${url}`,
    headers: { authorization: `Bearer ${MODERATOR}` },
    payload,
  });

/** A new order from a customer, placed by the marketplace for the tires vendor. */
const place = async () => {
  const res = await moderate(t, '/orders', { vendor: 'tires@mawrid.example' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    status: string;
    items: { productId: number; quantity: number }[];
    totalPrice: number;
    customerPhone: string;
    paymentType: string;
  };
};

const act = (id: number, action: string, payload?: object, token = tires, lang: 'en' | 'ar' = 'en') =>
  t.call({ method: 'POST', url: `/api/v1/orders/${id}/${action}`, token, lang, payload: payload ?? {} });

const stockOf = async (productId: number) =>
  (await t.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow())
    .quantity;

const handoverCode = async (phone: string) => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dev/otp?phone=${phone}` });
  const message = (res.json().messages as { purpose: string; code: string }[]).find(
    (m) => m.purpose === 'handover',
  );
  expect(message?.code).toMatch(/^\d{6}$/);
  return message!.code;
};

describe('the lifecycle, one call per transition', () => {
  it('confirm → on the way (code texted to the customer) → a wrong code refused → delivered with the right one', async () => {
    const order = await place();
    expect(order.status).toBe('pending');
    expect((await act(order.id, 'confirm')).json()).toMatchObject({ status: 'confirmed', actions: ['ship'] });
    const shipped = await act(order.id, 'ship');
    expect(shipped.json()).toMatchObject({ status: 'on_the_way', actions: ['attemptFailed', 'deliver'] });
    const code = await handoverCode(order.customerPhone);

    const wrong = await act(order.id, 'deliver', {
      code: code === '000000' ? '111111' : '000000',
      collectedAmount: order.totalPrice,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(
      'The handover code is not correct. Ask the customer for the code we texted them.',
    );

    const noCash = await act(order.id, 'deliver', { code }, tires, 'ar');
    expect(noCash.statusCode).toBe(422);
    expect(noCash.json().errors.collectedAmount).toBe('أدخل المبلغ الذي حصّلته من العميل.');
    const wrongCash = await act(order.id, 'deliver', { code, collectedAmount: order.totalPrice - 10 });
    expect(wrongCash.json().errors.collectedAmount).toMatch(/must be the order total/);

    const delivered = await act(order.id, 'deliver', {
      code: ` ${[...code].map((d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]).join('')} `,
      collectedAmount: order.totalPrice,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      group: 'previous',
      actions: [],
      collectedAmount: order.totalPrice,
    });
    const kinds = (delivered.json().events as { kind: string; actor: string }[]).map(
      (e) => `${e.actor}:${e.kind}`,
    );
    expect(kinds).toEqual(['customer:placed', 'vendor:confirmed', 'vendor:shipped', 'vendor:delivered']);
  });

  it('answers 409 when the order has moved on, and changes nothing', async () => {
    const order = await place();
    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    const again = await act(order.id, 'confirm', undefined, tires, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'confirmed' });
    expect(again.json().message).toBe(
      'تغيّرت حالة هذا الطلب: أصبح الآن «مؤكد». أعد تحميله لترى ما يمكنك فعله.',
    );
    expect((await act(order.id, 'deliver', { code: '123456' })).statusCode).toBe(409);
    expect((await act(order.id, 'reject', { reason: 'Late' })).statusCode).toBe(409);
    const events = await t.db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['placed', 'confirmed']);
  });

  it('rejects a new order with a reason (422 without one); its stock comes back', async () => {
    const order = await place();
    const [item] = order.items;
    const before = await stockOf(item.productId);
    const noReason = await act(order.id, 'reject', {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBe('Reason is required');
    const rejected = await act(order.id, 'reject', { reason: 'Out of stock in the warehouse' });
    expect(rejected.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'vendor',
      cancelReason: 'Out of stock in the warehouse',
    });
    expect(await stockOf(item.productId)).toBe(before + item.quantity);
  });

  it('takes an undelivered attempt back to confirmed with its reason; the third one cancels the order', async () => {
    const order = await place();
    const [item] = order.items;
    const before = await stockOf(item.productId);
    await act(order.id, 'confirm');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await act(order.id, 'ship')).statusCode).toBe(200);
      const failed = await act(order.id, 'attempt-failed', { reason: `Nobody home (${attempt})` });
      expect(failed.statusCode).toBe(200);
      expect(failed.json().failedAttempts).toBe(attempt);
      expect(failed.json().status).toBe(attempt < 3 ? 'confirmed' : 'cancelled');
    }
    const final = (await t.call({ method: 'GET', url: `/api/v1/orders/${order.id}`, token: tires })).json();
    expect(final).toMatchObject({ status: 'cancelled', cancelledBy: 'system', group: 'previous' });
    expect(final.events.at(-1)).toMatchObject({
      actor: 'system',
      kind: 'cancelled',
      reason: 'Nobody home (3)',
    });
    expect(await stockOf(item.productId)).toBe(before + item.quantity);
  });
});

describe('the handover code', () => {
  it('dies after 5 wrong tries; a new one can be sent once a minute and works', async () => {
    const order = await place();
    await act(order.id, 'confirm');
    await act(order.id, 'ship');
    const code = await handoverCode(order.customerPhone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i++)
      expect(
        (await act(order.id, 'deliver', { code: wrong, collectedAmount: order.totalPrice })).statusCode,
      ).toBe(400);
    const fifth = await act(order.id, 'deliver', { code: wrong, collectedAmount: order.totalPrice });
    expect(fifth.json().errors.code).toBe('Too many wrong codes. Send the customer a new code.');
    const right = await act(order.id, 'deliver', { code, collectedAmount: order.totalPrice });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.code).toMatch(/Too many wrong codes/);

    const soon = await act(order.id, 'handover-code');
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    later(t, 61_000);
    expect((await act(order.id, 'handover-code')).statusCode).toBe(200);
    const fresh = await handoverCode(order.customerPhone);
    expect(
      (await act(order.id, 'deliver', { code: fresh, collectedAmount: order.totalPrice })).json().status,
    ).toBe('delivered');
  });

  it('is stored only as an HMAC', async () => {
    const order = await place();
    await act(order.id, 'confirm');
    await act(order.id, 'ship');
    const code = await handoverCode(order.customerPhone);
    const row = await t.db
      .selectFrom('handover_codes')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('stock and the marketplace (moderators’ API)', () => {
  it('takes stock when an order is placed and gives it back when the customer cancels', async () => {
    const before = await t.db
      .selectFrom('products')
      .select(['id', 'quantity'])
      .where('status', '=', 'available')
      .execute();
    const order = await place();
    for (const item of order.items) {
      const was = before.find((p) => p.id === item.productId)!.quantity;
      expect(await stockOf(item.productId)).toBe(was - item.quantity);
    }
    const cancelled = await moderate(t, `/orders/${order.id}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    for (const item of order.items)
      expect(await stockOf(item.productId)).toBe(before.find((p) => p.id === item.productId)!.quantity);
    expect((await moderate(t, `/orders/${order.id}/cancel`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('confirms several new orders at once, skipping what moved on', async () => {
    const [a, b] = [await place(), await place()];
    await act(b.id, 'reject', { reason: 'No' });
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/orders/confirm',
      token: tires,
      payload: { ids: [a.id, b.id] },
    });
    expect(res.json()).toEqual({ confirmed: [a.id], skipped: [b.id] });
  });
});

describe('the orders list', () => {
  const list = async (filter: object, token = tires) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/orders?range=[0,199]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      id: number;
      status: string;
      overdue: boolean;
      group: string;
      customerPhone: string;
      orderDate: string;
      confirmBy: string;
    }[];
  };

  it('groups active and previous orders, flags and filters overdue ones, and bounds the dates', async () => {
    const active = await list({ group: 'active' });
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((o) => ['pending', 'confirmed', 'on_the_way'].includes(o.status))).toBe(true);
    const previous = await list({ group: 'previous' });
    expect(previous.every((o) => ['delivered', 'cancelled'].includes(o.status))).toBe(true);

    // Three days on, every order still active is past its deadline (sessions have expired: sign in again).
    later(t, 3 * 24 * 3600_000);
    [tires, parts] = [await t.login('tires'), await t.login('parts')];
    const overdue = await list({ overdue: true });
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((o) => o.overdue)).toBe(true);
    expect(
      (await list({}))
        .filter((o) => o.overdue)
        .map((o) => o.id)
        .sort(),
    ).toEqual(overdue.map((o) => o.id).sort());

    // Each late order gets one `overdue` event per deadline for its timeline (and the
    // notifications), however often the clock is watched (the server looked once at start).
    await orderStore(t.db).flagOverdue(t.clock.now);
    expect(await orderStore(t.db).flagOverdue(t.clock.now)).toEqual([]);
    for (const order of overdue) {
      const details = await t.call({ method: 'GET', url: `/api/v1/orders/${order.id}`, token: tires });
      const late = (details.json().events as { kind: string; actor: string; fromStatus: string }[]).filter(
        (e) => e.kind === 'overdue',
      );
      expect(late.length, order.status).toBeGreaterThan(0);
      expect(late.every((e) => e.actor === 'system')).toBe(true);
      const deadlines = late.map((e) => (e.fromStatus === 'pending' ? 'confirm' : 'deliver'));
      expect(new Set(deadlines).size).toBe(late.length);
    }

    const day = previous[0].orderDate.slice(0, 10);
    const onThatDay = await list({ orderDateFrom: day, orderDateTo: day });
    expect(onThatDay.length).toBeGreaterThan(0);
    expect(onThatDay.every((o) => o.orderDate.slice(0, 10) === day)).toBe(true);
  });

  it('finds an order by the customer’s phone', async () => {
    const [one] = await list({});
    const found = await list({ q: one.customerPhone.slice(-7) });
    expect(found.map((o) => o.id)).toContain(one.id);
  });
});

describe('tenant isolation on orders and their events (security.md row 17)', () => {
  it('answers 404 to another vendor for reading and every action, and changes nothing', async () => {
    const order = await place();
    const before = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/orders/${order.id}`, token: parts })).statusCode,
    ).toBe(404);
    for (const [action, payload] of [
      ['confirm', {}],
      ['reject', { reason: 'x' }],
      ['ship', {}],
      ['handover-code', {}],
      ['attempt-failed', { reason: 'x' }],
      ['deliver', { code: '123456', collectedAmount: 1 }],
    ] as const)
      expect((await act(order.id, action, payload, parts)).statusCode, action).toBe(404);
    const bulk = await t.call({
      method: 'POST',
      url: '/api/v1/orders/confirm',
      token: parts,
      payload: { ids: [order.id] },
    });
    expect(bulk.json()).toEqual({ confirmed: [], skipped: [order.id] });
    const listed = await t.call({
      method: 'GET',
      url: `/api/v1/orders?filter=${encodeURIComponent(JSON.stringify({ id: [order.id] }))}`,
      token: parts,
    });
    expect(listed.json()).toEqual([]);
    expect(
      await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    const events = await t.db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['placed']);
  });
});
