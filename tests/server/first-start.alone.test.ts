import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startServerProcess, type ServerProcess } from './server-process';

// A new data folder used to be made and filled (initdb, every migration, the demo) by the server
// itself, which then idled at 440 MB against 280 MB after a restart on the same folder: the
// allocator keeps what that work used. It is now done by a process of its own (server/db/apart.ts).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-first-start-'));
let server: ServerProcess | undefined;

const stop = async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  server = undefined;
};

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** RSS a few seconds after "running", and what the process printed. */
const started = async () => {
  server = await startServerProcess(dataDir);
  expect((await signInOverHttp(server.base)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return { rss: server.rssMb(), output: server.output() };
};

describe('the first start on a new data folder', () => {
  it('prepares the folder once, serves the demo, and holds no more memory than a restart on it', async () => {
    const first = await started();
    expect(first.output.match(/Database prepared: .*\./g)).toEqual([
      expect.stringMatching(/^Database prepared: \d+ migrations applied, demo data seeded\.$/),
    ]);
    await stop();
    const again = await started();
    expect(again.output).toContain('Database prepared: already up to date.');
    // Young-generation noise is tens of megabytes; what the preparation left was about 150.
    expect(first.rss).toBeLessThan(again.rss + 60);
  }, 120_000);
});
