import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { hashPassword, type HashCost } from '../../server/accounts/passwords';
import type { Limits } from '../../server/accounts/throttle';
import { openDatabase, pgliteOptions } from '../../server/db/open';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import type { Database } from '../../server/db/tables';
import { loginRequest } from './login-request';
import { copyOfTemplate } from './postgres-databases';
import { leaksIn, secretsIn, type Seen } from './secrets-scan';

export type TestApp = {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Moves the server's clock: sessions expire against it. */
  clock: { now: Date };
  /** A demo vendor's new session token. */
  login: (who: 'tires' | 'parts', lang?: 'ar' | 'en') => Promise<string>;
  /** Sends a sign-in with these credentials (the tires type unless told) and answers the response. */
  signIn: (identifier: string, password: string, options?: SignInOptions) => Promise<LightMyRequestResponse>;
  call: (options: InjectOptions & { token?: string; lang?: 'ar' | 'en' }) => Promise<LightMyRequestResponse>;
};

export type SignInOptions = Pick<InjectOptions, 'remoteAddress' | 'headers'> & {
  vendorType?: string;
  lang?: 'ar' | 'en';
};

/**
 * Test files register many vendors and ask for many codes from one address (inject's 127.0.0.1):
 * the per-address limits are raised here, through the app's documented `limits` option.
 * abuse-limits.test.ts checks the defaults.
 */
const ROOMY: Partial<Limits> = {
  registrationsPerAddress: { limit: 10_000, windowMs: 3600_000 },
  codesPerAddress: { limit: 10_000, windowMs: 3600_000 },
};

/**
 * The database of one test file: a copy of the run's seeded template, on PostgreSQL in the
 * server-postgres project (vitest.config.ts), else in an embedded PGlite.
 */
const openTestDatabase = async () => {
  const template = inject('postgresTemplate');
  if (template) {
    const copy = await copyOfTemplate(template);
    return { db: await openDatabase({ databaseUrl: copy.databaseUrl }), ...copy };
  }
  const bytes = fs.readFileSync(inject('templatePath'));
  const pglite = await PGlite.create(pgliteOptions({ loadDataDir: new Blob([bytes]) }));
  return { db: await openDatabase({ pglite }), databaseUrl: undefined, drop: async () => {} };
};

/**
 * The template's demo accounts were hashed at test cost (passwords.ts). A file that asks for
 * another cost, to test hashing or its timing, gets them hashed again at it, so that every record
 * it meets costs the same as in service.
 */
const rehashDemoAccounts = async (db: Kysely<Database>, cost: HashCost) => {
  for (const account of DEMO_ACCOUNTS)
    await db
      .updateTable('vendors')
      .set({ password_hash: await hashPassword(account.password, cost) })
      .where('email', '=', account.email)
      .execute();
};

/** One app per test file over a copy of the seeded template database; closed after the file. */
export const build = async (options: Omit<AppOptions, 'db' | 'now'> = {}): Promise<TestApp> => {
  const { db, databaseUrl, drop } = await openTestDatabase();
  if (options.passwordCost) await rehashDemoAccounts(db, options.passwordCost);
  const clock = { now: new Date() };
  const app = await buildApp({
    ...options,
    limits: { ...ROOMY, ...options.limits },
    // On PostgreSQL, notifications cross processes through LISTEN/NOTIFY, as with DATABASE_URL.
    notifications: databaseUrl ? { databaseUrl, ...options.notifications } : options.notifications,
    db,
    now: () => new Date(clock.now),
  });
  // Every body this file's tests see is searched for secrets at the end (secrets-scan.ts).
  const seen: Seen[] = [];
  const secretsAtStart = await secretsIn(db);
  afterAll(async () => {
    try {
      const now = await secretsIn(db);
      const leaks = leaksIn(seen, {
        hashes: [...secretsAtStart.hashes, ...now.hashes],
        codes: [...secretsAtStart.codes, ...now.codes],
      });
      expect(leaks, 'answers that show a secret').toEqual([]);
    } finally {
      await app.close();
      await db.destroy();
      await drop();
    }
  });

  const call: TestApp['call'] = async ({ token, lang = 'en', headers, ...options }) => {
    const res = await app.inject({
      ...options,
      headers: {
        accept: 'application/json',
        app: 'client',
        lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    seen.push({ request: `${options.method ?? 'GET'} ${String(options.url)}`, body: res.body });
    return res;
  };

  const signIn: TestApp['signIn'] = (identifier, password, { vendorType, ...options } = {}) =>
    call({ ...loginRequest(identifier, password, vendorType), ...options });

  const login: TestApp['login'] = async (who, lang = 'en') => {
    const account = DEMO_ACCOUNTS[who === 'tires' ? 0 : 1];
    const res = await signIn(account.email, account.password, { vendorType: account.vendorType, lang });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  return { app, db, clock, login, signIn, call };
};

/** A tire that passes the schema; override any field. */
export const buildTire = (overrides: Record<string, unknown> = {}) => ({
  name: 'Michelin Primacy 4 205/55 R16',
  sku: `TEST-${Math.random().toString(36).slice(2, 10)}`,
  description: 'A quiet, long-lasting touring tire.',
  brand: 'michelin',
  year: 2025,
  tireType: 'normal',
  size: { width: 205, length: 55, depth: 16 },
  quantity: 12,
  price: 4200,
  discountPrice: 3990,
  ...overrides,
});
