import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newVendor } from './accounts';
import { contractOperations, exampleOf, type Operation, type Schema } from './contract-operations';
import { build, buildTire } from './helper';
import { walPosition } from './write-ahead';
import { fileUpload } from './file-upload';

// Issue 15, security.md row 17: vendor A tries every id-taking route of the contract on the
// products, orders, uploads, imports and notifications of vendor B (same vendor type) and vendor C
// (the other type). The routes come from openapi.json, so a new route with an id is tried too.

type MatrixOperation = Operation & {
  /** Takes `filter` in its query string (a react-admin list). */
  hasFilter: boolean;
  /** Takes a list of ids in its body (a bulk action). */
  bodyIds: boolean;
};

/** What this test needs to know of each operation of the contract. */
const withTargets = (op: Operation): MatrixOperation => {
  const ids = op.requestBody?.content?.['application/json']?.schema?.properties?.ids;
  return {
    ...op,
    hasFilter: (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'filter'),
    bodyIds: ids?.type === 'array' && ids.items?.type === 'integer',
  };
};

/**
 * A hash of every row the given vendors own, per table: each table with a vendor_id column (found
 * in the catalogue, so a new table is hashed too), the rows hanging off their orders and imports,
 * and the vendors' own rows.
 */
const tenantHashes = async (vendors: number[]) => {
  const ids = sql.join(vendors);
  const { rows: tables } = await sql<{ name: string; key: string }>`
    select table_name as name, column_name as key from information_schema.columns
    where table_schema = 'public' and column_name in ('vendor_id', 'order_id', 'import_id')
    order by 1`.execute(t.db);
  const hashes: Record<string, string> = {};
  const hash = async (name: string, where: ReturnType<typeof sql>) => {
    const { rows } = await sql<{ h: string }>`
      select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h
      from ${sql.table(name)} x where ${where}`.execute(t.db);
    hashes[name] = rows[0].h;
  };
  for (const { name, key } of tables) {
    if (key === 'vendor_id') await hash(name, sql`vendor_id in (${ids})`);
    else if (key === 'order_id' && !tables.some((x) => x.name === name && x.key === 'vendor_id'))
      await hash(name, sql`order_id in (select id from orders where vendor_id in (${ids}))`);
    else if (key === 'import_id')
      await hash(name, sql`import_id in (select id from imports where vendor_id in (${ids}))`);
  }
  await hash('vendors', sql`id in (${ids})`);
  return hashes;
};

const MODERATOR = 'moderator-token-for-the-tenant-matrix-0123456789';
const t = await build({ moderator: { token: MODERATOR } });
const a = { token: await t.login('tires'), email: 'tires@mawrid.example' };
const c = { token: await t.login('parts'), email: 'parts@mawrid.example' };
const b = await newVendor(t, { vendorType: 'bt-vendor', companyName: 'Second Tires' });

