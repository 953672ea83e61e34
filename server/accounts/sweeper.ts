import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from './sessions';

const DAY = 24 * 3600_000;
const EVERY = 10 * 60_000;

/**
 * Deletes what no rule looks at any more: expired registrations, and codes, counted attempts, dev
 * messages and ended sessions older than a day (every window is an hour at most). Each process
 * sweeps; running twice at once only deletes nothing the second time.
 */
export const sweepExpired = async (db: Kysely<Database>, now: Clock) => {
  const at = now();
  const dayAgo = new Date(at.getTime() - DAY);
  await db.deleteFrom('registrations').where('expires_at', '<=', at).execute();
  await db.deleteFrom('otp_challenges').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('rate_events').where('at', '<', dayAgo).execute();
  await db.deleteFrom('sms_outbox').where('sent_at', '<', dayAgo).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
};

/** Sweeps every ten minutes without keeping the process alive; returns the function that stops it. */
export const startSweeper = (db: Kysely<Database>, now: Clock, log: FastifyBaseLogger) => {
  const timer = setInterval(() => {
    sweepExpired(db, now).catch((err: unknown) => log.error({ err }, 'sweeping expired account rows'));
  }, EVERY);
  timer.unref();
  return async () => clearInterval(timer);
};
