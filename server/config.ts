import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HASHING, type HashingOptions } from './accounts/hash-pool';
import { hashCostFor, type HashCost } from './accounts/passwords';
import { DEFAULT_LIMITS, type Limits } from './accounts/throttle';
import { PRODUCTION_NEEDS_SMS, type SmsConfig } from './sms';
import { readS3Config, type S3Config } from './uploads/choose-storage';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite's own folder inside DATA_DIR, beside (not around) the uploads. */
  pgliteDir: string;
  /** Uploaded files (the disk storage's folder). */
  uploadsDir: string;
  /** Uploads in an S3-compatible bucket instead of uploadsDir: S3_BUCKET and its companions. */
  s3: S3Config | undefined;
  databaseUrl: string | undefined;
  production: boolean;
  seedDemo: boolean;
  distDir: string;
  /** How one-time codes are sent; the development channel is refused in production. */
  sms: SmsConfig;
  /** What `GET /api/v1/public-config` tells the public pages (D11). */
  publicConfig: PublicConfig;
  /** Which peers may name the client in X-Forwarded-For (Fastify's `trustProxy`); nobody by default. */
  trustProxy: TrustProxy;
  limits: Limits;
  hashing: HashingOptions;
  /** The cost of new password hashes: production's, unless NODE_ENV=test (passwords.ts). */
  passwordCost: HashCost;
  /** The moderators' API: a fixed token (else one made at start and left in DATA_DIR), and whether it answers beyond this machine. */
  moderator: { token: string | undefined; remote: boolean };
  /** Hours a new order has to be confirmed before it is overdue. */
  confirmWithinHours: number;
  /** Prometheus metrics at /api/v1/metrics for this bearer token; off (404) when absent. */
  metrics: { token: string } | undefined;
  /** API processes sharing the port (Node's cluster; `auto`: one per core); more than one needs PostgreSQL. */
  workers: number;
};

/** Off, every peer (`true`), a hop count, or a comma-separated list of addresses, ranges and proxy-addr names. */
export type TrustProxy = boolean | number | string;

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: read the client address from X-Forwarded-For only when it comes from these proxies. */
const readTrustProxy = (value: string | undefined): TrustProxy => {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const valid = (e: string) => PROXY_NAMES.includes(e) || net.isIP(e.replace(/\/\d{1,3}$/, '')) !== 0;
  if (!entries.every(valid))
    throw new Error(
      `TRUST_PROXY must be false, true, a hop count, or addresses/ranges of your proxies (e.g. 10.0.0.1,10.1.0.0/16), not "${text}".`,
    );
  return entries.join(',');
};

/** A positive whole number from the environment, or the default. */
const count = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${text}".`);
  return n;
};

/**
 * Limits an operator (or a load test signing many vendors in from one address) may change: the
 * counts only, each over its own window, as the README's configuration table says.
 */
const readLimits = (env: NodeJS.ProcessEnv): Limits => {
  const within = (name: string, fallback: { limit: number; windowMs: number }) => ({
    limit: count(env, name, fallback.limit),
    windowMs: fallback.windowMs,
  });
  return {
    loginPerAccountAddress: within('LOGIN_PER_ACCOUNT_ADDRESS', DEFAULT_LIMITS.loginPerAccountAddress),
    loginPerAddress: within('LOGIN_PER_ADDRESS', DEFAULT_LIMITS.loginPerAddress),
    registrationsPerAddress: within('REGISTRATIONS_PER_ADDRESS', DEFAULT_LIMITS.registrationsPerAddress),
    codesPerAddress: within('CODES_PER_ADDRESS', DEFAULT_LIMITS.codesPerAddress),
    smsPerHour: within('SMS_PER_HOUR', DEFAULT_LIMITS.smsPerHour),
  };
};

/** A metrics token guesses must not find: METRICS_TOKEN turns /api/v1/metrics on. */
const MIN_METRICS_TOKEN = 16;
const readMetrics = (env: NodeJS.ProcessEnv) => {
  const token = env.METRICS_TOKEN ?? '';
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN || /\s/.test(token))
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN} characters without spaces.`);
  return { token };
};

export type PublicConfig = {
  contact: { email: string; phone: string; whatsapp: string; address: { en: string; ar: string } };
  stores: { appStore: string; googlePlay: string };
  map: { tileUrl: string; attribution: string };
};

/** Contact details, store links and map tiles (D11): every marketplace sets its own. */
export const readPublicConfig = (env: NodeJS.ProcessEnv = {}): PublicConfig => ({
  contact: {
    email: env.CONTACT_EMAIL || 'support@mawrid.example',
    phone: env.CONTACT_PHONE || '+20 100 000 0000',
    whatsapp: env.CONTACT_WHATSAPP || '+20 100 000 0000',
    address: {
      en: env.CONTACT_ADDRESS_EN || '12 Tahrir Street, Downtown, Cairo, Egypt',
      ar: env.CONTACT_ADDRESS_AR || '12 شارع التحرير، وسط البلد، القاهرة، مصر',
    },
  },
  stores: {
    appStore: env.APP_STORE_URL || 'https://apps.apple.com/',
    googlePlay: env.GOOGLE_PLAY_URL || 'https://play.google.com/store/apps',
  },
  map: {
    tileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
  },
});

/** `SMS_URL` picks the HTTP provider; production without one refuses to start. */
const readSmsConfig = (env: NodeJS.ProcessEnv, production: boolean): SmsConfig => {
  const provider = env.SMS_PROVIDER || (env.SMS_URL ? 'http' : 'dev');
  if (provider === 'http') {
    if (!env.SMS_URL) throw new Error('SMS_PROVIDER=http needs SMS_URL, the address messages are posted to.');
    return { provider: 'http', url: env.SMS_URL, token: env.SMS_TOKEN || undefined };
  }
  if (provider !== 'dev') throw new Error(`SMS_PROVIDER must be "http" or "dev", not "${provider}".`);
  if (production) throw new Error(PRODUCTION_NEEDS_SMS);
  return { provider: 'dev' };
};

/** Reads the process environment once; everything else receives a Config. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: readS3Config(env),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo: env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    sms: readSmsConfig(env, production),
    publicConfig: readPublicConfig(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    limits: readLimits(env),
    hashing: {
      concurrency: count(env, 'HASH_CONCURRENCY', DEFAULT_HASHING.concurrency),
      queue: count(env, 'HASH_QUEUE', DEFAULT_HASHING.queue),
    },
    passwordCost: hashCostFor(env),
    moderator: { token: env.MODERATOR_TOKEN || undefined, remote: env.MODERATOR_REMOTE === '1' },
    confirmWithinHours: count(env, 'CONFIRM_WITHIN_HOURS', 24),
    metrics: readMetrics(env),
    workers: env.WORKERS === 'auto' ? os.availableParallelism() : count(env, 'WORKERS', 1),
  };
};
