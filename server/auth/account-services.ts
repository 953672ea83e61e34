import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { SmsChannel } from '../sms';
import type { HashPool } from './hash-pool';
import { createOtpStore } from './otp';
import { createPasswords } from './passwords';
import { createRegistrationStore } from './registrations';
import type { Clock, SessionStore } from './sessions';
import { createThrottle, type Limits } from './throttle';

/** What the account routes (sign-in, registration, passwords, profile) share; all state in the database. */
export const createAccountServices = (deps: {
  db: Kysely<Database>;
  now: Clock;
  sessions: SessionStore;
  sms: SmsChannel;
  limits: Limits;
  hashPool: HashPool;
}) => ({
  ...deps,
  otp: createOtpStore(deps.db, deps.now),
  passwords: createPasswords(deps.hashPool),
  registrations: createRegistrationStore(deps.db, deps.now),
  throttle: createThrottle(deps.db, deps.now),
});

export type AccountServices = ReturnType<typeof createAccountServices>;
