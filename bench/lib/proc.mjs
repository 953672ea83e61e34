// Child processes: builds, servers, free ports, and cleaning up after them.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const running = new Set();

/**
 * Starts a long-running process in its own process group, so that stopping it also stops anything
 * it spawned. Its output is kept for error messages.
 */
export const start = (cmd, args, { cwd, env, label = cmd } = {}) => {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const proc = { child, label, output: '', exited: false };
  const keep = (d) => (proc.output = (proc.output + d).slice(-20000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  proc.exit = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      proc.exited = true;
      running.delete(proc);
      resolve({ code, signal });
    }),
  );
  child.on('error', (e) => keep(`\n${e.stack}`));
  running.add(proc);
  return proc;
};

const signalGroup = (proc, signal) => {
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
};

/** SIGTERM to the process group, SIGKILL if it is still there after `graceMs`. */
export const stop = async (proc, graceMs = 5000) => {
  if (!proc || proc.exited) return;
  signalGroup(proc, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(proc, 'SIGKILL'), graceMs);
  await proc.exit;
  clearTimeout(timer);
};

export const stopAll = () => Promise.all([...running].map((p) => stop(p)));

/**
 * Runs a command to completion (tracked like the servers, so an interrupted bench stops it and the
 * browser it may have launched); rejects with the tail of its output when it fails.
 */
export const run = async (cmd, args, { cwd, env, label = cmd } = {}) => {
  const proc = start(cmd, args, { cwd, env, label });
  const { code, signal } = await proc.exit;
  if (code === 0) return proc.output;
  throw new Error(`${label} exited with ${code ?? signal}:\n${proc.output.slice(-3000)}`);
};

/** Last resort when the bench itself exits abruptly: kill what is left, synchronously. */
process.on('exit', () => {
  for (const proc of running) signalGroup(proc, 'SIGKILL');
});

/** Polls `url` until it answers (any HTTP status below 500); fails early if `proc` dies. */
export const waitForHttp = async (url, { proc, timeoutMs = 90000 } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.exited) throw new Error(`${proc.label} exited before answering:\n${proc.output.slice(-3000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms${proc ? `:\n${proc.output.slice(-3000)}` : ''}`,
  );
};
