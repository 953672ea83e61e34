// One signed-in vendor of the load test: what it does, one action at a time, over keep-alive HTTP.
import crypto from 'node:crypto';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const TIMEOUT_MS = 30_000;

/** One request; resolves { status, body, ms } (status 0 when the connection failed or timed out). */
export const request = (base, method, path, { token, body } = {}) =>
  new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const done = (status, text) => resolve({ status, body: text, ms: performance.now() - started });
    const req = http.request(
      `${base}/api/v1${path}`,
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          lang: 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done(res.statusCode, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (e) => done(0, String(e)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (e) => done(0, String(e)));
    req.end(payload);
  });

export const closeConnections = () => agent.destroy();

/** The kinds of action a vendor picks from, with their weights (out of 100). */
export const MIX = [
  ['list', 35],
  ['search', 20],
  ['create', 10],
  ['update', 15],
  ['order', 15],
  ['import', 5],
];
const pick = () => {
  let n = Math.random() * 100;
  for (const [kind, weight] of MIX) if ((n -= weight) < 0) return kind;
  return MIX[0][0];
};

const RESOURCE = { 'bt-vendor': 'tires', 'cp-vendor': 'car-parts' };
const IMPORT_ROWS = 50;
const q = (value) => encodeURIComponent(JSON.stringify(value));
const random = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * A signed-in vendor (`token`, on `base`), with its products' first page as templates and the
 * pending orders the seed placed for it. `actor.record(kind, response)` is told of every request.
 */
export const virtualVendor = async ({ base, token, vendor, record }) => {
  const resource = RESOURCE[vendor.vendorType];
  const first = await request(base, 'GET', `/${resource}?range=[0,99]&sort=${q(['id', 'DESC'])}`, { token });
  if (first.status !== 200)
    throw new Error(`GET /${resource}: HTTP ${first.status} ${first.body.slice(0, 200)}`);
  const products = JSON.parse(first.body);
  if (!products.length) throw new Error(`${vendor.email} has no products`);
  const words = [
    ...new Set(products.flatMap((p) => p.name.split(/[\s/,()-]+/).filter((w) => /^\p{L}{4,}$/u.test(w)))),
  ];
  // An order is in one action at a time: taken from the queue, put back at its end if it can move on.
  const orders = vendor.orders.map((id) => ({ id, status: 'pending', failedAttempts: 0 }));
  let made = 0;
  const sku = () => `LOAD-${vendor.id}-${++made}-${crypto.randomBytes(3).toString('hex')}`;

  const call = async (kind, method, path, body) => {
    const res = await request(base, method, path, { token, body });
    actor.record(kind, res);
    return res;
  };

  const actions = {
    list: () => {
      // One of the first four pages of 25, newest first, with the total (Content-Range).
      const from = 25 * Math.floor(Math.random() * 4);
      return call('list', 'GET', `/${resource}?range=[${from},${from + 24}]&sort=${q(['id', 'DESC'])}`);
    },
    search: () =>
      call(
        'search',
        'GET',
        `/products?filter=${q({ q: random(words) })}&range=[0,24]&sort=${q(['id', 'DESC'])}`,
      ),
    create: async () => {
      const res = await call('create', 'POST', `/${resource}`, { ...random(products), sku: sku() });
      if (res.status === 201) products.push(JSON.parse(res.body));
    },
    update: async () => {
      const product = random(products);
      const quantity = product.quantity >= 900 ? 1 : product.quantity + 1;
      const res = await call('update', 'PUT', `/${resource}/${product.id}`, { ...product, quantity });
      if (res.status === 200) Object.assign(product, JSON.parse(res.body));
    },
    order: async () => {
      const order = orders.shift();
      if (!order) return call('order (none left: list)', 'GET', '/orders?range=[0,24]');
      const action =
        order.status === 'pending' ? 'confirm' : order.status === 'confirmed' ? 'ship' : 'attempt-failed';
      const body = action === 'attempt-failed' ? { reason: 'Nobody at the address.' } : undefined;
      const res = await call('order', 'POST', `/orders/${order.id}/${action}`, body);
      if (res.status !== 200) return;
      const { status, failedAttempts } = JSON.parse(res.body);
      // The third failed attempt cancels the order: it leaves the queue.
      if (status !== 'cancelled') orders.push({ id: order.id, status, failedAttempts });
    },
    import: async () => {
      const id = crypto.randomUUID();
      const start = await call('import start', 'POST', '/imports', {
        id,
        resource,
        fileName: 'load.xlsx',
        rows: IMPORT_ROWS,
      });
      if (start.status !== 201) return;
      // Four in five rows are new products, the others change the stock of as many different ones.
      const existing = [...products].sort(() => Math.random() - 0.5);
      const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
        const values =
          i % 5 === 4
            ? {
                ...existing[i % existing.length],
                quantity: (existing[i % existing.length].quantity % 900) + 1,
              }
            : { ...random(products), sku: sku() };
        return { row: i + 2, values };
      });
      const batch = await call(`import batch (${IMPORT_ROWS} rows)`, 'POST', `/imports/${id}/batches/1`, {
        rows,
      });
      await call('import finish', 'POST', `/imports/${id}/finish`, {
        status: batch.status === 200 ? 'done' : 'cancelled',
      });
    },
  };

  const actor = {
    /** Where requests are told of; a phase sets its own. */
    record,
    act: () => actions[pick()](),
    ordersLeft: () => orders.length,
  };
  return actor;
};

/** Signs a vendor in; waits and tries again while the password-hashing pool is full (503). */
export const signIn = async (base, vendor, password) => {
  for (let attempt = 0; ; attempt++) {
    const res = await request(base, 'POST', '/auth/login', {
      body: { identifier: vendor.email, password, vendorType: vendor.vendorType },
    });
    if (res.status === 200) return JSON.parse(res.body).token;
    if (res.status !== 503 || attempt > 60)
      throw new Error(`sign-in of ${vendor.email}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
};
