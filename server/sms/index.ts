import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';
import type { SmsChannel, SmsConfig } from './channel';
import { devSmsChannel } from './dev-channel';
import { httpSmsChannel } from './http-channel';

export type { SmsChannel, SmsConfig, SmsMeta, SmsPurpose } from './channel';

export const PRODUCTION_NEEDS_SMS =
  'NODE_ENV=production needs a real SMS channel: set SMS_PROVIDER=http and SMS_URL (and SMS_TOKEN if the ' +
  'provider wants one). The development channel only logs codes, so vendors could not register or reset passwords.';

/** The configured channel; refuses the development one in production. */
export const createSmsChannel = (
  config: SmsConfig,
  deps: { db: Kysely<Database>; log: FastifyBaseLogger; now: Clock; production: boolean },
): SmsChannel => {
  if (config.provider === 'http') return httpSmsChannel(config, deps.log);
  if (deps.production) throw new Error(PRODUCTION_NEEDS_SMS);
  return devSmsChannel(deps.db, deps.log, deps.now);
};
