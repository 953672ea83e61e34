// The home summary at 100,000 orders for one vendor, for `npm run bench` (bench/lib/home.mjs runs
// this file with tsx, in its own process). Seeds a fresh file-backed PGlite with the demo data and
// 100,000 more orders for the tires vendor, then times GET /api/v1/home/summary (fastify.inject)
// against a naive `count(*) … group by day` over the same rows, and prints one JSON line.
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { inTempDir, seededDatabase, sessionOf, vendorIdOf } from '../fresh-db';

const ORDERS = 100_000;
const SAMPLES = 30;
const DAY = 86_400_000;
const STATUSES = ['pending', 'confirmed', 'on_the_way', 'delivered', 'delivered', 'delivered', 'cancelled'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sample = async (fn: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return Math.round(median(times) * 100) / 100;
};

const main = async (dir: string) => {
  const db = await seededDatabase(dir);
  const vendor = { id: await vendorIdOf(db, 'tires@mawrid.example') };
  const now = Date.now();
  const t0 = performance.now();
  for (let start = 0; start < ORDERS; start += 5000) {
    const rows = Array.from({ length: 5000 }, (_, k) => {
      const i = start + k;
      const placed = new Date(now - (i % 365) * DAY - (i % 24) * 3_600_000);
      const status = STATUSES[i % STATUSES.length];
      return {
        vendor_id: vendor.id,
        order_number: `MW-BENCH-${String(i).padStart(7, '0')}`,
        status,
        payment_type: 'card',
        total_price: 500 + (i % 50) * 100,
        order_date: placed,
        arrival_date: new Date(placed.getTime() + 3 * DAY),
        customer_name: 'Bench Customer',
        customer_phone: '01000000000',
        details: JSON.stringify({ items: [] }),
        confirm_by: new Date(placed.getTime() + DAY),
        delivered_at: status === 'delivered' ? new Date(placed.getTime() + 2 * DAY) : null,
        updated_at: placed,
      };
    });
    await db.insertInto('orders').values(rows).execute();
  }
  const seedMs = Math.round(performance.now() - t0);
  await sql`analyze orders`.execute(db);
  const token = await sessionOf(db, vendor.id);
  const app = await buildApp({ db });
  try {
    const call = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/home/summary${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const check = await call('');
    if (check.statusCode !== 200)
      throw new Error(`summary: HTTP ${check.statusCode} ${check.body.slice(0, 300)}`);
    const summary30 = await sample(() => call(''));
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    const summary365 = await sample(() => call(`?from=${from}&to=${to}`));
    const naive = await sample(() =>
      sql`select (order_date at time zone 'Africa/Cairo')::date as day, count(*)
          from orders where vendor_id = ${vendor.id} group by 1`.execute(db),
    );
    console.log(JSON.stringify({ orders: ORDERS, seedMs, samples: SAMPLES, summary30, summary365, naive }));
  } finally {
    await app.close();
    await db.destroy();
  }
};

await inTempDir('mawrid-bench-home-', main);
