import { ApiError } from '../errors';

/**
 * *Ours* (security.md row 35): one scrypt at N=2^17 holds 128 MiB for about half a second, and
 * libuv would run four at once. Hashes run here instead, `concurrency` at a time, with at most
 * `queue` waiting; a request beyond that is answered 503 with Retry-After at once rather than
 * holding memory and a connection for tens of seconds.
 */
export type HashingOptions = { concurrency: number; queue: number };
export const DEFAULT_HASHING: HashingOptions = { concurrency: 1, queue: 16 };

/** A place in the pool, held from the start of a request until its hash has run. */
export type HashTicket = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back unused (the request was refused before hashing). */
  cancel(): void;
};

export type HashPool = {
  /**
   * Takes a place for a hash to come, or throws the pool's 503 at once: a request takes it before
   * its other work (limits, lookups), so a storm's overflow costs nothing but the answer.
   */
  reserve(): HashTicket;
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Refuses everything still waiting (the process is stopping); running hashes finish. */
  close(): void;
};

export const createHashPool = ({ concurrency, queue }: HashingOptions): HashPool => {
  let held = 0; // places taken: running, waiting to run, or reserved by a request still on its way
  let running = 0;
  let closed = false;
  let averageMs = 500;
  const waiting: { resolve: () => void; reject: (e: Error) => void }[] = [];

  /** How long until a new arrival would be served, in seconds. */
  const busy = () =>
    new ApiError(503, 'errors.busy').after(((held - concurrency + 1) * averageMs) / concurrency / 1000);

  const next = () => {
    const first = waiting.shift();
    if (first) {
      running++;
      first.resolve();
    }
  };

  const reserve = (): HashTicket => {
    if (closed || held >= concurrency + queue) throw busy();
    held++;
    let used = false;
    return {
      async run(task) {
        if (used) throw new Error('a hash ticket runs once');
        used = true;
        try {
          if (running < concurrency) running++;
          else await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
        } catch (error) {
          held--;
          throw error;
        }
        const started = performance.now();
        try {
          return await task();
        } finally {
          averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
          running--;
          held--;
          next();
        }
      },
      cancel() {
        if (used) return;
        used = true;
        held--;
      },
    };
  };

  return {
    reserve,
    run: (task) => reserve().run(task),
    close() {
      closed = true;
      for (const w of waiting.splice(0)) w.reject(busy());
    },
  };
};
