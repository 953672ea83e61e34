import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_MAX_LENGTH } from '../../schemas/password';

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

export const hashPassword = async (password: string): Promise<string> => {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
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

let dummy: Promise<string> | undefined;
/** A hash to verify against when no account matches, so both answers take the same time. */
export const dummyHash = () => (dummy ??= hashPassword(crypto.randomBytes(16).toString('hex')));
