import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationText, type Notification } from '../../schemas/notifications';
import { buildApp } from '../../server/app';
import { raiseTimedAlerts } from '../../server/notifications/alerts';
import { notificationService } from '../../server/notifications/service';
import { orderService } from '../../server/orders/service';
import { createSmsChannel } from '../../server/sms';
import { uploadStore } from '../../server/uploads/store';
import { build, buildTire } from './helper';
import { openStream, pause } from './sse-client';

// Issue 14, part 2: the notification centre on the server.
const MODERATOR = 'moderator-token-for-notification-tests-0123';
const HEARTBEAT_MS = 150;
const t = await build({
  moderator: { token: MODERATOR },
  notifications: { heartbeatMs: HEARTBEAT_MS, streamsPerVendor: 3 },
});
const tires = await t.login('tires');
const parts = await t.login('parts');
const vendorId = async (email: string) =>
  (await t.db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const tiresId = await vendorId('tires@mawrid.example');
const partsId = await vendorId('parts@mawrid.example');

const moderate = (url: string, payload: object = {}) =>
  t.call({
    method: 'POST',
    url: `/api/v1/moderation${url}`,
    headers: { authorization: `Bearer ${MODERATOR}` },
    payload,
  });

const list = async (token: string, query = '') => {
  const res = await t.call({ method: 'GET', url: `/api/v1/notifications${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Notification[], range: res.headers['content-range'] as string };
};
const newest = async (token: string) => (await list(token, '?range=[0,0]')).rows[0];
const total = async (token: string) => Number((await list(token, '?range=[0,0]')).range.split('/')[1]);
const unread = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/notifications/unread-count', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};
const markRead = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/v1/notifications/${id}/read`, token });

/** A tire waiting for review, made now so no other test moderates it. */
const waitingTire = async () => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/tires',
    token: tires,
    payload: buildTire({ name: `Waiting tire ${randomUUID().slice(0, 8)}` }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
};

/** One of the car-parts vendor's seeded products waiting for review. */
const waitingPart = async () =>
  t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('vendor_id', '=', partsId)
    .where('status', '=', 'under_review')
    .orderBy('id')
    .executeTakeFirstOrThrow();

/** Waits until `check` holds, for at most `ms`. */
const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

// The app's watcher flags the seeded late orders at start: wait for it, so counts below are its own.
await eventually(async () => (await list(tires, '?filter={"type":"order_overdue"}')).rows.length > 0);

describe('events raise notifications for the vendor concerned', () => {
  it('the watcher at start told each vendor of its seeded late orders, once per deadline', async () => {
    const late = (await list(tires, '?filter={"type":"order_overdue"}&range=[0,999]')).rows;
    const flagged = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'from_status'])
      .where('kind', '=', 'overdue')
      .where('vendor_id', '=', tiresId)
      .execute();
    expect(late.length).toBe(flagged.length);
    for (const n of late) {
      expect(n.type).toBe('order_overdue');
      if (n.type !== 'order_overdue') continue;
      const flag = flagged.find((f) => f.order_id === n.params.orderId);
      expect(flag, `order ${n.params.orderId} was flagged`).toBeDefined();
      expect(n.params.deadline).toBe(flag!.from_status === 'pending' ? 'confirm' : 'deliver');
      expect(n.link).toBe(`/dashboard/order-details/${n.params.orderId}`);
    }
  });

  it('approval and rejection by the moderators tell the owner only, the reason in the rejection', async () => {
    const [approved, rejected] = [await waitingTire(), await waitingTire()];
    const partsBefore = await total(parts);
    const before = await unread(tires);

    expect((await moderate(`/products/${approved.id}/approve`)).statusCode).toBe(200);
    const first = await newest(tires);
    expect(first).toMatchObject({
      type: 'product_approved',
      params: { productId: approved.id, name: approved.name },
      link: `/dashboard/product/${approved.id}`,
      readAt: null,
    });
    expect(Date.parse(first.createdAt)).toBe(t.clock.now.getTime());

    const reason = 'The photos show another size.';
    expect((await moderate(`/products/${rejected.id}/reject`, { reason })).statusCode).toBe(200);
    expect(await newest(tires)).toMatchObject({
      type: 'product_rejected',
      params: { productId: rejected.id, name: rejected.name, reason },
      link: `/dashboard/product/${rejected.id}`,
    });
    expect(await unread(tires)).toBe(before + 2);
    expect(await total(parts)).toBe(partsBefore);

    // A refused decision (not waiting any more) tells nobody.
    expect((await moderate(`/products/${approved.id}/approve`)).statusCode).toBe(409);
    expect(await unread(tires)).toBe(before + 2);
  });

  it('a placed order raises order_new; a customer’s cancellation order_cancelled; the vendor’s own rejection nothing', async () => {
    const placed = await moderate('/orders', { vendor: 'tires@mawrid.example' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: number; orderNumber: string };
    expect(await newest(tires)).toMatchObject({
      type: 'order_new',
      params: { orderId: order.id, orderNumber: order.orderNumber },
      link: `/dashboard/order-details/${order.id}`,
    });

    const reason = 'Found it cheaper nearby.';
    expect((await moderate(`/orders/${order.id}/cancel`, { reason })).statusCode).toBe(200);
    expect(await newest(tires)).toMatchObject({
      type: 'order_cancelled',
      params: { orderId: order.id, orderNumber: order.orderNumber, by: 'customer', reason },
      link: `/dashboard/order-details/${order.id}`,
    });

    const other = (await moderate('/orders', { vendor: 'tires@mawrid.example' })).json() as { id: number };
    const count = await total(tires);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/v1/orders/${other.id}/reject`,
      token: tires,
      payload: { reason: 'No stock' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await total(tires)).toBe(count);
  });

  it('flagOverdue tells the vendor once per missed deadline, which deadline it was', async () => {
    const now = () => new Date(t.clock.now);
    const orders = orderService({
      db: t.db,
      now,
      sms: createSmsChannel({ provider: 'dev' }, { db: t.db, log: t.app.log, now, production: false }),
      uploads: uploadStore(t.db),
      confirmWithinHours: 24,
      notifications: notificationService({ db: t.db, now }),
    });
    const order = (await moderate('/orders', { vendor: 'tires@mawrid.example' })).json() as {
      id: number;
      orderNumber: string;
    };
    const overdueOf = async () =>
      (await list(tires, '?filter={"type":"order_overdue"}&range=[0,999]')).rows.filter(
        (n) => n.type === 'order_overdue' && n.params.orderId === order.id,
      );
    await orders.flagOverdue();
    expect(await overdueOf()).toEqual([]);

    const past = new Date(t.clock.now.getTime() - 3600_000);
    await t.db.updateTable('orders').set({ confirm_by: past }).where('id', '=', order.id).execute();
    const flagged = await orders.flagOverdue();
    expect(flagged.map((f) => f.order_id)).toContain(order.id);
    await orders.flagOverdue();
    const once = await overdueOf();
    expect(once).toHaveLength(1);
    expect(once[0].params).toEqual({
      orderId: order.id,
      orderNumber: order.orderNumber,
      deadline: 'confirm',
    });

    expect(
      (await t.call({ method: 'POST', url: `/api/v1/orders/${order.id}/confirm`, token: tires })).statusCode,
    ).toBe(200);
    await t.db.updateTable('orders').set({ arrival_date: past }).where('id', '=', order.id).execute();
    await orders.flagOverdue();
    await orders.flagOverdue();
    const both = await overdueOf();
    expect(both.map((n) => n.type === 'order_overdue' && n.params.deadline)).toEqual(['deliver', 'confirm']);
  });

  it('finishing an import raises import_finished with its counts, once; a cancelled one too', async () => {
    const id = randomUUID();
    const start = await t.call({
      method: 'POST',
      url: '/api/v1/imports',
      token: tires,
      payload: { id, resource: 'tires', fileName: 'winter.xlsx', rows: 3 },
    });
    expect(start.statusCode, start.body).toBe(201);
    const batch = await t.call({
      method: 'POST',
      url: `/api/v1/imports/${id}/batches/1`,
      token: tires,
      payload: {
        rows: [
          { row: 2, values: buildTire() },
          { row: 3, values: buildTire() },
          { row: 4, values: buildTire({ price: -1 }) },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const count = await total(tires);
    const finish = (importId: string, status: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/imports/${importId}/finish`,
        token: tires,
        payload: { status },
      });
    expect((await finish(id, 'done')).statusCode).toBe(200);
    expect(await newest(tires)).toMatchObject({
      type: 'import_finished',
      params: {
        importId: id,
        fileName: 'winter.xlsx',
        status: 'done',
        counts: { created: 2, updated: 0, unchanged: 0, failed: 1 },
      },
      link: `/dashboard/imports/${id}`,
    });
    // The same end again answers the import and tells nothing new.
    expect((await finish(id, 'done')).statusCode).toBe(200);
    expect(await total(tires)).toBe(count + 1);

    const cancelled = randomUUID();
    await t.call({
      method: 'POST',
      url: '/api/v1/imports',
      token: tires,
      payload: { id: cancelled, resource: 'tires', fileName: 'half.csv', rows: 10 },
    });
    expect((await finish(cancelled, 'cancelled')).statusCode).toBe(200);
    expect(await newest(tires)).toMatchObject({
      type: 'import_finished',
      params: { importId: cancelled, status: 'cancelled', counts: { created: 0, failed: 0 } },
    });
  });
});

