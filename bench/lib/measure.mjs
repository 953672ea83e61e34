// Runs the anchors' measure.mjs as a child process and parses the JSON it prints.
import fs from 'node:fs';
import path from 'node:path';
import { median } from './format.mjs';
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

/**
 * measure.mjs on several pages in turns, one run each per round, so that the machine's load
 * drifting during the bench weighs on every page alike: a ratio of two pages measured one after
 * the other can drift by more than the difference it is meant to show. Each page's runs are then
 * summarised as measure.mjs does.
 */
export const measureInTurns = async (urls, { rounds = 5, rate = 1 }) => {
  const all = urls.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, url] of urls.entries())
      all[i].push(...(await measure(url, { runs: 1, rate, waitRows: 0 })).all);
  return urls.map((url, i) => summarise(url, rate, all[i], ['fcp', 'lcp', 'dcl', 'load']));
};

/** Runs of one page summarised as measure.mjs does: the median of each figure, and every run. */
export const summarise = (url, rate, runs, keys) => ({
  url,
  rate,
  runs: runs.length,
  median: Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
  all: runs,
});
