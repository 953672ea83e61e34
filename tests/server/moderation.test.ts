import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { moderatorOnDatabase, moderatorOverHttp, runModeration } from '../../server/cli/moderate';
import { DataDirInUse, lockDataDir } from '../../server/db/lock';
import { build } from './helper';
import { signInOverHttp } from './server-process';

const t = await build();
const direct = moderatorOnDatabase(t.db);
const tires = await t.login('tires');

describe('the moderators’ tool', () => {
  it('lists what waits for review, approves one and rejects another with a reason the vendor sees', async () => {
    const listed = await runModeration(['list'], direct);
    const ids = listed.split('\n').map((line) => Number(line.split('\t')[0]));
    expect(ids.length).toBeGreaterThan(5);

    expect(await runModeration(['approve', String(ids[0])], direct)).toMatch(/^Approved/);
    expect(await runModeration(['reject', String(ids[1]), '--reason', 'Photos are blurry.'], direct)).toMatch(
      /^Rejected/,
    );

    const [approved, rejected] = await Promise.all(
      ids
        .slice(0, 2)
        .map(async (id) =>
          (await t.call({ method: 'GET', url: `/api/v1/products/${id}`, token: tires })).json(),
        ),
    );
    const mine = [approved, rejected].filter((p) => p.id);
    for (const p of mine) {
      if (p.id === ids[0]) expect(p).toMatchObject({ status: 'available', rejectionReason: null });
      if (p.id === ids[1])
        expect(p).toMatchObject({ status: 'not_available', rejectionReason: 'Photos are blurry.' });
    }
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'status', 'rejection_reason'])
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    expect(rows.find((r) => r.id === ids[0])?.status).toBe('available');
    expect(rows.find((r) => r.id === ids[1])).toMatchObject({
      status: 'not_available',
      rejection_reason: 'Photos are blurry.',
    });
  });

  it('refuses a rejection without a reason, an approval of a product not under review, and unknown ids', async () => {
    const [first] = (await runModeration(['list'], direct)).split('\n');
    const id = first.split('\t')[0];
    await expect(runModeration(['reject', id], direct)).rejects.toThrow(/--reason/);
    await runModeration(['approve', id], direct);
    await expect(runModeration(['approve', id], direct)).rejects.toThrow(/not waiting for review/);
    await expect(runModeration(['approve', '999999'], direct)).rejects.toThrow(/no product 999999/);
    await expect(runModeration(['frobnicate'], direct)).rejects.toThrow(/usage/);
  });
});

const token = 'moderator-token-for-tests-0123456789';
const app = await buildApp({ db: t.db, now: () => new Date(t.clock.now), moderator: { token } });
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
afterAll(() => app.close());

describe('the moderators’ tool for orders (the customer’s side, D8)', () => {
  it('places an order for a vendor (stock goes down) and cancels it for the customer (stock comes back)', async () => {
    const placed = await runModeration(['order', 'place', '--vendor', 'tires@mawrid.example'], direct);
    const [, id] = /^Placed order (\d+) \(MW-\d{4}-\d{6}\): \d+ items, [\d.]+ EGP$/.exec(placed) ?? [];
    expect(id, placed).toBeDefined();
    const order = (await t.call({ method: 'GET', url: `/api/v1/orders/${id}`, token: tires })).json();
    expect(order).toMatchObject({ status: 'pending', events: [{ actor: 'customer', kind: 'placed' }] });
    const cancelled = await runModeration(['order', 'cancel', id, '--reason', 'Found it cheaper'], direct);
    expect(cancelled).toMatch(new RegExp(`^Cancelled order ${id} `));
    const after = (await t.call({ method: 'GET', url: `/api/v1/orders/${id}`, token: tires })).json();
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Found it cheaper',
    });
    await expect(runModeration(['order', 'cancel', id, '--reason', 'x'], direct)).rejects.toThrow(
      /cannot be cancelled/,
    );
    await expect(runModeration(['order', 'place', '--vendor', 'nobody@example.com'], direct)).rejects.toThrow(
      /no vendor/,
    );
    await expect(runModeration(['order', 'cancel', id], direct)).rejects.toThrow(/--reason/);
  });
});

