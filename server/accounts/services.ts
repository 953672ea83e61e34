import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { SmsChannel } from '../sms';
import type { UploadStore } from '../uploads/store';
import type { HashPool } from './hash-pool';
import { createOtpStore } from './otp';
import { createPasswords, type HashCost } from './passwords';
import { createRegistrationStore } from './registrations';
import type { Clock, SessionStore } from './sessions';
import { createThrottle, type Limits } from './throttle';
import { vendorStore } from './vendors';

/**
 * What the account flows (sign-in, registration, passwords, profile) share: the stores of this area,
 * the clock, the SMS channel, the limits and the hashing pool. All state is in the database.
 */
export const createAccountServices = (deps: {
  db: Kysely<Database>;
  now: Clock;
  sessions: SessionStore;
  sms: SmsChannel;
  limits: Limits;
  hashPool: HashPool;
  /** The cost of new password hashes; `hashCostFor(process.env)` when absent. */
  passwordCost?: HashCost;
  uploads: UploadStore;
}) => ({
  now: deps.now,
  sessions: deps.sessions,
  sms: deps.sms,
  limits: deps.limits,
  uploads: deps.uploads,
  vendors: vendorStore(deps.db),
  otp: createOtpStore(deps.db, deps.now),
  passwords: createPasswords(deps.hashPool, deps.passwordCost),
  registrations: createRegistrationStore(deps.db, deps.now),
  throttle: createThrottle(deps.db, deps.now),
});

export type AccountServices = ReturnType<typeof createAccountServices>;
