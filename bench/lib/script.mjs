// The bench's TypeScript sections each run in a process of their own (tsx), so that their
// databases and servers go away with them, and end by printing one JSON line of figures.
import { ROOT } from './paths.mjs';
import { run } from './proc.mjs';

/** Runs `file` (relative to the project) with tsx and answers the last JSON line it printed. */
export const runJsonScript = async (file, args = [], label = file) => {
  const out = await run(process.execPath, ['--import', 'tsx', file, ...args], { cwd: ROOT, label });
  const json = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!json) throw new Error(`${file} printed no JSON:\n${out.slice(-2000)}`);
  return JSON.parse(json);
};
