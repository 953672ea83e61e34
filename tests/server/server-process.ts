import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type ServerProcess = { child: ChildProcess; base: string; rssMb: () => number };

/**
 * The real server as its own process (`server/server.ts`) on `dataDir`, for what only a process
 * shows: memory, signals, a kill in the middle of a write. Resolves once it says it is running.
 */
export const startServerProcess = (dataDir: string, env: Record<string, string> = {}) =>
  new Promise<ServerProcess>((resolve, reject) => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dashboard'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rssMb = () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Mawrid is running'))
        resolve({ child, base: `http://127.0.0.1:${port}`, rssMb });
    });
    child.on('exit', (code, signal) => reject(new Error(`server exited with ${code ?? signal}`)));
  });
