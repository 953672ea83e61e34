import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_MAX_LENGTH } from '../../schemas/password';
import type { HashPool, HashTicket } from './hash-pool';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export type HashCost = { N: number; r: number; p: number };

/** N=2^17, r=8, p=1: 128 MiB and about half a second a hash (security.md row 1). */
export const PRODUCTION_COST: HashCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Under NODE_ENV=test only: 1 MiB and a few milliseconds. The test suite signs in hundreds of
 * times, and at production cost that was minutes of hashing that proved nothing new. A record
 * carries its own cost, so verifying is the same code either way; the tests of hashing, timing
 * and the hash storm ask for production cost.
 */
export const TEST_COST: HashCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The cost of new hashes: production's, except under NODE_ENV=test, where
 * PASSWORD_HASH_COST=production restores it (for a server process that a test starts).
 */
export const hashCostFor = (env: NodeJS.ProcessEnv = process.env): HashCost => {
  const asked = env.PASSWORD_HASH_COST;
  if (asked !== undefined && asked !== '' && asked !== 'production')
    throw new Error(`PASSWORD_HASH_COST can only be "production", not "${asked}".`);
  return env.NODE_ENV === 'test' && asked !== 'production' ? TEST_COST : PRODUCTION_COST;
};

// Node refuses scrypt over 32 MiB unless maxmem is raised; production's needs 128 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/** Longer passwords are refused before hashing, so a huge body cannot stall the hash. */
export const MAX_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH;

const record = ({ N, r, p }: HashCost, salt: Buffer, key: Buffer) =>
  ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');

/** A new hash, outside any pool: for seeding and tools. Requests go through `createPasswords`. */
export const hashPassword = async (password: string, cost: HashCost = hashCostFor()): Promise<string> => {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return record(cost, salt, key);
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return crypto.timingSafeEqual(actual, expected);
};

/**
 * Hashing for requests, at `cost`: every hash waits its turn in the pool (see hash-pool.ts).
 * `ticket` is a place the request reserved when it started; without one, a place is taken now.
 */
export const createPasswords = (pool: HashPool, cost: HashCost = hashCostFor()) => {
  /**
   * A record no password matches, verified when no account matches so both answers cost one hash
   * at the same cost. Random bytes rather than a real hash: nothing to compute, nothing to guess.
   */
  const dummy = record(cost, crypto.randomBytes(16), crypto.randomBytes(KEY_LENGTH));
  return {
    /**
     * Runs a request's work with a place in the pool taken first, so a full pool refuses it before it
     * costs anything; a place the work did not use is given back whatever happens.
     */
    async withPlace<T>(work: (ticket: HashTicket) => Promise<T>): Promise<T> {
      const ticket = pool.reserve();
      try {
        return await work(ticket);
      } finally {
        ticket.cancel();
      }
    },
    hash: (password: string, ticket: HashTicket = pool.reserve()) =>
      ticket.run(() => hashPassword(password, cost)),
    /** Checks against the stored record, or against the dummy when there is no account. */
    verify: (password: string, stored: string | undefined, ticket: HashTicket = pool.reserve()) =>
      ticket.run(() => verifyPassword(password, stored ?? dummy)),
  };
};

export type Passwords = ReturnType<typeof createPasswords>;
