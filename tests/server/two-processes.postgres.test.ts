import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTire } from './helper';
import { createDatabase, dropDatabase, urlOf } from './postgres-databases';
import { startServerProcess, tokenOverHttp, type ServerProcess } from './server-process';
import { openStream, pause } from './sse-client';

// Issue 15, part 3: two API processes on one PostgreSQL (TEST_DATABASE_URL), sharing one uploads
// folder, started at the same moment on an empty database; then the cluster (WORKERS=2). Every
// check goes through one process and looks through the other.
const MODERATOR = 'moderator-token-for-the-two-processes-test';
const name = `mawrid_two_${crypto.randomBytes(4).toString('hex')}`;
const databaseUrl = urlOf(name);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-two-'));
const env = {
  DATABASE_URL: databaseUrl,
  UPLOADS_DIR: path.join(root, 'uploads'),
  MODERATOR_TOKEN: MODERATOR,
  CODES_PER_ADDRESS: '4',
};
const running: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;

const sql = async <T extends pg.QueryResultRow>(text: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };
const call = async (
  base: string,
  method: string,
  url: string,
  { token, body }: { token?: string; body?: object } = {},
): Promise<Answer> => {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
};

beforeAll(async () => {
  await createDatabase(name);
  // Both at once on the empty database: only one may migrate and seed it.
  [a, b] = await Promise.all([
    startServerProcess(path.join(root, 'a'), env),
    startServerProcess(path.join(root, 'b'), env),
  ]);
  running.push(a, b);
}, 120_000);