describe('reading them', () => {
  it('lists newest first with Content-Range, pages by range, filters unread and type', async () => {
    const all = await list(tires, '?range=[0,999]');
    const ids = all.rows.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.range).toBe(`notifications 0-${ids.length - 1}/${ids.length}`);
    const second = await list(tires, '?range=[1,2]');
    expect(second.rows.map((n) => n.id)).toEqual(ids.slice(1, 3));
    expect(second.range).toBe(`notifications 1-2/${ids.length}`);
    const oldest = await list(tires, '?sort=["id","ASC"]&range=[0,0]');
    expect(oldest.rows[0].id).toBe(ids[ids.length - 1]);

    const approvals = (await list(tires, '?filter={"type":"product_approved"}&range=[0,999]')).rows;
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((n) => n.type === 'product_approved')).toBe(true);
    expect((await list(tires, '?filter={"unread":false}')).rows).toEqual([]);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/notifications?filter={"vendorId":1}',
      token: tires,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the unread, marks one (keeping its time when marked again) and marks all', async () => {
    const count = await unread(tires);
    expect(count).toBeGreaterThan(2);
    const [one] = (await list(tires, '?filter={"unread":true}&range=[0,0]')).rows;
    const res = await markRead(one.id, tires);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: one.id, type: one.type, readAt: t.clock.now.toISOString() });
    expect(await unread(tires)).toBe(count - 1);

    const readAt = res.json().readAt;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await markRead(one.id, tires)).json().readAt).toBe(readAt);
    expect(await unread(tires)).toBe(count - 1);
    expect((await list(tires, '?filter={"unread":false}')).rows.map((n) => n.id)).toEqual([one.id]);

    const partsCount = await unread(parts);
    const all = await t.call({ method: 'POST', url: '/api/v1/notifications/read-all', token: tires });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ count: count - 1 });
    expect(await unread(tires)).toBe(0);
    expect((await list(tires, '?filter={"unread":true}')).rows).toEqual([]);
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/notifications/read-all', token: tires })).json(),
    ).toEqual({ count: 0 });
    expect(await unread(parts)).toBe(partsCount);
  });

  it('keeps vendors apart: another vendor’s notification is 404, never listed or counted', async () => {
    const product = await waitingTire();
    await moderate(`/products/${product.id}/approve`);
    const mine = await newest(tires);
    expect(mine.type).toBe('product_approved');

    const partsIds = (await list(parts, '?range=[0,999]')).rows.map((n) => n.id);
    expect(partsIds).not.toContain(mine.id);
    const partsUnread = await unread(parts);
    const res = await markRead(mine.id, parts);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
    expect((await list(tires, `?filter={"id":[${mine.id}]}`)).rows[0].readAt).toBeNull();
    expect((await list(parts, `?filter={"id":[${mine.id}]}`)).rows).toEqual([]);
    const all = await t.call({ method: 'POST', url: '/api/v1/notifications/read-all', token: parts });
    expect(all.json().count).toBe(partsUnread);
    expect((await list(tires, `?filter={"id":[${mine.id}]}`)).rows[0].readAt).toBeNull();
    expect((await markRead(999_999_999, tires)).statusCode).toBe(404);
  });

  it('is in the contract under its own tag, the stream as text/event-stream', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, method] of [
      ['/notifications', 'get'],
      ['/notifications/unread-count', 'get'],
      ['/notifications/read-all', 'post'],
      ['/notifications/{id}/read', 'post'],
      ['/notifications/stream', 'get'],
    ])
      expect(doc.paths[path]?.[method]?.tags, path).toEqual(['Notifications']);
    const stream = doc.paths['/notifications/stream'].get;
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    expect(stream.security).toEqual([{ bearer: [] }]);
    const one =
      doc.paths['/notifications/{id}/read'].post.responses['200'].content['application/json'].schema;
    expect(one.oneOf).toHaveLength(8);
  });

  it('answers 401 without a session on every route, the stream included', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/read-all'],
      ['POST', '/notifications/1/read'],
      ['GET', '/notifications/stream'],
    ];
    for (const [method, url] of routes) {
      expect((await t.call({ method, url: `/api/v1${url}` })).statusCode, url).toBe(401);
      expect((await t.call({ method, url: `/api/v1${url}`, token: 'x'.repeat(43) })).statusCode, url).toBe(
        401,
      );
    }
  });
});

