// Runs the anchors' measure.mjs as a child process and parses the JSON it prints.
import fs from 'node:fs';
import path from 'node:path';
import { ANCHORS, WORK } from './paths.mjs';
import { run } from './proc.mjs';

/**
 * measure.mjs imports playwright-core, which does not resolve from the read-only anchors folder
 * (it has no node_modules), so an identical copy runs from bench/.work, inside our project.
 */
const measureScript = () => {
  const src = path.join(ANCHORS, 'measure.mjs');
  const dest = path.join(WORK, 'measure.mjs');
  fs.mkdirSync(WORK, { recursive: true });
  fs.copyFileSync(src, dest);
  fs.chmodSync(dest, 0o644);
  return dest;
};

/** `node measure.mjs <url> <runs> <cpuRate> <waitRows>` → its parsed JSON. */
export const measure = async (url, { runs = 5, rate = 1, waitRows = 0 }) => {
  const out = await run(
    process.execPath,
    [measureScript(), url, String(runs), String(rate), String(waitRows)],
    {
      label: `measure.mjs ${url} rate ${rate}`,
    },
  );
  const json = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!json) throw new Error(`measure.mjs printed no JSON:\n${out.slice(-2000)}`);
  return JSON.parse(json);
};
