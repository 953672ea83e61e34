import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importBatches, KNOWN_SKUS_PER_REQUEST } from '../../schemas/imports';
import { buildTire } from './helper';
import { signInOverHttp, startServerProcess, type ServerProcess } from './server-process';
import { openStream, pause } from './sse-client';

// Issue 15, part 6, faults on the embedded database: the server is killed (SIGKILL) during a
// burst of creates and during an import, three times each, and restarted on the same data folder
// each time: every write it acknowledged (2xx) is there, and nothing it did not send. Then SIGTERM
// while requests are in flight: they finish, streams close, the process exits within 10 s.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-faults-'));
let server: ServerProcess | null = null;
const restarts: number[] = [];
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const RUNS = 3;
const STAMP = Date.now().toString(36).toUpperCase();

type Api = (
  method: string,
  url: string,
  body?: object,
) => Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;

/** Starts the server on the folder (stopping one a previous test left running); `restart` times it. */
const start = async ({ restart = false } = {}) => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  server = await startServerProcess(dataDir);
  if (restart) restarts.push(server.startedInMs);
  const { base } = server;
  const login = await signInOverHttp(base);
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const api: Api = async (method, url, body) => {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
    return {
      status: res.status,
      json: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      headers: res.headers,
    };
  };
  return { base, token, api };
};

const kill = async () => {
  const died = server!.exited;
  server!.child.kill('SIGKILL');
  await died;
};

/** How many tires whose SKU contains `prefix` the vendor has, by the list's own count. */
const countStored = async (api: Api, prefix: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: prefix }));
  const { status, headers } = await api('GET', `/tires?range=[0,0]&filter=${filter}`);
  expect(status).toBe(200);
  return Number(headers.get('content-range')?.split('/')[1]);
};

/** Which of these SKUs the vendor holds. */
const knownOf = async (api: Api, skus: string[]) => {
  const known = new Set<string>();
  for (let i = 0; i < skus.length; i += KNOWN_SKUS_PER_REQUEST) {
    const { status, json } = await api('POST', '/imports/known-skus', {
      resource: 'tires',
      skus: skus.slice(i, i + KNOWN_SKUS_PER_REQUEST),
    });
    expect(status).toBe(200);
    for (const sku of json.known as string[]) known.add(sku);
  }
  return known;
};

const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** The restarts since the `from`-th: how long the server took to serve again. */
const restartFigures = (from: number) => {
  const mine = restarts.slice(from);
  return `restart took ${seconds(Math.min(...mine))}–${seconds(Math.max(...mine))} s`;
};

