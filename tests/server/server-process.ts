import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loginRequest } from './login-request';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  port: number;
  rssMb: () => number;
  /** Everything it has printed so far, standard output and error together. */
  output: () => string;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  /** From spawning to "Mawrid is running". */
  startedInMs: number;
};

export type SpawnOptions = { port?: number };

/**
 * The real server (`server/server.ts`) as its own process on `dataDir`, whatever it does: start,
 * or refuse to. What it prints still reaches the test's output.
 */
export const spawnServer = (
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
) => {
  const port = options.port ?? 20000 + Math.floor(Math.random() * 20000);
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, output: () => text, exited };
};

/**
 * The real server as its own process on `dataDir`, for what only a process shows: memory,
 * signals, a kill in the middle of a write, several processes on one database. Resolves once it
 * says it is running.
 */
export const startServerProcess = (
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
) =>
  new Promise<ServerProcess>((resolve, reject) => {
    const started = performance.now();
    const { child, port, output, exited } = spawnServer(dataDir, env, options);
    const rssMb = () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    };
    child.stdout?.on('data', () => {
      if (output().includes('Mawrid is running'))
        resolve({
          child,
          base: `http://127.0.0.1:${port}`,
          port,
          rssMb,
          output,
          exited,
          startedInMs: performance.now() - started,
        });
    });
    void exited.then(({ code, signal }) => reject(new Error(`server exited with ${code ?? signal}`)));
  });

/** Signs the demo tires vendor in over HTTP; answers the raw response, for tests that check it. */
export const signInOverHttp = (base: string) => {
  const { method, url, payload } = loginRequest('tires@mawrid.example', 'Tires#2026');
  return fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
};

/** The demo tires vendor's new session token, over HTTP. */
export const tokenOverHttp = async (base: string) => {
  const res = await signInOverHttp(base);
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};