describe('the live stream (Server-Sent Events)', () => {
  let base = '';
  // Node's fetch (undici) opens a fresh, empty socket after an aborted request, which a closing
  // server waits for until undici drops it: those are the client's, so they go here. The last test
  // checks a server closing with streams open (and no such sockets).
  afterAll(() => t.app.server.closeAllConnections());

  it('sends a live event after an approval, to the owner’s stream only, then replays exactly the missed ones after a reconnect', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const mine = await openStream(base, tires);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.res.headers.get('cache-control')).toBe('no-store');
    expect(mine.res.headers.get('x-content-type-options')).toBe('nosniff');
    const theirs = await openStream(base, parts);

    const product = await waitingTire();
    await moderate(`/products/${product.id}/approve`);
    const live = await mine.nth(0);
    expect(live).toMatchObject({ event: 'notification' });
    const first = mine.notification(live);
    expect(first).toMatchObject({ type: 'product_approved', params: { productId: product.id } });
    expect(live!.id).toBe(String(first.id));
    expect(first).toEqual(await newest(tires));

    // The other vendor's stream gets its own notifications, never the first vendor's.
    const partsProduct = await waitingPart();
    await moderate(`/products/${partsProduct.id}/approve`);
    const own = theirs.notification(await theirs.nth(0));
    expect(own).toMatchObject({ type: 'product_approved', params: { productId: partsProduct.id } });
    expect(theirs.events).toHaveLength(1);
    theirs.close();

    // Gone: two notifications are missed; a reconnect from the last id replays exactly them.
    mine.close();
    await mine.ended;
    const missed = [await waitingTire(), await waitingTire()];
    await moderate(`/products/${missed[0].id}/approve`);
    await moderate(`/products/${missed[1].id}/reject`, { reason: 'Blurry photos.' });
    const again = await openStream(base, tires, { 'last-event-id': live!.id! });
    const replayed = [again.notification(await again.nth(0)), again.notification(await again.nth(1))];
    expect(replayed.map((n) => n.type)).toEqual(['product_approved', 'product_rejected']);
    expect(
      replayed.map((n) => n.type !== 'licence_expiring' && 'productId' in n.params && n.params.productId),
    ).toEqual(missed.map((p) => p.id));
    // Then live ones, with nothing else replayed in between.
    const next = await waitingTire();
    await moderate(`/products/${next.id}/approve`);
    const third = again.notification(await again.nth(2));
    expect(third).toMatchObject({ type: 'product_approved', params: { productId: next.id } });
    expect(again.events).toHaveLength(3);
    again.close();

    // The same through the query string, for a client that cannot set headers.
    const byQuery = await openStream(base, tires, {}, `?lastEventId=${replayed[1].id}`);
    expect(byQuery.notification(await byQuery.nth(0)).id).toBe(third.id);
    byQuery.close();

    const bad = await fetch(`${base}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${tires}`, 'last-event-id': 'abc' },
    });
    expect(bad.status).toBe(400);
    const none = await fetch(`${base}/api/v1/notifications/stream`);
    expect(none.status).toBe(401);
  });

  it('sends a heartbeat comment, and ends when the session ends', async () => {
    const token = await t.login('tires');
    const stream = await openStream(base, token);
    await eventually(async () => stream.comments.includes('ping'), 5000);
    const out = await t.call({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(out.statusCode).toBe(204);
    const end = Date.now();
    await stream.ended;
    expect(Date.now() - end).toBeLessThan(HEARTBEAT_MS * 10);
  });

  it('holds at most a few streams per vendor: a new one closes the oldest', async () => {
    const streams = [];
    // Registered before the answer's first bytes leave, so each is counted once fetch resolves.
    for (let i = 0; i < 3; i += 1) streams.push(await openStream(base, tires));
    const fourth = await openStream(base, tires);
    await streams[0].ended;
    for (const s of streams.slice(1))
      expect(await Promise.race([s.ended.then(() => 'ended'), pause(300)])).toBe('open');
    for (const s of [...streams, fourth]) s.close();
  });

  it('ends its streams when the server closes, so stopping does not wait for them', async () => {
    const other = await buildApp({ db: t.db, logger: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const stream = await openStream(url, tires);
    expect(stream.res.status).toBe(200);
    const closed = other.close().then(() => 'closed');
    expect(await Promise.race([closed, pause(3000)])).toBe('closed');
    expect(await Promise.race([stream.ended.then(() => 'ended'), pause(1000)])).toBe('ended');
  });
});

describe('alerts a timed job raises', () => {
  it('notifyOnce writes low stock once per product since a time, and publishes it', async () => {
    const service = notificationService({ db: t.db, now: () => new Date(t.clock.now) });
    const since = new Date(t.clock.now.getTime() - 24 * 3600_000);
    const args = [
      tiresId,
      'low_stock',
      { productId: 42, name: 'Bridgestone Turanza', quantity: 2 },
      '/dashboard/product/42',
    ] as const;
    const first = await service.notifyOnce([...args], { productId: 42 }, since);
    expect(first).toMatchObject({ type: 'low_stock', params: { productId: 42, quantity: 2 } });
    expect(await service.notifyOnce([...args], { productId: 42 }, since)).toBeNull();
    expect(
      await service.notifyOnce(
        [args[0], args[1], { ...args[2], productId: 43 }, args[3]],
        { productId: 43 },
        since,
      ),
    ).not.toBeNull();
    // Another vendor's alert for the same product id is its own.
    expect(
      await service.notifyOnce([partsId, args[1], args[2], args[3]], { productId: 42 }, since),
    ).not.toBeNull();
    expect(
      await service.notifyOnce([...args], { productId: 42 }, new Date(t.clock.now.getTime() + 1000)),
    ).not.toBeNull();
  });

  it('the timed job raises low stock once a day per product and the licence warnings at 30, 7 and 1 days, once each', async () => {
    const now = () => new Date(t.clock.now);
    const sku = `ALERT-${Date.now()}`;
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ sku, quantity: 1 }),
    });
    const productId = made.json().id as number;
    await t.db.updateTable('products').set({ status: 'available' }).where('id', '=', productId).execute();
    const week = new Date(t.clock.now.getTime() + 7 * 24 * 3600_000);
    const expires = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(week);
    await sql`update vendors set profile = jsonb_set(profile, '{companyLicense,expiresAt}', to_jsonb(${expires}::text))
      where id = ${tiresId}`.execute(t.db);

    await raiseTimedAlerts(t.db, now);
    const mine = await t.db
      .selectFrom('notifications')
      .select(['type', 'params'])
      .where('vendor_id', '=', tiresId)
      .where('type', 'in', ['low_stock', 'licence_expiring'])
      .execute();
    expect(mine.filter((n) => (n.params as { productId?: number }).productId === productId)).toHaveLength(1);
    expect(mine.filter((n) => n.type === 'licence_expiring').map((n) => n.params)).toContainEqual({
      days: 7,
    });

    // Run again (another hour, another process): nothing new.
    const before = mine.length;
    await raiseTimedAlerts(t.db, now);
    const again = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('vendor_id', '=', tiresId)
      .where('type', 'in', ['low_stock', 'licence_expiring'])
      .execute();
    expect(again).toHaveLength(before);
    // The other vendor's products and licence are not the tires vendor's alerts.
    const theirs = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('vendor_id', '=', partsId)
      .where('type', '=', 'low_stock')
      .execute();
    expect(theirs.some((n) => (n.params as { productId?: number }).productId === productId)).toBe(false);
  });

  it('the timed job finds and writes every product running low in a fixed number of statements, and alerts one again after a day', async () => {
    // A check and an insert per product held the only PGlite connection for 11 s at 100,000 products.
    let statements = 0;
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => (statements++, node),
      transformResult: async ({ result }) => result,
    });
    const runAt = async (days: number) => {
      statements = 0;
      const at = new Date(t.clock.now.getTime() + days * 24 * 3600_000);
      return { raised: await raiseTimedAlerts(counted, () => at), statements };
    };
    const lowAlertsAt = async (days: number) =>
      (
        await t.db
          .selectFrom('notifications')
          .select('id')
          .where('type', '=', 'low_stock')
          .where('created_at', '=', new Date(t.clock.now.getTime() + days * 24 * 3600_000))
          .execute()
      ).length;

    const few = await runAt(100);
    expect(few.raised).toBeGreaterThan(0);
    await t.db
      .updateTable('products')
      .set({ status: 'available', quantity: 1 })
      .where('vendor_id', '=', partsId)
      .execute();
    const many = await runAt(200);
    expect(many.raised).toBeGreaterThanOrEqual(few.raised + 30);
    expect(await lowAlertsAt(200)).toBe(many.raised);
    expect(many.statements).toBe(few.statements);

    // An hour later nothing is new; 25 hours later every product still low is announced again.
    expect((await runAt(200 + 1 / 24)).raised).toBe(0);
    expect((await runAt(201 + 1 / 24)).raised).toBe(many.raised);
  });
});

