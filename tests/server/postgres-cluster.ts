import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL server's programs on this machine (Debian's layout, the newest version), or null
 * without them: the tests that stop and start a server of their own then do not run at all
 * (vitest.config.ts), as .ci/run leaves the PostgreSQL run out without them.
 */
export const postgresBin = (): string | null => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((x, y) => Number(x) - Number(y))
    : [];
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** PostgreSQL refuses to run as root: as root (CI), the cluster is nobody's, as in .ci/run. */
const asOwner = (command: string) =>
  process.getuid?.() === 0
    ? execFileSync('su', ['nobody', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' })
    : execFileSync('/bin/bash', ['-c', command], { stdio: 'pipe' });

/**
 * A throwaway PostgreSQL cluster of the test's own, on a free port, that the test may stop and
 * start (a database that goes away). `destroy` stops it and removes its folder.
 */
export const throwawayCluster = async () => {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL programs under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-pg-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const data = path.join(dir, 'data');
  asOwner(`'${bin}/initdb' -D '${data}' -U mawrid --auth=trust >/dev/null`);
  const options = `-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1`;
  const start = () =>
    asOwner(`'${bin}/pg_ctl' -D '${data}' -o "${options}" -l '${dir}/pg.log' -w start >/dev/null`);
  const stop = () => asOwner(`'${bin}/pg_ctl' -D '${data}' -m fast -w stop >/dev/null`);
  start();
  asOwner(`'${bin}/createdb' -h 127.0.0.1 -p ${port} -U mawrid mawrid`);
  return {
    url: `postgres://mawrid@127.0.0.1:${port}/mawrid`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
