// A PostgreSQL database for the load test: a fresh database on the server of LOAD_DATABASE_URL (or
// TEST_DATABASE_URL), else on a throwaway cluster started here from the PostgreSQL binaries of
// /usr/lib/postgresql/*/bin (as `nobody` when we are root: PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, run, start, stop } from '../lib/proc.mjs';

/** The newest installed PostgreSQL's bin folder, or null. */
const binaries = () => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
};

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as nobody when we are root. */
const command = (bin, args) => (asRoot ? ['runuser', ['-u', 'nobody', '--', bin, ...args]] : [bin, args]);

const query = async (url, statement) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

const waitForPostgres = async (url, proc) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exited) throw new Error(`PostgreSQL exited:\n${proc.output.slice(-2000)}`);
    try {
      await query(url, 'select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};

/** A throwaway cluster in a temporary folder: initdb, start; `close` stops it and removes the folder. */
const throwawayCluster = async (bin) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-load-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['nobody', dir]);
  const [initCmd, initArgs] = command(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await run(initCmd, initArgs, { label: 'initdb' });
  const port = await freePort();
  const [pgCmd, pgArgs] = command(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  const proc = start(pgCmd, pgArgs, { label: 'PostgreSQL' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForPostgres(url, proc);
  const version = (await query(url, 'show server_version')).rows[0].server_version;
  return {
    url,
    label: `throwaway PostgreSQL ${version} cluster`,
    close: async () => {
      await stop(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A URL to the same server with another database name. */
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A fresh, empty database for one run, and `close` to drop it (and stop a cluster started here).
 * Null when there is no PostgreSQL to use.
 */
export const loadDatabase = async () => {
  const given = process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const bin = given ? null : binaries();
  if (!given && !bin) return null;
  const server = given
    ? { url: given, label: 'PostgreSQL of LOAD_DATABASE_URL/TEST_DATABASE_URL', close: async () => {} }
    : await throwawayCluster(bin);
  const name = `mawrid_load_${crypto.randomBytes(4).toString('hex')}`;
  try {
    await query(server.url, `create database ${name}`);
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: withDatabase(server.url, name),
    label: server.label,
    close: async () => {
      await query(server.url, `drop database if exists ${name} with (force)`).catch(() => {});
      await server.close();
    },
  };
};