afterAll(async () => {
  for (const p of running)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(running.map((p) => p.exited));
  await dropDatabase(name);
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('two API processes on one PostgreSQL (issue 15)', () => {
  it('prepare the database once: one migrates and seeds, the other finds it done', async () => {
    const said = [a, b].map((p) => /Database prepared: (.*)\./.exec(p.output())?.[1]);
    expect(said.filter((s) => s === 'already up to date')).toHaveLength(1);
    expect(said.filter((s) => /^\d+ migrations applied, demo data seeded$/.test(s ?? ''))).toHaveLength(1);
    const migrations = await sql<{ name: string; n: number }>(
      'select name, count(*)::int as n from kysely_migration group by name',
    );
    expect(migrations.length).toBe(Number(/(\d+) migrations applied/.exec(said.join(' '))?.[1]));
    expect(migrations.every((m) => m.n === 1)).toBe(true);
    const vendors = await sql<{ n: number }>(
      `select count(*)::int as n from vendors where email like '%@mawrid.example'`,
    );
    expect(vendors[0].n).toBe(2);
  });

  it('a session made on one works on the other, and ends on both', async () => {
    const token = await tokenOverHttp(a.base);
    const me = await call(b.base, 'GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('tires@mawrid.example');
    expect((await call(b.base, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call(a.base, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it('counts failed sign-ins across both processes', async () => {
    // An account that does not exist is held exactly like one that does (throttle.ts), and no
    // demo account is locked out for the rest of the file.
    const attempt = (base: string) =>
      call(base, 'POST', '/auth/login', {
        body: { identifier: 'nobody@mawrid.example', password: 'Wrong#2026x', vendorType: 'bt-vendor' },
      });
    // Ten allowed in 15 minutes per account and address: five through each process.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b.base : a.base)).status).toBe(401);
    const held = await attempt(a.base);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(b.base)).status).toBe(429);
  });

  it('counts one-time code requests across both processes', async () => {
    // CODES_PER_ADDRESS=4 for both: two through each, then neither sends.
    const ask = (base: string, n: number) =>
      call(base, 'POST', '/auth/reset-password', { body: { phone: `0109999000${n}` } });
    for (let n = 0; n < 4; n++) expect((await ask(n % 2 ? b.base : a.base, n)).status).toBe(202);
    const held = await ask(b.base, 4);
    expect(held.status).toBe(429);
    expect((await ask(a.base, 5)).status).toBe(429);
  });

  it('a notification raised on one reaches a stream held by the other', async () => {
    const token = await tokenOverHttp(a.base);
    const stream = await openStream(b.base, token);
    try {
      const created = await call(a.base, 'POST', '/tires', { token, body: buildTire() });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const approved = await fetch(`${a.base}/api/v1/moderation/products/${id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${MODERATOR}` },
      });
      expect(approved.status).toBe(200);
      const event = stream.notification(await stream.nth(0, 10_000));
      expect(event).toMatchObject({ type: 'product_approved', params: { productId: id } });
    } finally {
      stream.close();
    }
  });

  it('runs the timed jobs once: one alert per low product, one per overdue order', async () => {
    // Both processes ran their jobs at start, over the same demo data.
    const low = await sql<{ product: string; n: number }>(
      `select params->>'productId' as product, count(*)::int as n from notifications
       where type = 'low_stock' group by 1`,
    );
    expect(low.length).toBeGreaterThan(0);
    expect(low.filter((r) => r.n !== 1)).toEqual([]);
    // An order may miss its confirmation deadline, then its delivery: each is raised once.
    const overdue = await sql<{ order: string; n: number }>(
      `select params->>'orderId' as order, count(*)::int as n from notifications
       where type = 'order_overdue' group by 1, params->>'deadline'`,
    );
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('an upload made through one downloads through the other', async () => {
    const token = await tokenOverHttp(a.base);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const res = await fetch(`${a.base}/api/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const download = await fetch(`${b.base}/api/v1/uploads/${id}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });
});

/** The processes whose parent is `pid` and that run the server (tsx has an esbuild child too). */
const workersOf = (pid: number) => {
  let lines: string;
  try {
    lines = execFileSync('ps', ['--ppid', String(pid), '-o', 'pid=,args='], { encoding: 'utf8' });
  } catch {
    return []; // ps answers 1 when it lists nothing
  }
  return lines
    .split('\n')
    .filter((line) => line.includes('server/server.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
};

const waitFor = async (what: string, check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms`);
    await pause(100);
  }
};

describe('the cluster: WORKERS=2 on one port (issue 15)', () => {
  it('answers through its workers, replaces one that dies, and drains on SIGTERM', async () => {
    const primary = await startServerProcess(path.join(root, 'cluster'), { ...env, WORKERS: '2' });
    running.push(primary);
    // The primary prepares the database before its workers start; they (printing to the same
    // output) do not.
    expect(primary.output().match(/Database prepared/g)).toEqual(['Database prepared']);
    expect(primary.output()).toContain('Database prepared: already up to date.');
    expect(primary.output()).toContain('(PostgreSQL, 2 workers)');
    const pid = primary.child.pid!;
    const [first, second] = workersOf(pid);
    expect([first, second].every(Boolean)).toBe(true);

    process.kill(first, 'SIGKILL');
    await waitFor('a worker replaced', () => primary.output().includes(`worker ${first} was killed`), 10_000);
    // The port never stops answering: the other worker serves while the new one starts.
    const health = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${primary.base}/api/v1/health/ready`).then((r) => r.status)),
    );
    expect(health.every((s) => s === 200)).toBe(true);
    await waitFor('the new worker running', () => /is running, replacing \d+/.test(primary.output()), 20_000);
    const now = workersOf(pid);
    expect(now).toHaveLength(2);
    expect(now).toContain(second);
    expect(now).not.toContain(first);
    // The replacement serves without announcing the whole server again.
    expect(primary.output().split('Mawrid is running').length).toBe(2);

    // SIGTERM while a stream is open and an import batch (500 rows) is on its way.
    const token = await tokenOverHttp(primary.base);
    const stream = await openStream(primary.base, token);
    const id = crypto.randomUUID();
    const rows = Array.from({ length: 500 }, (_, i) => ({ row: i + 2, values: buildTire() }));
    const start = { id, resource: 'tires', fileName: 'drain.xlsx', rows: rows.length };
    expect((await call(primary.base, 'POST', '/imports', { token, body: start })).status).toBe(201);
    const batch = call(primary.base, 'POST', `/imports/${id}/batches/1`, { token, body: { rows } });
    let answeredEarly = false;
    void batch.then(() => (answeredEarly = true));
    await pause(50);
    const inFlight = !answeredEarly;
    const stopped = Date.now();
    primary.child.kill('SIGTERM');
    const exit = await primary.exited;
    const seconds = (Date.now() - stopped) / 1000;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(seconds).toBeLessThan(10);
    await stream.ended;
    expect(workersOf(pid)).toEqual([]);
    const answered = await batch;
    expect(answered.status).toBe(200);
    const outcomes = (answered.body.results as { outcome: string }[]).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(500);
    await expect(fetch(`${primary.base}/api/v1/health`)).rejects.toThrow();
    console.log(
      `cluster: a killed worker was replaced; SIGTERM stopped 2 workers in ${seconds.toFixed(1)} s` +
        (inFlight ? ', a 500-row import batch in flight finished' : ''),
    );
  }, 90_000);
});
