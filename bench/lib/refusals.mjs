// Bodies built to stall the API, refused: runs bench/refusals/run.ts (through tsx, its own
// process) and prints each refusal against a valid tire's POST and an idle client, same run.
import { fmtRatio, heading, line, ratio } from './format.mjs';
import { runJsonScript } from './script.mjs';

export const measureRefusals = async () => {
  return runJsonScript('bench/refusals/run.ts', [], 'refusals bench');
};

export const printRefusals = (r) => {
  heading(`Bodies built to stall the API, refused (medians of ${r.samples}, real HTTP, fresh PGlite)`);
  line('a valid tire, POST → 201', `${r.valid.ms} ms`);
  line('another client, idle', `${r.idleOtherMs} ms`);
  const rows = r.refusals.map((x) => {
    const vsValid = ratio(x.ms, r.valid.ms);
    const otherVsIdle = ratio(x.otherMs, r.idleOtherMs);
    line(
      `${x.what} (${Math.round(x.bytes / 1024)} KB) → ${x.status}`,
      `${x.ms} ms, ${fmtRatio(vsValid)} a valid POST; another client ${x.otherMs} ms, ${fmtRatio(otherVsIdle)} idle`,
    );
    return { ...x, vsValid, otherVsIdle };
  });
  return { ...r, refusals: rows };
};
