import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './server-process';

// Issue 15: several API processes need PostgreSQL. On embedded PGlite (no DATABASE_URL) the server
// refuses WORKERS above 1 before it opens anything, and says why.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-workers-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('WORKERS on the embedded database (issue 15)', () => {
  it('refuses more than one process with a clear message, and opens nothing', async () => {
    const server = spawnServer(dataDir, { WORKERS: '2', DATABASE_URL: '' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      'Mawrid cannot start: WORKERS=2 needs PostgreSQL (DATABASE_URL). Embedded PGlite allows one process',
    );
    expect(server.output()).not.toContain('Mawrid is running');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses a WORKERS that is not a number', async () => {
    const server = spawnServer(dataDir, { WORKERS: 'many', DATABASE_URL: '' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('WORKERS must be a whole number of at least 1, not "many"');
  });
});
