import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { loginRequest } from './login-request';
import { startServerProcess, type ServerProcess } from './server-process';

// Issue 10, item 6 (security.md row 35): 32 concurrent sign-ins used to push the server from 481 MB
// to 1 GB, 24 of them took over 30 s, and SIGTERM then needed 18.8 s. Password hashing now runs in a
// bounded pool whose queue answers 503 with Retry-After when full. This runs the real server
// process, because memory and signals are properties of the process.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-storm-'));
let server: ChildProcess;
let running: ServerProcess;
let base = '';
let resting = Infinity;

const rssMb = () => running.rssMb();

const start = async () => {
  running = await startServerProcess(dataDir, {
    // The storm comes through one trusted local proxy, as 32 different clients.
    TRUST_PROXY: 'loopback',
    // The storm is of real hashes: 128 MiB and half a second each, as in service.
    PASSWORD_HASH_COST: 'production',
  });
  server = running.child;
  base = running.base;
};

const account = DEMO_ACCOUNTS[0];
const { method, url, payload } = loginRequest(account.email, account.password);
const signIn = (i: number) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', 'x-forwarded-for': `198.51.100.${i}` },
    body: JSON.stringify(payload),
  }).then(async (res) => ({
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.json(),
  }));

// A server that has answered a sign-in before, as one in service has: the first one pays for
// compiling its queries, which is not what this measures.
beforeAll(async () => {
  await start();
  expect((await signIn(0)).status).toBe(200);
  // The resting size: V8 frees what seeding left when it likes, so this is the smallest of a
  // second's samples. The storm is measured against it.
  for (let i = 0; i < 8; i++) {
    resting = Math.min(resting, rssMb());
    await new Promise((resolve) => setTimeout(resolve, 125));
  }
}, 120_000);
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Health latencies and RSS samples, taken while `work` runs. */
const watch = async <T>(work: Promise<T>) => {
  const health: number[] = [];
  const rss: number[] = [];
  let done = false;
  const watching = (async () => {
    while (!done) {
      rss.push(rssMb());
      const at = performance.now();
      const res = await fetch(`${base}/api/v1/health`);
      expect(res.status).toBe(200);
      health.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const result = await work;
  done = true;
  await watching;
  return { result, health, rss };
};

describe('a sign-in storm (security.md row 35)', () => {
  // Before the pool, 32 sign-ins added 520 MB (481 MB → 1 GB); one hash at a time adds 128 MiB.
  it('keeps RSS within 256 MB of its resting size and health answered at once; every sign-in is answered 200 or 503 with Retry-After', async () => {
    const storm = async (first: number) => {
      const { result, health, rss } = await watch(
        Promise.all(Array.from({ length: 32 }, (_, i) => signIn(first + i))),
      );
      const ok = result.filter((r) => r.status === 200);
      const busy = result.filter((r) => r.status === 503);
      expect(ok.length + busy.length, JSON.stringify(result.map((r) => r.status))).toBe(32);
      expect(ok.length).toBeGreaterThan(0);
      for (const r of busy) {
        expect(Number(r.retryAfter)).toBeGreaterThan(0);
        expect(r.body.message).toBe(
          'The server is busy signing other people in. Try again in a few seconds.',
        );
      }
      expect(
        Math.max(...rss) - resting,
        `resting ${Math.round(resting)} MB, samples ${rss.map(Math.round).join(' ')}`,
      ).toBeLessThan(256);
      return health;
    };
    // A server whose hashing blocks its event loop (a synchronous hash, or one on the loop's own
    // thread) holds about half of these samples for up to a hash (half a second) each: the median
    // would be hundreds of milliseconds. A busy machine delays a few samples, never half of them,
    // and none by a second.
    const health = await storm(1);
    const sorted = [...health].sort((x, y) => x - y);
    const seen = `health ${health.map(Math.round).join(' ')}`;
    expect(sorted[Math.floor(sorted.length / 2)], seen).toBeLessThan(100);
    expect(sorted.at(-1), seen).toBeLessThan(1_000);
  }, 120_000);

  it('exits within 10 s of SIGTERM in the middle of a storm', async () => {
    const storm = Array.from({ length: 32 }, (_, i) => signIn(100 + i).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<[number, number | null]>((resolve) =>
      server.once('exit', (code) => resolve([performance.now(), code])),
    );
    const sent = performance.now();
    server.kill('SIGTERM');
    const [at, code] = await exited;
    expect(at - sent).toBeLessThan(10_000);
    // 0: it closed the server and the database, rather than giving up waiting.
    expect(code).toBe(0);
    const answers = await Promise.all(storm);
    // Each request was answered (signed in, or refused while stopping) or found the server gone.
    for (const a of answers) if (a) expect([200, 503]).toContain(a.status);
  }, 60_000);
});