describe('the messages, rendered from type and parameters in both languages', () => {
  it('writes each type in English and Arabic, labels, plurals and counts included', () => {
    const text = (n: Pick<Notification, 'type' | 'params'>) => [
      notificationText(n, 'en'),
      notificationText(n, 'ar'),
    ];
    expect(
      text({ type: 'product_rejected', params: { productId: 1, name: 'Turanza', reason: 'Blurry' } }),
    ).toEqual(['Product rejected: Turanza. Reason: Blurry', 'تم رفض المنتج: Turanza. السبب: Blurry']);
    expect(
      text({
        type: 'order_cancelled',
        params: { orderId: 1, orderNumber: 'MW-2026-000001', by: 'customer', reason: 'Late' },
      }),
    ).toEqual([
      'Order MW-2026-000001 was cancelled by the customer. Reason: Late',
      'أُلغي الطلب MW-2026-000001 من قِبل العميل. السبب: Late',
    ]);
    expect(
      notificationText(
        { type: 'order_overdue', params: { orderId: 1, orderNumber: 'X', deadline: 'deliver' } },
        'en',
      ),
    ).toBe('Order X is overdue: it was not delivered by its arrival date.');
    expect(notificationText({ type: 'licence_expiring', params: { days: 7 } }, 'ar')).toBe(
      'تنتهي رخصتك التجارية خلال 7 أيام. جدّدها لتواصل البيع.',
    );
    expect(notificationText({ type: 'licence_expiring', params: { days: 1 } }, 'en')).toBe(
      'Your company license expires in 1 day. Renew it to keep selling.',
    );
    expect(notificationText({ type: 'licence_expiring', params: { days: 30 } }, 'ar')).toBe(
      'تنتهي رخصتك التجارية خلال 30 يومًا. جدّدها لتواصل البيع.',
    );
    const imported = {
      type: 'import_finished',
      params: {
        importId: 'x',
        fileName: 'a.xlsx',
        status: 'done',
        counts: { created: 1200, updated: 2, unchanged: 0, failed: 3 },
      },
    } as const;
    expect(notificationText(imported, 'en', (n) => n.toLocaleString('en'))).toBe(
      'Import of a.xlsx finished: 1,200 new, 2 updated, 0 unchanged, 3 failed.',
    );
    expect(notificationText(imported, 'ar')).toBe(
      'اكتمل استيراد a.xlsx: 1200 جديد، 2 مُحدَّث، 0 بلا تغيير، 3 لم يُحفظ.',
    );
  });
});
