// Idle memory of our server: resident set size read from /proc, after a restart on a seeded data dir
// (what a deployment idles at) and after the bench's own page runs (what it keeps after work).
import fs from 'node:fs';
import { heading, line } from './format.mjs';
import { startOurServer } from './servers.mjs';

/** Issue 16: idle RSS under 300 MB. */
export const MEMORY_AIM_MB = 300;
const SETTLE_MS = 10_000;

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(kb / 1024);
};

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** RSS of a running server of ours, after it has been left alone for a while. */
export const idleRss = async (server) => {
  await settle();
  return rssMb(server.proc.child.pid);
};

/** Starts a server on a fresh data dir (seeding it), stops it, starts it again and reads its idle RSS. */
export const rssAfterRestart = async () => {
  const first = await startOurServer();
  await first.stop();
  const again = await startOurServer({ dataDir: first.dataDir });
  try {
    return await idleRss(again);
  } finally {
    await again.close();
  }
};

export const printMemory = ({ restarted, afterWork }) => {
  heading(`Server memory (resident set size, ${SETTLE_MS / 1000} s idle, one process, embedded PGlite)`);
  const verdict = (mb) =>
    mb == null ? 'n/a' : `${mb} MB (aim < ${MEMORY_AIM_MB} MB: ${mb < MEMORY_AIM_MB ? 'met' : 'NOT met'})`;
  line('after a restart on the seeded demo data', verdict(restarted));
  line('after the page, import and bell runs above', afterWork == null ? 'n/a' : `${afterWork} MB`);
  return { restartedMb: restarted, afterWorkMb: afterWork, aimMb: MEMORY_AIM_MB };
};
