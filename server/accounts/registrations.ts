import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RegistrationsTable } from '../db/tables';
import type { Clock } from './sessions';

/** *Ours*: a registration waits an hour for its phone to be confirmed, then is forgotten. */
export const REGISTRATION_TTL_MS = 60 * 60_000;

/** 128 random bits in base64url: what the client keeps in `/auth/{key}/confirm-otp`. */
const KEY = /^[A-Za-z0-9_-]{22}$/;

export const hashRegistrationKey = (key: string) =>
  crypto.createHash('sha256').update(key).digest('base64url');

export type Registration = Selectable<RegistrationsTable>;
export type NewRegistration = Omit<Registration, 'key_hash' | 'created_at' | 'expires_at'>;

/**
 * Registrations waiting for their phone. They hold the password's hash (never the password) until
 * the code is confirmed; only the key's hash is stored, so the table alone cannot resume one.
 */
export const createRegistrationStore = (db: Kysely<Database>, now: Clock) => ({
  async create(data: NewRegistration): Promise<{ key: string; keyHash: string }> {
    const key = crypto.randomBytes(16).toString('base64url');
    const keyHash = hashRegistrationKey(key);
    const at = now();
    await db
      .insertInto('registrations')
      .values({
        ...data,
        key_hash: keyHash,
        created_at: at,
        expires_at: new Date(at.getTime() + REGISTRATION_TTL_MS),
      })
      .execute();
    return { key, keyHash };
  },

  /** The live registration behind a key, or null for a malformed, unknown, finished or expired one. */
  async find(key: string): Promise<Registration | null> {
    if (!KEY.test(key)) return null;
    const row = await db
      .selectFrom('registrations')
      .selectAll()
      .where('key_hash', '=', hashRegistrationKey(key))
      .where('expires_at', '>', now())
      .executeTakeFirst();
    return row ?? null;
  },
});

export type RegistrationStore = ReturnType<typeof createRegistrationStore>;
