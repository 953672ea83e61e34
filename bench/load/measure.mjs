// What the load test records: latencies and errors per kind of request, and the server's memory.
import fs from 'node:fs';

/** The p-th percentile (0–100) of sorted values, nearest rank; null when empty. */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

/** Requests by kind: times, errors (anything but 2xx, and failed connections), a few error samples. */
export const recorder = () => {
  const kinds = new Map();
  const samples = [];
  let first = null;
  let last = null;
  return {
    record(kind, { status, body, ms }) {
      const now = performance.now();
      first ??= now - ms;
      last = now;
      let k = kinds.get(kind);
      if (!k) kinds.set(kind, (k = { ms: [], errors: 0 }));
      k.ms.push(ms);
      if (status < 200 || status > 299) {
        k.errors++;
        if (samples.length < 8) samples.push(`${kind}: HTTP ${status} ${String(body).slice(0, 160)}`);
      }
    },
    /** Per kind: count, errors, p50/p95/p99/max in ms; totals and requests per second over `seconds`. */
    summary(seconds) {
      const rows = [...kinds].map(([kind, { ms, errors }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        const at = (p) => Math.round(percentile(sorted, p) * 10) / 10;
        return { kind, count: ms.length, errors, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
      });
      const requests = rows.reduce((n, r) => n + r.count, 0);
      const errors = rows.reduce((n, r) => n + r.errors, 0);
      const all = [...kinds.values()].flatMap((k) => k.ms).sort((a, b) => a - b);
      const at = (p) => Math.round(percentile(all, p) * 10) / 10;
      return {
        requests,
        errors,
        seconds: Math.round(seconds * 10) / 10,
        rps: Math.round((requests / seconds) * 10) / 10,
        all: { p50: at(50), p95: at(95), p99: at(99), max: at(100) },
        kinds: rows,
        errorSamples: samples,
        span: first === null ? 0 : (last - first) / 1000,
      };
    },
  };
};

/** Process ids whose process group is one of `groups` (a server started detached leads its own). */
const membersOf = (groups) => {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command may hold spaces and parentheses: fields are counted after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (groups.includes(Number(fields[2]))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
};

const rssMb = (pid) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** The processes of the servers' groups now, and their resident memory (MB) each. */
export const serverProcesses = (groups) => membersOf(groups).map((pid) => ({ pid, rssMb: rssMb(pid) }));

/**
 * Samples the summed RSS of every process in `groups` every `everyMs`; `stop()` answers the peak
 * of the sum and the peak of any single process, in MB.
 */
export const watchRss = (groups, everyMs = 250) => {
  let peakSum = 0;
  let peakOne = 0;
  const sample = () => {
    const procs = serverProcesses(groups);
    peakSum = Math.max(
      peakSum,
      procs.reduce((n, p) => n + p.rssMb, 0),
    );
    peakOne = Math.max(peakOne, ...procs.map((p) => p.rssMb));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peakSumMb: Math.round(peakSum), peakOneMb: Math.round(peakOne) };
    },
  };
};
