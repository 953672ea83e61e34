// Mawrid load test: `npm run load` (`node bench/load.mjs`), see bench/README.md "Load".
//
// Drives the real server (server/server.ts, the API only) over HTTP with many signed-in vendors
// mixing lists, searches, creates, updates, order actions and spreadsheet imports, first in an open
// loop (each vendor starts one action a second, whatever the answers do), then in a closed loop (each
// vendor starts its next action as soon as the last one is answered: the saturation throughput).
// Once on embedded PGlite (one process), once on PostgreSQL with two processes. Prints a table per
// phase (count, errors, p50/p95/p99 per kind), the throughput and the server's peak RSS, then one
// JSON line with everything.
//
// Options: --duration=60 (seconds per phase) --vendors=50 --products=100000 --orders=60 (pending
// orders per vendor) --only=pglite|postgres.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { freePort, run, start, stop, stopAll } from './lib/proc.mjs';
import { recorder, serverProcesses, watchRss } from './load/measure.mjs';
import { loadDatabase } from './load/postgres.mjs';
import { closeConnections, MIX, signIn, virtualVendor } from './load/vendor.mjs';

const option = (name, fallback) => {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};
const DURATION_S = Number(option('duration', 60));
const VENDORS = Number(option('vendors', 50));
const PRODUCTS = Number(option('products', 100_000));
const ORDERS = Number(option('orders', 60));
const ONLY = option('only', '');
const PASSWORD = 'Load#Vendor2026';
const AIM = { listP95Ms: 100, rssMb: 400 };
const SIGN_IN_AT_ONCE = 4;
if (
  ![DURATION_S, VENDORS, PRODUCTS, ORDERS].every((n) => Number.isInteger(n) && n > 0) ||
  PRODUCTS < VENDORS * 100
)
  throw new Error(
    '--duration, --vendors, --products and --orders are positive whole numbers; 100 products a vendor at least',
  );
if (ONLY && !['pglite', 'postgres'].includes(ONLY)) throw new Error('--only is pglite or postgres');

const closers = [];
const cleanup = async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  closeConnections();
  await stopAll();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n) => (n == null ? 'n/a' : String(n));

/** Answers every SMS the server posts (production needs a provider; shipping texts a code). */
const smsSink = async () => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}/sms`;
};

const seed = async (target) => {
  const output = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/load/seed.ts',
      JSON.stringify({
        ...target,
        vendors: VENDORS,
        products: PRODUCTS,
        ordersPerVendor: ORDERS,
        password: PASSWORD,
      }),
    ],
    { cwd: ROOT, label: 'seeding' },
  );
  return JSON.parse(output.trim().split('\n').at(-1));
};

/**
 * The real server, production settings, on a free port. Every vendor signs in from 127.0.0.1, and
 * each attempt counts against the address until it succeeds: the per-address limit is raised
 * through its documented variable, LOGIN_PER_ADDRESS.
 */
const startServer = async ({ dataDir, env, sms }) => {
  const port = await freePort();
  const proc = start(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    label: 'our server',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dashboard'),
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      SMS_URL: sms,
      LOGIN_PER_ADDRESS: String(VENDORS * 10),
      ...env,
    },
  });
  closers.push(() => stop(proc, 10_000));
  const deadline = Date.now() + 120_000;
  while (!proc.output.includes('Mawrid is running')) {
    if (proc.exited) throw new Error(`the server exited before it ran:\n${proc.output.slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`the server did not start within 120 s:\n${proc.output.slice(-3000)}`);
    await sleep(100);
  }
  return { url: `http://127.0.0.1:${port}`, proc, group: proc.child.pid };
};

/** Signs every vendor in, a few at a time (each is a 128 MiB password hash on the server). */
const signInAll = async (vendors, baseFor) => {
  const tokens = new Array(vendors.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_AT_ONCE }, async () => {
      while (next < vendors.length) {
        const i = next++;
        tokens[i] = await signIn(baseFor(i), vendors[i], PASSWORD);
      }
    }),
  );
  return tokens;
};