describe('kill -9 and SIGTERM on the embedded database (issue 15, faults)', () => {
  it('kill -9 during a burst of creates, three times: every acknowledged create is there, nothing unsent', async () => {
    let { api } = await start();
    const from = restarts.length;
    const totals = { acknowledged: 0, found: 0, lost: 0, extra: 0, unanswered: 0, unansweredStored: 0 };
    for (let run = 1; run <= RUNS; run++) {
      const prefix = `KILL-${STAMP}-C${run}-`;
      const outcome = new Map<string, 'acknowledged' | 'refused' | 'unanswered'>();
      let next = 0;
      let dead = false;
      // Eight clients, each creating one product after another until the server dies under them.
      const client = async () => {
        while (!dead) {
          const sku = `${prefix}${String(next++).padStart(5, '0')}`;
          outcome.set(sku, 'unanswered');
          try {
            const { status } = await api('POST', '/tires', buildTire({ sku }));
            outcome.set(sku, status >= 200 && status < 300 ? 'acknowledged' : 'refused');
          } catch {
            return;
          }
        }
      };
      const clients = Array.from({ length: 8 }, client);
      const acknowledged = () => [...outcome.values()].filter((o) => o === 'acknowledged').length;
      while (acknowledged() < 30) await pause(10);
      await pause(50 + Math.random() * 300);
      await kill();
      dead = true;
      await Promise.all(clients);

      ({ api } = await start({ restart: true }));
      const sent = [...outcome.keys()];
      const found = await knownOf(api, sent);
      const of = (o: string) => sent.filter((s) => outcome.get(s) === o);
      const lost = of('acknowledged').filter((s) => !found.has(s));
      const extra = [...found].filter(
        (s) => outcome.get(s) !== 'acknowledged' && outcome.get(s) !== 'unanswered',
      );
      expect(of('refused')).toEqual([]);
      expect(lost).toEqual([]);
      expect(extra).toEqual([]);
      // Nothing under this run's prefix beyond what was sent.
      expect(await countStored(api, prefix)).toBe(found.size);
      totals.acknowledged += of('acknowledged').length;
      totals.found += found.size;
      totals.lost += lost.length;
      totals.extra += extra.length;
      totals.unanswered += of('unanswered').length;
      totals.unansweredStored += of('unanswered').filter((s) => found.has(s)).length;
    }
    console.log(
      `faults: kill -9 during creates: ${RUNS} runs, ${totals.acknowledged} acknowledged, ` +
        `${totals.found} found, ${totals.lost} lost, ${totals.extra} extra ` +
        `(${totals.unanswered} in flight at the kills, ${totals.unansweredStored} of them stored before ` +
        `their answer went out); ${restartFigures(from)}`,
    );
  }, 180_000);

  it('kill -9 during an import, three times: the acknowledged rows are there, a resent batch finishes it', async () => {
    let { api } = await start();
    const from = restarts.length;
    const ROWS = 3000;
    const totals = { acknowledged: 0, found: 0, inFlightStored: 0 };
    for (let run = 1; run <= RUNS; run++) {
      const prefix = `KILL-${STAMP}-I${run}-`;
      const rows = Array.from({ length: ROWS }, (_, i) => ({
        row: i + 2,
        values: buildTire({ sku: `${prefix}${String(i).padStart(5, '0')}` }),
      }));
      const batches = importBatches(rows);
      const id = randomUUID();
      expect(
        (await api('POST', '/imports', { id, resource: 'tires', fileName: 'kill.xlsx', rows: ROWS })).status,
      ).toBe(201);
      const created = (json: Record<string, unknown>) =>
        (json.results as { outcome: string }[]).filter((r) => r.outcome === 'created').length;

      let told = 0;
      const killAt = 1 + Math.floor(Math.random() * (batches.length - 2));
      for (let n = 0; n < killAt; n++) {
        const { status, json } = await api('POST', `/imports/${id}/batches/${n + 1}`, { rows: batches[n] });
        expect(status).toBe(200);
        told += created(json);
      }
      // The next batch is on its way when the process dies: whether it committed is unknown.
      const inFlight = api('POST', `/imports/${id}/batches/${killAt + 1}`, { rows: batches[killAt] }).catch(
        () => null,
      );
      await pause(5 + Math.random() * 400);
      await kill();
      const late = await inFlight;
      // Answered after all, just before the kill: then it counts as acknowledged.
      if (late) {
        expect(late.status).toBe(200);
        told += created(late.json);
      }

      ({ api } = await start({ restart: true }));
      const stored = await countStored(api, prefix);
      // Every acknowledged row; beyond them, nothing or the whole unanswered batch (one transaction).
      const beyond = stored - told;
      expect([0, late ? 0 : batches[killAt].length]).toContain(beyond);
      totals.acknowledged += told;
      totals.found += stored;
      totals.inFlightStored += beyond;

      // The client sends the batch it had no answer for: answered from what was stored, or saved now.
      for (let n = late ? killAt + 1 : killAt; n < batches.length; n++) {
        const { status, json } = await api('POST', `/imports/${id}/batches/${n + 1}`, { rows: batches[n] });
        expect(status).toBe(200);
        told += created(json);
      }
      expect(told).toBe(ROWS);
      expect(await countStored(api, prefix)).toBe(ROWS);
      const finished = await api('POST', `/imports/${id}/finish`, { status: 'done' });
      expect(finished.json.counts).toMatchObject({ created: ROWS, failed: 0 });
    }
    console.log(
      `faults: kill -9 during an import: ${RUNS} runs, ${totals.acknowledged} rows acknowledged, ` +
        `${totals.found} found, 0 lost, 0 extra (${totals.inFlightStored} rows of unanswered ` +
        `batches stored, whole); each import then finished with every row once; ` +
        `${restartFigures(from)}`,
    );
  }, 180_000);

  it('SIGTERM drains: requests in flight finish, streams close, the process exits within 10 s', async () => {
    const { base, token, api } = await start();
    const streams = await Promise.all([openStream(base, token), openStream(base, token)]);
    const prefix = `TERM-${STAMP}-`;
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      row: i + 2,
      values: buildTire({ sku: `${prefix}${String(i).padStart(5, '0')}` }),
    }));
    const batches = importBatches(rows);
    const id = randomUUID();
    expect(
      (await api('POST', '/imports', { id, resource: 'tires', fileName: 'term.xlsx', rows: rows.length }))
        .status,
    ).toBe(201);

    // Four batches of 500 rows at once: on the one embedded connection they take turns, seconds in all.
    let answered = 0;
    const requests = batches.map((batch, n) =>
      api('POST', `/imports/${id}/batches/${n + 1}`, { rows: batch }).finally(() => (answered += 1)),
    );
    await pause(150);
    const inFlight = requests.length - answered;
    const stopped = performance.now();
    server!.child.kill('SIGTERM');
    const exit = await server!.exited;
    const tookMs = performance.now() - stopped;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(10_000);
    expect(inFlight).toBeGreaterThan(0);
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual(batches.map(() => 200));
    await Promise.all(streams.map((s) => s.ended));
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();

    // Everything it answered is on disk, and it opens again without recovery trouble.
    const { api: again } = await start({ restart: true });
    expect(await countStored(again, prefix)).toBe(rows.length);
    console.log(
      `faults: SIGTERM: exit in ${seconds(tookMs)} s with ${inFlight} in-flight requests finished ` +
        `(import batches of 500 rows) and ${streams.length} streams closed`,
    );
  }, 120_000);
});
