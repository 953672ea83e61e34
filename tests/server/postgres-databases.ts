import crypto from 'node:crypto';
import pg from 'pg';

/**
 * The server suite's databases on the PostgreSQL of TEST_DATABASE_URL (.ci/run starts one): a
 * template migrated and seeded once per run, and a copy of it per test file. CREATE DATABASE …
 * TEMPLATE copies files, far quicker than migrating and hashing the demo passwords again.
 */
export const serverUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the server-postgres tests need TEST_DATABASE_URL');
  return url;
};

/** The URL of another database on the same server. */
export const urlOf = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** One statement on TEST_DATABASE_URL's own database, which only serves as a place to connect. */
export const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Names are generated here from [a-z0-9_] only, so quoting them is enough. */
const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
};

export const createDatabase = (name: string, template?: string) =>
  admin(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);

/** FORCE ends connections a failed test file left behind (PostgreSQL 13 and later). */
export const dropDatabase = (name: string) => admin(`drop database if exists ${quoted(name)} with (force)`);

/** A fresh copy of the run's template for one test file; `drop` removes it. */
export const copyOfTemplate = async (template: string) => {
  const name = `${template.replace('mawrid_template_', 'mawrid_t_')}_${crypto.randomBytes(4).toString('hex')}`;
  await createDatabase(name, template);
  return { databaseUrl: urlOf(name), drop: () => dropDatabase(name) };
};