const vendorIdOf = async (email: string) =>
  (await t.db.selectFrom('vendors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const A_ID = await vendorIdOf(a.email);
const C_ID = await vendorIdOf(c.email);
const OTHERS = [b.id, C_ID];
const tokenOf = (vendorId: number) => ({ [A_ID]: a.token, [b.id]: b.token, [C_ID]: c.token })[vendorId];

const ok = async (promise: ReturnType<typeof t.call>, status = [200, 201]) => {
  const res = await promise;
  expect(status, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  return res.json();
};
const moderate = (url: string, payload: object) =>
  t.call({
    method: 'POST',
    url: `/api/v1/moderation${url}`,
    headers: { authorization: `Bearer ${MODERATOR}` },
    payload,
  });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const uploadDocument = (token: string) => {
  return ok(t.call({ ...fileUpload('document', PDF, 'licence.pdf'), token }));
};
const startImport = (token: string, resource: string) =>
  ok(
    t.call({
      method: 'POST',
      url: '/api/v1/imports',
      token,
      payload: { id: randomUUID(), resource, fileName: `${resource}.csv`, rows: 10 },
    }),
  );

/** The kind of row a path's first segment names (after /moderation); absent: not known to this test. */
const KIND_OF_SEGMENT: Record<string, Kind> = {
  products: 'product',
  tires: 'tire',
  batteries: 'battery',
  'car-parts': 'car-part',
  orders: 'order',
  imports: 'import',
  notifications: 'notification',
  // Images are public by design (product pictures); a document is its owner's only.
  uploads: 'document',
};
type Kind = 'product' | 'tire' | 'battery' | 'car-part' | 'order' | 'import' | 'notification' | 'document';

/** Reference data every vendor shares (server/reference): no vendor owns a row of it. */
const SHARED_LISTS = ['/tire-brands', '/battery-brands', '/car-brands', '/car-models', '/part-categories'];

const kindOf = (path: string) => KIND_OF_SEGMENT[path.split('/').filter((s) => s && s !== 'moderation')[0]];

/**
 * A few ids of each kind a vendor owns, one per state where states differ (an order the owner could
 * confirm, one it could ship, one it could deliver…), so that a refusal is the isolation's doing.
 */
const idsOf = async (vendorId: number, kind: Kind): Promise<string[]> => {
  const rows = async (query: ReturnType<typeof sql<{ id: string | number }>>) =>
    (await query.execute(t.db)).rows.map((r) => String(r.id));
  const type = { tire: 'tire', battery: 'battery', 'car-part': 'car-part' }[kind as string];
  switch (kind) {
    case 'product':
      return rows(sql`select distinct on (type, status) id from products where vendor_id = ${vendorId}
        order by type, status, id`);
    case 'tire':
    case 'battery':
    case 'car-part':
      return rows(sql`select distinct on (status) id from products where vendor_id = ${vendorId}
        and type = ${type} order by status, id`);
    case 'order':
      return rows(sql`select distinct on (status) id from orders where vendor_id = ${vendorId}
        order by status, id desc`);
    case 'import':
      return rows(sql`select id from imports where vendor_id = ${vendorId}`);
    case 'notification':
      return rows(sql`select id from notifications where vendor_id = ${vendorId}
        order by id desc limit 3`);
    case 'document':
      return rows(sql`select id from uploads where vendor_id = ${vendorId} and kind = 'document'`);
  }
};

const operations = (await contractOperations(t)).map(withTargets);
const isModerated = (op: Operation) => JSON.stringify(op.security ?? []).includes('moderator');
/** The path parameter naming the row; other parameters (a batch number) are given a valid value. */
const idParam = (path: string) => /\{(\w*[iI]d)\}/.exec(path)?.[1];

/** A request body the owner's own call would accept, so that only whose row it is can refuse it. */
const ownerBody = async (op: Operation, kind: Kind, id: string, owner: number): Promise<unknown> => {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return ['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined;
  if (schema['x-resource']) return ownerProduct(String(schema['x-resource']), id, owner, schema);
  if (op.path.endsWith('/batches/{n}')) {
    const { resource } = await t.db
      .selectFrom('imports')
      .select('resource')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const type = { tires: 'tire', batteries: 'battery', 'car-parts': 'car-part' }[resource] ?? resource;
    const [productId] = await idsOf(owner, type as Kind);
    const values = productId
      ? await ownerProduct(resource, productId, owner, putSchemaOf(resource))
      : buildTire();
    return { rows: [{ row: 2, values: { ...(values as object), sku: `TENANT-${randomUUID()}` } }] };
  }
  if (op.path.endsWith('/deliver') && kind === 'order') {
    const order = await t.db
      .selectFrom('orders')
      .select(['customer_phone', 'total_price'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const inbox = await ok(
      t.call({ method: 'GET', url: `/api/v1/dev/otp?phone=${order.customer_phone ?? ''}` }),
    );
    const code = (inbox.messages as { purpose: string; code: string }[]).find(
      (m) => m.purpose === 'handover',
    );
    return { code: code?.code ?? '123456', collectedAmount: Number(order.total_price) };
  }
  return exampleOf(schema);
};

const putSchemaOf = (resource: string) =>
  operations.find((o) => o.method === 'PUT' && o.path === `/${resource}/{id}`)?.requestBody?.content?.[
    'application/json'
  ]?.schema;

/** The owner's record of a product, as the body of its PUT: the fields that schema lists. */
const ownerProduct = async (resource: string, id: string, owner: number, schema?: Schema) => {
  const record = await ok(t.call({ method: 'GET', url: `/api/v1/${resource}/${id}`, token: tokenOf(owner) }));
  const fields = Object.keys(schema?.properties ?? record);
  return Object.fromEntries(Object.entries(record as object).filter(([k]) => fields.includes(k)));
};

// Vendor B starts empty: approved tires to order from, one left waiting for the moderators, orders
// in each state a vendor acts on, a document, an import; approvals and orders bring notifications.
for (let i = 0; i < 3; i++) {
  const tire = await ok(
    t.call({ method: 'POST', url: '/api/v1/tires', token: b.token, payload: buildTire() }),
  );
  if (i < 2) await ok(moderate(`/products/${tire.id}/approve`, {}));
}
const placeFor = async (email: string) => (await ok(moderate('/orders', { vendor: email }))).id as number;
const bOrders = [await placeFor(b.email), await placeFor(b.email), await placeFor(b.email)];
await ok(
  t.call({ method: 'POST', url: `/api/v1/orders/${bOrders[1]}/confirm`, token: b.token, payload: {} }),
);
await ok(
  t.call({ method: 'POST', url: `/api/v1/orders/${bOrders[2]}/confirm`, token: b.token, payload: {} }),
);
await ok(t.call({ method: 'POST', url: `/api/v1/orders/${bOrders[2]}/ship`, token: b.token, payload: {} }));
// A battery like one of A's, and kept waiting for the moderators.
const [aBattery] = await idsOf(A_ID, 'battery');
const battery = await ownerProduct('batteries', aBattery, A_ID, putSchemaOf('batteries'));
await ok(
  t.call({
    method: 'POST',
    url: '/api/v1/batteries',
    token: b.token,
    payload: { ...battery, sku: `B-${randomUUID()}` },
  }),
);
await uploadDocument(b.token);
await startImport(b.token, 'tires');
// Vendor C is seeded with products and orders; it gets fresh orders (and so notifications), a
// document whose bytes are stored, and an import. Vendor A gets rows of its own of each kind, so
// that a filter by id is seen to work at all.
await placeFor(c.email);
await placeFor(c.email);
await uploadDocument(c.token);
await startImport(c.token, 'car-parts');
await placeFor(a.email);
await startImport(a.token, 'tires');

type Attempt = {
  route: string;
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  op: MatrixOperation;
  /** The vendor whose row it names; none for a bulk action. */
  owner?: number;
};

/** A's requests on B's and C's rows, made in the second test and replayed by their owners in the last. */
const attempts: Attempt[] = [];

describe('tenant isolation across every id-taking route of the contract (security.md row 17)', () => {
  it('finds id-taking routes and lists in openapi.json, and knows what each one names', () => {
    const withId = operations.filter((o) => idParam(o.path));
    expect(withId.length).toBeGreaterThan(20);
    for (const op of withId) expect(kindOf(op.path), `${op.route}: which rows its id names`).toBeDefined();
    for (const op of operations.filter((o) => o.hasFilter && !SHARED_LISTS.includes(o.path)))
      expect(kindOf(op.path), `${op.route}: which rows it lists`).toBeDefined();
  });

  it('refuses A every read, change and action on B’s and C’s rows by id (404 or 403), leaving them unchanged', async () => {
    for (const op of operations.filter((o) => idParam(o.path))) {
      const kind = kindOf(op.path);
      let tried = 0;
      for (const owner of OTHERS) {
        for (const id of await idsOf(owner, kind)) {
          const url = `/api/v1${op.path}`
            .replace(`{${idParam(op.path)}}`, encodeURIComponent(id))
            .replace(/\{\w+\}/g, '1');
          const payload = await ownerBody(op, kind, id, owner);
          attempts.push({
            route: op.route,
            label: `${kind} ${id} of vendor ${owner}`,
            method: op.method,
            url,
            payload,
            op,
            owner,
          });
          tried++;
        }
      }
      // A route whose rows this test cannot find is a gap, not a pass.
      expect(tried, `${op.route}: no ${kind} of B or C to try it on`).toBeGreaterThan(0);
    }
    // Routes taking ids in the body (bulk actions): the other vendors' ids of that kind.
    for (const op of operations.filter((o) => o.bodyIds)) {
      const ids = (await Promise.all(OTHERS.map((v) => idsOf(v, kindOf(op.path))))).flat().map(Number);
      expect(ids.length, `${op.route}: no ids to send`).toBeGreaterThan(0);
      attempts.push({
        route: op.route,
        label: `ids ${ids.join(',')}`,
        method: op.method,
        url: `/api/v1${op.path}`,
        payload: { ids },
        op,
      });
    }

    const before = await tenantHashes(OTHERS);
    const problems: string[] = [];
    const routes = new Set<string>();
    const answers: Record<number, number> = {};
    let rehashed = 0;
    for (const attempt of attempts) {
      routes.add(attempt.route);
      const wal = await walPosition(t.db);
      const res = await t.call({
        method: attempt.method as 'GET',
        url: attempt.url,
        token: a.token,
        payload: attempt.payload as object,
      });
      answers[res.statusCode] = (answers[res.statusCode] ?? 0) + 1;
      const what = `${attempt.route} on ${attempt.label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      if (isModerated(attempt.op)) {
        // The moderators' routes take the moderators' token only: a vendor's session is no token there.
        if (res.statusCode !== 401) problems.push(what);
      } else if (attempt.op.bodyIds) {
        // A bulk action answers what it did: nothing, for ids that are not A's.
        const done = res.statusCode === 200 ? (res.json() as Record<string, unknown[]>) : undefined;
        if (done ? done.confirmed?.length !== 0 : ![403, 404].includes(res.statusCode)) problems.push(what);
      } else if (![403, 404].includes(res.statusCode)) problems.push(what);
      // Nothing written, nothing changed: the rows are hashed again only after a request that wrote.
      if ((await walPosition(t.db)) === wal) continue;
      rehashed++;
      const after = await tenantHashes(OTHERS);
      for (const table of Object.keys(before))
        if (after[table] !== before[table]) problems.push(`${what}\n  changed ${table}`);
      Object.assign(before, after);
    }
    console.log(
      `tenant matrix: ${attempts.length} attempts on ${routes.size} id-taking routes, ${rehashed} of which wrote; answers ${JSON.stringify(answers)}`,
    );
    expect(problems).toEqual([]);
    expect(attempts.length).toBeGreaterThan(60);
  });

  it('answers a list filtered by B’s and C’s ids with none of their rows, and A’s own id with A’s row only', async () => {
    const lists = operations.filter(
      (o) => o.method === 'GET' && o.hasFilter && !SHARED_LISTS.includes(o.path),
    );
    expect(lists.length).toBeGreaterThan(5);
    const before = await tenantHashes(OTHERS);
    const problems: string[] = [];
    for (const op of lists) {
      const kind = kindOf(op.path);
      const theirs = (await Promise.all(OTHERS.map((v) => idsOf(v, kind)))).flat();
      const mine = (await idsOf(A_ID, kind)).slice(0, 1);
      expect(theirs.length, `${op.route}: no ${kind} of B or C to filter by`).toBeGreaterThan(0);
      const filter = JSON.stringify({
        id: [...theirs, ...mine].map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
      });
      const res = await t.call({
        method: 'GET',
        url: `/api/v1${op.path}?filter=${encodeURIComponent(filter)}`,
        token: a.token,
      });
      const what = `${op.route} filter=${filter}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      if (res.statusCode === 403) continue;
      if (res.statusCode !== 200) {
        problems.push(what);
        continue;
      }
      const got = (res.json() as { id: string | number }[]).map((r) => String(r.id));
      if (got.some((id) => theirs.includes(id))) problems.push(`${what}\n  shows another vendor's row`);
      if (got.join() !== mine.join())
        problems.push(`${what}\n  expected exactly A's ${mine.join() || 'nothing'}`);
      const total = /\/(\d+)$/.exec(String(res.headers['content-range']))?.[1];
      if (total !== undefined && Number(total) !== mine.length) problems.push(`${what}\n  counts ${total}`);
    }
    expect(problems).toEqual([]);
    expect(await tenantHashes(OTHERS)).toEqual(before);
  });

  it('tells A none of B’s SKUs are known to an import (POST /imports/known-skus)', async () => {
    const skus = (
      await t.db.selectFrom('products').select('sku').where('vendor_id', '=', b.id).execute()
    ).map((p) => p.sku);
    expect(skus.length).toBeGreaterThan(0);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/imports/known-skus',
      token: a.token,
      payload: { resource: 'tires', skus },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().known).toEqual([]);
  });

  it('lets each row’s owner make the same requests: A was refused for whose rows they are', async () => {
    // The moderators on their routes. Last, as the owners' requests change and delete their rows.
    const accepted = new Set<string>();
    for (const { route, method, url, payload, op, owner } of attempts) {
      if (owner === undefined || accepted.has(route)) continue;
      const res = await t.call({
        method: method as 'GET',
        url,
        payload: payload as object,
        ...(isModerated(op)
          ? { headers: { authorization: `Bearer ${MODERATOR}` } }
          : { token: tokenOf(owner) }),
      });
      if (res.statusCode < 300) accepted.add(route);
    }
    const perRow = [...new Set(attempts.filter((x) => x.owner !== undefined).map((x) => x.route))];
    expect(perRow.filter((route) => !accepted.has(route))).toEqual([]);
  });
});
