import cluster, { type Worker } from 'node:cluster';

export type WorkersOptions = {
  count: number;
  /** Added to every worker's environment. */
  env: Record<string, string>;
  /** Once every first worker listens (the port answers). */
  onReady: () => void;
  /** How long the workers have to drain after SIGTERM before they are killed. */
  stopWithinMs: number;
};

/** A worker that dies sooner than this after its start is restarted after a pause (doubling). */
const STEADY_MS = 30_000;
const MAX_PAUSE_MS = 30_000;

const describeExit = (code: number | null, signal: string | null) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

/**
 * The cluster's primary (WORKERS > 1): it serves no request itself. It starts `count` workers,
 * each a whole server on the shared port (Node's cluster hands connections round), starts another
 * when one dies (logged; after a pause if they keep dying young, so a broken database does not
 * make it spin), and on SIGTERM or SIGINT passes SIGTERM on, lets every worker drain, and exits
 * once all have: 0 when every worker stopped cleanly. The database was prepared before (server.ts).
 */
export const superviseWorkers = (options: WorkersOptions) => {
  const started = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let stopping = false;
  let ready = false;
  let pause = 0;
  let failed = false;

  const fork = (replacing?: number) => {
    const worker = cluster.fork(options.env);
    started.set(worker, Date.now());
    worker.on('listening', () => {
      if (replacing) console.log(`Mawrid worker ${worker.process.pid} is running, replacing ${replacing}.`);
      listening.add(worker);
      if (ready || stopping || listening.size < options.count) return;
      ready = true;
      options.onReady();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? Date.now();
    started.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // Killed by the SIGTERM it was sent: it was still starting, with nothing to drain.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (!started.size) process.exit(failed ? 1 : 0);
      return;
    }
    pause = Date.now() - since < STEADY_MS ? Math.min(Math.max(pause * 2, 1000), MAX_PAUSE_MS) : 0;
    const when = pause ? `in ${pause / 1000} s` : 'now';
    console.error(
      `Mawrid worker ${worker.process.pid} ${describeExit(code, signal)}; starting another ${when}.`,
    );
    setTimeout(() => !stopping && fork(worker.process.pid), pause);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (!started.size) process.exit(0);
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
      // A worker stops itself within stopWithinMs; one that does not is not waited for longer.
      setTimeout(() => {
        for (const worker of started.keys()) worker.process.kill('SIGKILL');
        console.error(`Mawrid workers did not stop within ${options.stopWithinMs / 1000} s; killed.`);
        process.exit(1);
      }, options.stopWithinMs + 1_000).unref();
    });
  }

  for (let i = 0; i < options.count; i++) fork();
};