/**
 * One phase: `open` starts one action per vendor per second on a fixed schedule (spread over the
 * second), never waiting for answers; `closed` starts each vendor's next action when its last is done.
 */
const phase = async (mode, actors, groups) => {
  const rec = recorder();
  for (const a of actors) a.record = rec.record;
  const rss = watchRss(groups);
  const started = performance.now();
  const end = started + DURATION_S * 1000;
  let lateMs = 0;
  await Promise.all(
    actors.map(async (actor, v) => {
      if (mode === 'closed') {
        while (performance.now() < end) await actor.act();
        return;
      }
      const inFlight = new Set();
      for (let k = 0; ; k++) {
        const at = started + (v * 1000) / actors.length + k * 1000;
        if (at >= end) break;
        await sleep(at - performance.now());
        lateMs = Math.max(lateMs, performance.now() - at);
        const p = actor.act().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...rec.summary(seconds), rss: rss.stop(), clientLateMs: Math.round(lateMs) };
};

const print = (title, result) => {
  console.log(`\n  -- ${title} --`);
  console.log(
    `  ${'kind'.padEnd(26)}${['count', 'errors', 'p50', 'p95', 'p99', 'max (ms)'].map((h) => h.padStart(9)).join('')}`,
  );
  const row = (name, r) =>
    console.log(
      `  ${name.padEnd(26)}${[r.count, r.errors, r.p50, r.p95, r.p99, r.max].map((v) => fmt(v).padStart(9)).join('')}`,
    );
  for (const r of result.kinds.sort((a, b) => a.kind.localeCompare(b.kind))) row(r.kind, r);
  row('all', { count: result.requests, errors: result.errors, ...result.all });
  const list = result.kinds.find((k) => k.kind === 'list');
  console.log(
    `  throughput ${result.rps} requests/s over ${result.seconds} s; errors ${result.errors}; ` +
      `server peak RSS ${result.rss.peakSumMb} MB (largest process ${result.rss.peakOneMb} MB)`,
  );
  console.log(
    `  list p95 ${fmt(list?.p95)} ms (aim < ${AIM.listP95Ms} ms: ${list && list.p95 < AIM.listP95Ms ? 'met' : 'NOT met'}); ` +
      `RSS per process aim < ${AIM.rssMb} MB: ${result.rss.peakOneMb < AIM.rssMb ? 'met' : 'NOT met'}` +
      (result.clientLateMs ? `; the load process started actions up to ${result.clientLateMs} ms late` : ''),
  );
  for (const s of result.errorSamples) console.log(`  error: ${s}`);
};

/** Seeds, starts, signs in, runs both phases and stops, for one database. */
const runTarget = async (name) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-load-data-'));
  closers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const sms = await smsSink();
  let database = null;
  if (name === 'postgres') {
    database = await loadDatabase();
    if (!database) return { name, skipped: 'no PostgreSQL: set LOAD_DATABASE_URL, or install PostgreSQL' };
    closers.push(database.close);
  }
  console.log(`\n== ${name === 'pglite' ? 'PGlite' : `PostgreSQL (${database.label})`} ==`);
  const t0 = performance.now();
  const seeded = await seed(database ? { databaseUrl: database.url } : { dataDir });
  console.log(
    `  seeded ${seeded.products.toLocaleString('en')} products, ${seeded.vendors.length} vendors, ` +
      `${seeded.vendors.reduce((n, v) => n + v.orders.length, 0)} pending orders in ${Math.round(seeded.seconds)} s`,
  );

  const servers = [];
  let processes;
  if (!database) {
    servers.push(await startServer({ dataDir, sms, env: {} }));
    processes = 'one process';
  } else {
    const clustered = await startServer({ dataDir, sms, env: { DATABASE_URL: database.url, WORKERS: '2' } });
    // A cluster is its primary and two workers in the server's process group.
    if (serverProcesses([clustered.group]).length >= 3) {
      servers.push(clustered);
      processes = 'WORKERS=2 (Node cluster: a primary and two workers on one port)';
    } else {
      await stop(clustered.proc, 10_000);
      for (let i = 0; i < 2; i++)
        servers.push(await startServer({ dataDir, sms, env: { DATABASE_URL: database.url } }));
      processes = 'two server processes on two ports (WORKERS not honoured), vendors split between them';
    }
  }
  const groups = servers.map((s) => s.group);
  const baseFor = (i) => servers[i % servers.length].url;
  console.log(`  server: ${processes}`);

  const rssNow = () => Math.round(serverProcesses(groups).reduce((n, p) => n + p.rssMb, 0));
  const started = rssNow();
  const signingIn = watchRss(groups);
  const tokens = await signInAll(seeded.vendors, baseFor);
  const signInPeak = signingIn.stop();
  const atRest = rssNow();
  console.log(
    `  server RSS once started ${started} MB; ${tokens.length} vendors signed in over HTTP ` +
      `(a 128 MiB password hash each, peak ${signInPeak.peakSumMb} MB, largest process ` +
      `${signInPeak.peakOneMb} MB); RSS then ${atRest} MB`,
  );

  const warm = recorder();
  const actors = await Promise.all(
    seeded.vendors.map((vendor, i) =>
      virtualVendor({ base: baseFor(i), token: tokens[i], vendor, record: warm.record }),
    ),
  );
  for (const actor of actors) actor.record = warm.record;
  // Warm-up, not counted: a few actions each, so the first measured requests do not pay for compiling.
  await Promise.all(
    actors.map(async (a) => {
      for (let i = 0; i < 3; i++) await a.act();
    }),
  );
  const warmErrors = warm.summary(1).errors;
  if (warmErrors) console.log(`  warm-up: ${warmErrors} errors: ${warm.summary(1).errorSamples.join(' | ')}`);

  const open = await phase('open', actors, groups);
  print(`open loop: ${VENDORS} vendors, one action a second each, ${DURATION_S} s`, open);
  const closed = await phase('closed', actors, groups);
  print(`closed loop: ${VENDORS} vendors, no pauses, ${DURATION_S} s (saturation)`, closed);
  const ordersLeft = actors.reduce((n, a) => n + a.ordersLeft(), 0);
  console.log(
    `  orders still movable at the end: ${ordersLeft}; whole run ${Math.round((performance.now() - t0) / 1000)} s`,
  );

  for (const s of servers) await stop(s.proc, 10_000);
  return {
    name,
    processes,
    products: seeded.products,
    vendors: VENDORS,
    rssStartedMb: started,
    rssSignInPeak: signInPeak,
    rssAfterSignInMb: atRest,
    open,
    closed,
  };
};

const summary = { ok: true, durationS: DURATION_S, mix: Object.fromEntries(MIX), results: [], errors: [] };
console.log(
  `Mawrid load test: ${VENDORS} vendors, ${PRODUCTS.toLocaleString('en')} products, ${DURATION_S} s per phase; ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(
  `  mix per action (%): ${MIX.map(([k, w]) => `${k} ${w}`).join(', ')} (an import is start, one batch, finish)`,
);
for (const name of ['pglite', 'postgres']) {
  if (ONLY && ONLY !== name) continue;
  try {
    summary.results.push(await runTarget(name));
  } catch (error) {
    summary.ok = false;
    summary.errors.push({ target: name, error: String(error?.stack ?? error).slice(0, 3000) });
    console.error(`  FAILED ${name}: ${error?.stack ?? error}`);
  }
  await cleanup();
}
console.log(
  `\n  load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(JSON.stringify(summary));
process.exit(summary.ok ? 0 : 1);
