import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A throwaway copy of the project, for tests that change a source file and then build and run the
 * result the way a person would, without touching the working tree other tests (and people) use.
 */

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

// What .gitignore leaves out, for a checkout without git and for listing the copy itself (which
// gains `dist` from its build and has `node_modules` only as a link).
const NOT_PROJECT = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const notProject = (rel: string) =>
  rel.split('/').some((part) => NOT_PROJECT.has(part)) ||
  rel.startsWith('bench/.work/') ||
  rel.endsWith('.log') ||
  path.basename(rel) === '.env';

const walk = (root: string, dir = ''): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (notProject(rel) || notProject(`${rel}/`)) return [];
    if (entry.isDirectory()) return walk(root, rel);
    return entry.isFile() ? [rel] : [];
  });

/** The project's files: what git tracks plus new files it does not ignore, as a fresh clone plus work in progress. */
const projectFiles = (root: string): string[] => {
  if (!fs.existsSync(path.join(root, '.git'))) return walk(root);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A tracked file deleted in the working tree is still listed by git; the copy mirrors the tree.
  return listed
    .split('\0')
    .filter(Boolean)
    .filter((rel) => fs.statSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile());
};

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export type ProjectCopy = {
  dir: string;
  /** Digest of every file as it was copied: the original may be edited while the test runs. */
  copied: Map<string, string>;
};

/** Copies the project's files into `dir`, with `node_modules` linked to the original's. */
export const copyProject = (dir: string, root = PROJECT_ROOT): ProjectCopy => {
  const copied = new Map<string, string>();
  for (const rel of projectFiles(root)) {
    const source = path.join(root, rel);
    const data = fs.readFileSync(source);
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data, { mode: fs.statSync(source).mode });
    copied.set(rel, sha256(data));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, copied };
};

/** Every project file of the copy that was added, removed or changed since it was copied. */
export const changedFiles = ({ dir, copied }: ProjectCopy): string[] => {
  const now = new Set(walk(dir));
  const changed = [...now].filter((rel) => copied.get(rel) !== sha256(fs.readFileSync(path.join(dir, rel))));
  const removed = [...copied.keys()].filter((rel) => !now.has(rel));
  return [...changed, ...removed].sort();
};

/** Inserts `text` before the only occurrence of `anchor` in a file; throws when the anchor is not there once. */
export const insertBefore = (file: string, anchor: string, text: string) => {
  const source = fs.readFileSync(file, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0 || source.indexOf(anchor, at + 1) >= 0) {
    throw new Error(
      `${file} must contain ${JSON.stringify(anchor)} exactly once (found ${at < 0 ? 'none' : 'several'}): ` +
        'the test cannot place the new field',
    );
  }
  fs.writeFileSync(file, source.slice(0, at) + text + source.slice(at));
};

/** Runs a command to completion; a failure carries the end of its output. */
export const run = (command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-6000)}`)),
    );
  });

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type RunningServer = { url: string; stop: () => Promise<void> };

/**
 * Starts a project's server (`npm run serve`'s command, NODE_ENV=test) on a fresh database with
 * the demo accounts, serving that project's `dist`, and waits until it answers.
 */
export const startServer = async (dir: string, dataDir: string): Promise<RunningServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  // The e2e run may point the main server at another build or database; the copy uses its own.
  for (const name of ['DIST_DIR', 'DATABASE_URL', 'SEED_DEMO']) delete env[name];
  const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer on ${url} within 90 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