describe('the moderators’ API (what the tool uses while the server runs)', () => {
  it('approves and rejects through the running server, which shows the change at once', async () => {
    const mod = await moderatorOverHttp(base, token);
    expect(mod).not.toBeNull();
    const [first, second] = (await runModeration(['list'], mod!))
      .split('\n')
      .map((l) => Number(l.split('\t')[0]));
    expect(await runModeration(['approve', String(first)], mod!)).toMatch(new RegExp(`^Approved ${first}:`));
    await runModeration(['reject', String(second), '--reason', 'Label unreadable.'], mod!);
    const db = await t.db
      .selectFrom('products')
      .select(['id', 'status', 'rejection_reason'])
      .where('id', 'in', [first, second])
      .execute();
    expect(db.find((r) => r.id === first)?.status).toBe('available');
    expect(db.find((r) => r.id === second)).toMatchObject({
      status: 'not_available',
      rejection_reason: 'Label unreadable.',
    });
    await expect(runModeration(['approve', String(first)], mod!)).rejects.toThrow(/not waiting for review/);
  });

  it('answers 401 to a wrong token, to a vendor’s session, and from another machine', async () => {
    const wrong = await moderatorOverHttp(base, 'not-the-token');
    await expect(runModeration(['list'], wrong!)).rejects.toThrow(/refused the moderators' token/);
    const asVendor = await app.inject({
      method: 'GET',
      url: '/api/v1/moderation/products',
      headers: { authorization: `Bearer ${tires}` },
    });
    expect(asVendor.statusCode).toBe(401);
    const remote = await app.inject({
      method: 'GET',
      url: '/api/v1/moderation/products',
      remoteAddress: '203.0.113.5',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remote.statusCode).toBe(401);
  });

  it('is not there at all without a token (the tests’ and a library user’s app)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/moderation/products' })).statusCode).toBe(404);
  });
});

describe('one process per embedded database', () => {
  it('refuses a second opener of a data folder with a clear message, and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-lock-'));
    const unlock = lockDataDir(dir);
    // Another process holding it: this test process's parent stands in.
    fs.writeFileSync(path.join(dir, 'mawrid.lock'), JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    // A lock left by a process that is gone.
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, 'mawrid.lock'), JSON.stringify({ pid: Number(gone) }));
    const again = lockDataDir(dir);
    again();
    unlock();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('npm run moderate beside npm start (embedded PGlite)', () => {
  it('approves through the running server: the tool never opens the database, and the API shows the new status', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-moderate-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'none'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout?.on('data', (c: Buffer) => c.toString().includes('Mawrid is running') && resolve());
        server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
      });
      const tool = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/moderate.ts', ...args], {
          env,
          encoding: 'utf8',
        });
      const list = tool('list');
      expect(list.status, list.stderr).toBe(0);
      const id = Number(list.stdout.split('\n')[0].split('\t')[0]);
      const approved = tool('approve', String(id));
      expect(approved.status, approved.stderr).toBe(0);
      expect(approved.stdout).toMatch(new RegExp(`^Approved ${id}:`));
      // What the dashboard reads: the running server sees the change.
      const login = await signInOverHttp(`http://127.0.0.1:${port}`).then((r) => r.json());
      const vendorOf = await fetch(`http://127.0.0.1:${port}/api/v1/products/${id}`, {
        headers: { authorization: `Bearer ${login.token}` },
      });
      if (vendorOf.status === 200) expect((await vendorOf.json()).status).toBe('available');
      const parts = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          identifier: 'parts@mawrid.example',
          password: 'Parts#2026',
          vendorType: 'cp-vendor',
        }),
      }).then((r) => r.json());
      const asParts = await fetch(`http://127.0.0.1:${port}/api/v1/products/${id}`, {
        headers: { authorization: `Bearer ${parts.token}` },
      });
      expect([vendorOf.status, asParts.status].sort()).toEqual([200, 404]);
      if (asParts.status === 200) expect((await asParts.json()).status).toBe('available');
      // A second server on the same folder is refused, and says why.
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
        env: { ...env, PORT: String(port + 1) },
        encoding: 'utf8',
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/in use by process \d+/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
