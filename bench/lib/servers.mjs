// Our Fastify server and the anchors' static server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANCHOR_SERVER, ROOT } from './paths.mjs';
import { freePort, start, stop, waitForHttp } from './proc.mjs';

/**
 * Starts `server/server.ts` on a free port with a fresh data dir (seeded with the demo data), or on
 * `dataDir` again. `stop` ends the process and keeps the data dir; `close` removes it too.
 */
export const startOurServer = async ({
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-bench-data-')),
} = {}) => {
  const port = await freePort();
  // `node --import tsx` is what `npx tsx` does, in a single process we can stop by its id.
  const proc = start(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    label: 'our server',
  });
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    proc,
    dataDir,
    stop: () => stop(proc),
    close: async () => {
      await stop(proc);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHttp(`${url}/`, { proc });
  } catch (e) {
    await server.close();
    throw e;
  }
  return server;
};

/** Serves a built anchor with the anchors' own server.mjs (gzip + 25 fake product rows). */
export const startAnchorServer = async (distDir, label) => {
  const port = await freePort();
  const proc = start(process.execPath, [ANCHOR_SERVER, distDir, String(port)], { cwd: ROOT, label });
  const url = `http://127.0.0.1:${port}`;
  const server = { url, proc, close: () => stop(proc) };
  try {
    await waitForHttp(`${url}/`, { proc });
  } catch (e) {
    await server.close();
    throw e;
  }
  return server;
};

/** Signs in a demo vendor and returns its session token. */
export const login = async (baseUrl, credentials) => {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || !body?.token) throw new Error(`login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.token;
};

/** Fails unless `url` answers 200 with an HTML page (measuring an error page would mislead). */
export const checkHtmlPage = async (url) => {
  const res = await fetch(url);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (res.status !== 200 || !type.includes('text/html'))
    throw new Error(`GET ${url} answered HTTP ${res.status} (${type}): ${text.slice(0, 200)}`);
  return true;
};
