import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Set in the environment of the process that only prepares a new data folder, then exits. */
export const PREPARE_ONLY = 'MAWRID_PREPARE_ONLY';

/** Whether PGlite has yet to create its cluster in `dir` (initdb): a first start. */
export const isNewDataDir = (dir: string) => !fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Runs this same server script in a process of its own with PREPARE_ONLY set, and waits for it.
 * Creating a cluster and filling it (initdb, every migration, the demo) leaves about 100 MB in the
 * process's allocator that is never given back: a server that did that work itself idled at 440 MB
 * for as long as it ran, against 280 MB after a restart. Done apart, that memory goes with the
 * process that used it.
 */
export const prepareApart = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [PREPARE_ONLY]: '1' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`preparing the new data folder failed (${signal ?? `exit code ${code}`})`)),
    );
  });
