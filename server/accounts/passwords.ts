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

// N=2^17, r=8, p=1 needs 128 MiB; Node refuses anything over 32 MiB unless maxmem is raised.
const COST = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** Longer passwords are refused before hashing, so a huge body cannot stall the hash. */
export const MAX_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH;

const record = (salt: Buffer, key: Buffer) =>
  ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');

/** A new hash, outside any pool: for seeding and tools. Requests go through `createPasswords`. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = crypto.randomBytes(16);
  return record(salt, await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, COST));
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
};

/**
 * A record no password matches, verified when no account matches so both answers cost one hash
 * at the same cost. Random bytes rather than a real hash: nothing to compute, nothing to guess.
 */
const DUMMY = record(crypto.randomBytes(16), crypto.randomBytes(KEY_LENGTH));

/**
 * Hashing for requests: every hash waits its turn in the pool (see hash-pool.ts). `ticket` is a
 * place the request reserved when it started; without one, a place is taken now.
 */
export const createPasswords = (pool: HashPool) => ({
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
  hash: (password: string, ticket: HashTicket = pool.reserve()) => ticket.run(() => hashPassword(password)),
  /** Checks against the stored record, or against the dummy when there is no account. */
  verify: (password: string, stored: string | undefined, ticket: HashTicket = pool.reserve()) =>
    ticket.run(() => verifyPassword(password, stored ?? DUMMY)),
});

export type Passwords = ReturnType<typeof createPasswords>;
