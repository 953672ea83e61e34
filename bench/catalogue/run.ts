// Product lists at 100,000 products, for `npm run bench` (bench/lib/catalogue.mjs runs this file
// with tsx). Seeds a fresh file-backed PGlite, measures the real app in process and over HTTP
// against a bare route, and prints one JSON line with the figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Kysely, type CompiledQuery } from 'kysely';
import { buildApp } from '../../server/app';
import { createSessionStore } from '../../server/accounts/sessions';
import { migrateToLatest } from '../../server/db/migrations';
import { analyzeStale, openDatabase, pgliteOptions } from '../../server/db/open';
import { raiseTimedAlerts } from '../../server/notifications/alerts';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import { productStore, type ListQuery } from '../../server/products/store';
import type { Database } from '../../server/db/tables';
import { inTempDir } from '../fresh-db';
import { bareApp, firstPage } from './bare';
import { seedCatalogue } from './seed';

const SIZE = { total: 100_000, big: 50_000, vendors: 40 };
const SAMPLES = 200;
const WARMUP = 20;
// A tire line: about 1% of the big vendor's products, a page and a bit more.
const SEARCH = 'pilot sport';
const LOAD = { concurrency: 4, ms: 3000, rounds: 3 };

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Median and 95th percentile of `SAMPLES` sequential runs, after a warm-up. */
const sample = async (fn: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    median: round(times[Math.floor(times.length / 2)]),
    p95: round(times[Math.ceil(times.length * 0.95) - 1]),
  };
};

/** Times one API call, after checking once that it answers the expected total. */
const endpoint = async (app: FastifyInstance, url: string, token: string, total: RegExp) => {
  const call = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const res = await call();
  const range = String(res.headers['content-range']);
  if (res.statusCode !== 200 || !total.test(range))
    throw new Error(`GET ${url}: HTTP ${res.statusCode}, Content-Range ${range}: ${res.body.slice(0, 300)}`);
  return { ...(await sample(call)), contentRange: range };
};

/** The statements the product store's list sends for `query`, to time them without Kysely or the app. */
const statementsOf = async (pglite: PGlite, query: ListQuery) => {
  const seen: CompiledQuery[] = [];
  const spy = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    log: (event) => void seen.push(event.query),
  });
  await productStore(spy).list(query);
  // Not destroyed: that would close the shared PGlite.
  return seen.map((q) => ({ sql: q.sql, parameters: [...q.parameters] }));
};

const rawSql = async (pglite: PGlite, query: ListQuery) => {
  const statements = await statementsOf(pglite, query);
  const times = await sample(async () => {
    for (const s of statements) await pglite.query(s.sql, s.parameters);
  });
  return { ...times, statements: statements.length };
};

const loadRound = (url: string, headers: Record<string, string>, ms: number) =>
  new Promise<{ requests: number; errors: number; ms: number }>((resolve, reject) => {
    const script = path.resolve(import.meta.dirname, '../lib/load.mjs');
    const args = JSON.stringify({ url, headers, concurrency: LOAD.concurrency, ms });
    const child = spawn(process.execPath, [script, args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!))
        : reject(new Error(`load.mjs exited ${code}`)),
    );
  });

/** Requests per second of both, in alternating rounds so that machine noise hits both alike. */
const throughput = async (ours: string, bare: string, token: string) => {
  const auth = { authorization: `Bearer ${token}` };
  await loadRound(ours, auth, 1000);
  await loadRound(bare, {}, 1000);
  const sum = { ours: { requests: 0, errors: 0, ms: 0 }, bare: { requests: 0, errors: 0, ms: 0 } };
  for (let i = 0; i < LOAD.rounds; i++) {
    for (const [name, url, headers] of [
      ['ours', ours, auth],
      ['bare', bare, {}],
    ] as const) {
      const r = await loadRound(url, headers, LOAD.ms);
      sum[name].requests += r.requests;
      sum[name].errors += r.errors;
      sum[name].ms += r.ms;
    }
  }
  const rps = (s: typeof sum.ours) => Math.round((s.requests * 1000) / s.ms);
  return { ours: rps(sum.ours), bare: rps(sum.bare), errors: sum.ours.errors + sum.bare.errors, ...LOAD };
};

const main = async (dir: string) => {
  const pglite = await PGlite.create(pgliteOptions({ dataDir: dir }));
  const db = await openDatabase({ pglite });
  await migrateToLatest(db as never);
  let t0 = performance.now();
  const [big] = await seedCatalogue(db, SIZE);
  const seedMs = Math.round(performance.now() - t0);
  // What the server's own statistics upkeep does within a minute of such an import.
  t0 = performance.now();
  await analyzeStale(db);
  const analyzeMs = Math.round(performance.now() - t0);
  // The timed alerts hold PGlite's only connection, so every vendor's requests wait while they run:
  // first with every product running low to announce (a first run after such an import), then an
  // hour later with nothing new (every other hour).
  const alertsAt = async (hours: number) => {
    const start = performance.now();
    const raised = await raiseTimedAlerts(db, () => new Date(Date.now() + hours * 3_600_000));
    return { raised, ms: Math.round(performance.now() - start) };
  };
  const alerts = { first: await alertsAt(0), again: await alertsAt(1) };
  const token = await createSessionStore(db, () => new Date()).create(big);
  const app = await buildApp({ db });
  const bare = bareApp(db, big);
  // A server takes requests once it is ready and its start-up checks are behind it.
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    const filter = encodeURIComponent(JSON.stringify({ q: SEARCH }));
    const list = await endpoint(app, '/api/v1/products?range=[0,24]', token, /\/50000$/);
    // The same page from a route with nothing of ours around the store call: what inject and
    // Fastify alone add to the SQL, the floor of the app's ratio.
    const bareList = await endpoint(bare, '/products', token, /\/50000$/);
    const tires = await endpoint(app, '/api/v1/tires?range=[0,24]', token, /\/\d+$/);
    const search = await endpoint(app, `/api/v1/products?range=[0,24]&filter=${filter}`, token, /\/\d+$/);
    const byPrice = await endpoint(app, '/api/v1/tires?range=[0,24]&sort=["price","ASC"]', token, /\/\d+$/);

    const raw = await rawSql(pglite, firstPage(big));
    const rawSearch = await rawSql(pglite, { ...firstPage(big), filter: { q: SEARCH, fields: {} } });
    const naiveCount = await sample(() =>
      pglite.query('select count(*) from products where vendor_id = $1', [big]),
    );

    t0 = performance.now();
    const urls = await Promise.all(
      [app, bare].map((a) =>
        a.listen({ port: 0, host: '127.0.0.1' }).then((base) => `${base}/api/v1/products?range=[0,24]`),
      ),
    );
    const rps = await throughput(urls[0], urls[1].replace('/api/v1', ''), token);
    console.log(
      JSON.stringify({
        size: SIZE,
        seedMs,
        analyzeMs,
        alerts,
        samples: SAMPLES,
        list,
        bareList,
        tires,
        search: { q: SEARCH, ...search },
        byPrice,
        raw,
        rawSearch,
        naiveCount,
        rps: { ...rps, loadMs: Math.round(performance.now() - t0) },
      }),
    );
  } finally {
    await app.close();
    await bare.close();
    await db.destroy();
  }
};

await inTempDir('mawrid-bench-catalogue-', main);
