// Builds our dashboard and the two reference apps with our own Vite, in this run.
import fs from 'node:fs';
import path from 'node:path';
import { ANCHORS, ROOT, VITE, WORK } from './paths.mjs';
import { run } from './proc.mjs';

/** Makes a copied tree writable: the anchors are read-only and Vite writes dist/ and temp files. */
const makeWritable = (p) => {
  const st = fs.statSync(p);
  fs.chmodSync(p, st.mode | 0o200);
  if (st.isDirectory()) for (const e of fs.readdirSync(p)) makeWritable(path.join(p, e));
};

/** Copies one file or folder of the anchors into bench/.work, replacing an older copy. */
export const copyAnchor = (name) => {
  const dest = path.join(WORK, name);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  fs.cpSync(path.join(ANCHORS, name), dest, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  makeWritable(dest);
  return dest;
};

/** `vite build` with cwd set to `dir`, so its own vite.config.ts and index.html are used. */
const viteBuild = async (dir) => {
  const t0 = Date.now();
  await run(VITE, ['build'], { cwd: dir, label: `vite build in ${path.relative(ROOT, dir) || '.'}` });
  return Date.now() - t0;
};

/** Our dashboard into dist/. */
export const buildOurs = () => viteBuild(ROOT);

/** A copy of an anchor app into bench/.work/<name>/dist; returns that dist folder. */
export const buildAnchor = async (name) => {
  const dir = copyAnchor(name);
  const ms = await viteBuild(dir);
  return { dist: path.join(dir, 'dist'), ms };
};
