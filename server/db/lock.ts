import fs from 'node:fs';
import path from 'node:path';

/** The lock file inside an embedded database's folder. */
export const lockFile = (dataDir: string) => path.join(dataDir, 'mawrid.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists, under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process holding the folder, or null when none does (no lock, or its process is gone). */
export const lockHolder = (dataDir: string): number | null => {
  try {
    const pid = Number(JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')).pid);
    return Number.isSafeInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
};

export class DataDirInUse extends Error {}

/**
 * Embedded PGlite allows one process: two writers on one folder can corrupt it. Whoever opens it
 * (the server, the moderators' tool, a backup) takes this lock first; a second opener is told who
 * holds it and never opens the database. A lock whose process is gone is taken over. Answers the
 * function that gives the lock back.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const holder = lockHolder(dataDir);
  if (holder !== null)
    throw new DataDirInUse(
      `The database in ${dataDir} is in use by process ${holder} (a running Mawrid server?). ` +
        'Embedded PGlite allows one process: stop it first, or, for the moderators’ tool, let it ' +
        'talk to the running server (same PORT and DATA_DIR).',
    );
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
    mode: 0o600,
  });
  return () => {
    try {
      if (Number(JSON.parse(fs.readFileSync(file, 'utf8')).pid) === process.pid) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
};
