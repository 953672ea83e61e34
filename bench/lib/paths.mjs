// Where things are.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WORK = path.join(ROOT, 'bench', '.work');
export const VITE = path.join(ROOT, 'node_modules', '.bin', 'vite');
// The shared folder sits beside the project, in every checkout and in CI.
export const ANCHORS = process.env.ANCHORS_DIR || path.resolve(ROOT, '..', 'shared', 'anchors');
export const ANCHOR_SERVER = path.join(ANCHORS, 'server.mjs');
