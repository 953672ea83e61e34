import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAr } from '../../schemas/i18n/ar';
import { apiEn } from '../../schemas/i18n/en';
import { throwawayCluster } from './postgres-cluster';
import { signInOverHttp, startServerProcess, type ServerProcess } from './server-process';
import { openStream, pause } from './sse-client';

// Issue 15, part 6: the PostgreSQL under a running server stops, then comes back. Meanwhile every
// request is a 503 with the translated message and Retry-After; afterwards the same process
// serves again, and its notification streams hear of new rows again (LISTEN), with no restart.
// A PostgreSQL cluster of the test's own, so stopping it disturbs no other test.
const cluster = await throwawayCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-outage-'));
let server: ServerProcess | null = null;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  cluster.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = async (base: string, url: string, token: string, lang: 'en' | 'ar') => {
  const res = await fetch(`${base}/api/v1${url}`, {
    headers: { authorization: `Bearer ${token}`, lang },
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text };
};

/** Asks every 20 ms until `done` says yes; answers the time it took. */
const until = async (what: string, ask: () => Promise<boolean>, ms: number) => {
  const started = performance.now();
  while (!(await ask())) {
    if (performance.now() - started > ms) throw new Error(`${what} within ${ms} ms`);
    await pause(20);
  }
  return performance.now() - started;
};

describe('a PostgreSQL that goes away and comes back (issue 15, faults)', () => {
  it('answers 503 with the translated message meanwhile, then serves again without a restart', async () => {
    server = await startServerProcess(dataDir, { DATABASE_URL: cluster.url });
    const { base } = server;
    const pid = server.child.pid;
    const login = await signInOverHttp(base);
    const token = ((await login.json()) as { token: string }).token;
    expect((await get(base, '/auth/me', token, 'en')).status).toBe(200);
    const stream = await openStream(base, token);

    cluster.stop();
    const downFor = await until(
      'a 503',
      async () => (await get(base, '/auth/me', token, 'ar')).status === 503,
      10_000,
    );
    for (const lang of ['ar', 'en'] as const) {
      const answer = await get(base, '/auth/me', token, lang);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.body)).toMatchObject({
        message: (lang === 'ar' ? apiAr : apiEn).errors.unavailable,
        errors: {},
      });
    }
    expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(503);
    // The process itself still answers: a supervisor must not take it for dead.
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    // Long enough for the notifications channel to have failed to come back several times.
    await pause(5000);
    expect((await get(base, '/tires?range=[0,9]', token, 'en')).status).toBe(503);

    cluster.start();
    const upAfter = await until(
      'serving again',
      async () => (await get(base, '/auth/me', token, 'en')).status === 200,
      15_000,
    );
    expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);

    // Written by someone else (another process, here the test): only LISTEN tells this server.
    const writer = new pg.Client({ connectionString: cluster.url });
    await writer.connect();
    const vendor = await writer.query<{ id: number }>(
      `select id from vendors where email = 'tires@mawrid.example'`,
    );
    const written = performance.now();
    await writer.query(
      `insert into notifications (vendor_id, type, params, link, created_at)
       values ($1, 'low_stock', $2, '/tires', now())`,
      [vendor.rows[0].id, JSON.stringify({ productId: 1, name: 'Outage tire', quantity: 1 })],
    );
    await writer.end();
    // The first one on this stream written after it opened (the start's own alerts came before).
    const heard = async () => {
      for (let n = 0; ; n++) {
        const event = stream.notification(await stream.nth(n, 40_000));
        if ((event.params as { name?: string }).name === 'Outage tire') return event;
      }
    };
    expect(await heard()).toMatchObject({ type: 'low_stock', params: { quantity: 1 } });
    const streamAfter = performance.now() - written;
    stream.close();

    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    console.log(
      `db outage: 503 within ${Math.round(downFor)} ms, recovered ${Math.round(upAfter)} ms after ` +
        `PostgreSQL came back; a notification written then reached the open stream in ` +
        `${Math.round(streamAfter)} ms; no restart`,
    );
  }, 120_000);
});
