import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importBatches } from '../../schemas/imports';
import { buildTire } from './helper';
import { startServerProcess, tokenOverHttp, type ServerProcess } from './server-process';

// Issue 12, faults: the server is killed (SIGKILL) in the middle of a 10,000-row import. After a
// restart, the rows the client was told were saved are exactly the rows in the database, and
// sending the interrupted batch again finishes the job without a duplicate.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-import-crash-'));
let server: ServerProcess | null = null;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ROWS = 10_000;
const PREFIX = `CRASH-${Date.now()}-`;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  row: i + 2,
  values: buildTire({ sku: `${PREFIX}${String(i).padStart(5, '0')}` }),
}));
const batches = importBatches(rows);

const api = (base: string, token: string) => async (method: string, url: string, body?: object) => {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
};

/** How many of this test's products the database holds, by the list's own count. */
const storedCount = async (call: ReturnType<typeof api>) => {
  const filter = encodeURIComponent(JSON.stringify({ q: PREFIX }));
  const { status, headers } = await call('GET', `/tires?range=[0,0]&filter=${filter}`);
  expect(status).toBe(200);
  return Number(headers.get('content-range')?.split('/')[1]);
};

describe('a server killed in the middle of an import (issue 12, faults)', () => {
  it('loses nothing it reported saved, reports nothing it did not save, and a retried batch finishes it', async () => {
    server = await startServerProcess(dataDir);
    let call = api(server.base, await tokenOverHttp(server.base));
    const id = randomUUID();
    expect(
      (await call('POST', '/imports', { id, resource: 'tires', fileName: 'crash.xlsx', rows: ROWS })).status,
    ).toBe(201);

    let told = 0;
    const killAt = Math.floor(batches.length / 2);
    for (let n = 0; n < killAt; n++) {
      const { status, json } = await call('POST', `/imports/${id}/batches/${n + 1}`, { rows: batches[n] });
      expect(status).toBe(200);
      told += (json.results as { outcome: string }[]).filter((r) => r.outcome === 'created').length;
    }
    // The next batch is on its way when the process dies: whether it committed is unknown.
    const inFlight = call('POST', `/imports/${id}/batches/${killAt + 1}`, { rows: batches[killAt] }).catch(
      () => null,
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    const died = new Promise((resolve) => server!.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await died;
    await inFlight;

    server = await startServerProcess(dataDir);
    call = api(server.base, await tokenOverHttp(server.base));
    const stored = await storedCount(call);
    // Every row reported saved is there; beyond them, at most the one batch whose answer was lost.
    expect(
      stored === told || stored === told + batches[killAt].length,
      `told ${told}, stored ${stored}`,
    ).toBe(true);

    // The client sends the unanswered batch again: answered from what was stored, or saved now.
    const again = await call('POST', `/imports/${id}/batches/${killAt + 1}`, { rows: batches[killAt] });
    expect(again.status).toBe(200);
    told += (again.json.results as { outcome: string }[]).filter((r) => r.outcome === 'created').length;
    expect(await storedCount(call)).toBe(told);

    for (let n = killAt + 1; n < batches.length; n++) {
      const { status, json } = await call('POST', `/imports/${id}/batches/${n + 1}`, { rows: batches[n] });
      expect(status).toBe(200);
      told += (json.results as { outcome: string }[]).filter((r) => r.outcome === 'created').length;
    }
    expect(told).toBe(ROWS);
    expect(await storedCount(call)).toBe(ROWS);
    const finished = await call('POST', `/imports/${id}/finish`, { status: 'done' });
    expect(finished.json.counts).toMatchObject({ created: ROWS, failed: 0 });
  }, 180_000);
});
