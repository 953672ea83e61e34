import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';
import type { SmsChannel } from './channel';

/**
 * Development and tests: nothing leaves the machine. Each message goes to the log (warn, so
 * `npm start` prints it) and to the `sms_outbox` table, which `GET /api/v1/dev/otp` reads: the
 * table, not memory, so the browser tests see the code whichever process sent it.
 */
export const devSmsChannel = (db: Kysely<Database>, log: FastifyBaseLogger, now: Clock): SmsChannel => ({
  development: true,
  async send(phone, text, meta) {
    await db
      .insertInto('sms_outbox')
      .values({ phone, purpose: meta.purpose, text, code: meta.code, sent_at: now() })
      .execute();
    log.warn(
      { sms: { phone, purpose: meta.purpose, text } },
      'development SMS: not sent, kept at /api/v1/dev/otp',
    );
  },
});
