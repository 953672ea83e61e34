// How fast the API refuses bodies built to stall it, for `npm run bench -- refusals` (bench/lib/
// refusals.mjs runs this file with tsx, in its own process). The functional suite holds these only
// to a bound a stall crosses (tests/server/bounded-requests.test.ts); the figures live here, each
// against a valid tire's POST over the same connection and an idle client's request, in one run.
import { buildApp } from '../../server/app';
import { demoProducts } from '../../server/db/seed-data';
import { inTempDir, seededDatabase, sessionOf, vendorIdOf } from '../fresh-db';

const SAMPLES = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One of the demo tires, as a vendor would send it, under a SKU of its own. */
const demoTire = demoProducts('bt-vendor', 1).find((p) => p.resource === 'tires')!.data;
const tire = (sku: string) => ({ ...demoTire, sku });
const withExtra = (extra: string) => JSON.stringify(tire('BENCH-REFUSED')).replace(/}$/, `,${extra}}`);

/** The bodies of issue 10's probe, which took 5.4 to 14 s before they were refused unread. */
const BODIES: [string, number, string][] = [
  ['nested 200,000 levels deep', 400, withExtra(`"deep":${'['.repeat(200_000)}${']'.repeat(200_000)}`)],
  ['300,000 empty suitable cars', 413, withExtra(`"suitableCars":[${Array(300_000).fill('{}').join(',')}]`)],
  ['250,000 images', 413, withExtra(`"images":[${Array(250_000).fill('""').join(',')}]`)],
  ['150,000 wrong-typed items', 413, withExtra(`"suitableCars":[${Array(150_000).fill('1').join(',')}]`)],
  ['5,000 empty suitable cars', 422, withExtra(`"suitableCars":[${Array(5000).fill('{}').join(',')}]`)],
];

const main = async (dir: string) => {
  const db = await seededDatabase(dir);
  const token = await sessionOf(db, await vendorIdOf(db, 'tires@mawrid.example'));
  const app = await buildApp({ db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang: 'en' };
  const post = async (body: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/tires`, { method: 'POST', headers, body });
    await res.text();
    return { status: res.status, ms: performance.now() - t0 };
  };
  const other = async () => {
    const t0 = performance.now();
    await (await fetch(`${base}/api/v1/public-config`)).text();
    return performance.now() - t0;
  };
  /** Medians of `SAMPLES` sends of `body`, with another client's request started 5 ms into each. */
  const timed = async (body: () => string, status: number) => {
    const own: number[] = [];
    const beside: number[] = [];
    for (let i = 0; i < SAMPLES + 3; i++) {
      const besideIt = new Promise<number>((resolve) => setTimeout(() => resolve(other()), 5));
      const res = await post(body());
      if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}`);
      const ms = await besideIt;
      if (i < 3) continue;
      own.push(res.ms);
      beside.push(ms);
    }
    return { ms: round(median(own)), otherMs: round(median(beside)) };
  };
  try {
    let n = 0;
    const valid = await timed(() => JSON.stringify(tire(`BENCH-${process.pid}-${n++}`)), 201);
    const idle: number[] = [];
    for (let i = 0; i < SAMPLES; i++) idle.push(await other());
    const refusals = [];
    for (const [what, status, body] of BODIES)
      refusals.push({ what, status, bytes: body.length, ...(await timed(() => body, status)) });
    console.log(JSON.stringify({ samples: SAMPLES, valid, idleOtherMs: round(median(idle)), refusals }));
  } finally {
    await app.close();
    await db.destroy();
  }
};

await inTempDir('mawrid-bench-refusals-', main);
