import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { toAsciiDigits } from '../../schemas/digits';
import type { Database } from '../db/tables';

/** Wrong handover codes before the code is dead and the customer needs a new one (like one-time codes). */
export const HANDOVER_MAX_ATTEMPTS = 5;
/** A new code may be sent once a minute. */
export const HANDOVER_RESEND_MS = 60_000;

const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
const hashOf = (salt: string, orderId: number, code: string) =>
  crypto
    .createHmac('sha256', Buffer.from(salt, 'base64url'))
    .update(`handover\n${orderId}\n${code}`)
    .digest();

export type HandoverCheck = 'ok' | 'wrong' | 'tooManyTries' | 'none';

/**
 * The code the customer gives the driver at the door: six random digits, texted when the order
 * goes on its way, stored only as an HMAC bound to the order. Run in the caller's transaction.
 */
export const handoverCodes = (db: Kysely<Database>) => ({
  /** A new code for the order (an older one stops working); the code comes back once, for the SMS. */
  async issue(orderId: number, at: Date): Promise<string> {
    const code = newCode();
    const salt = crypto.randomBytes(16).toString('base64url');
    const row = {
      salt,
      code_hash: hashOf(salt, orderId, code).toString('base64url'),
      attempts: 0,
      created_at: at,
    };
    await db
      .insertInto('handover_codes')
      .values({ order_id: orderId, ...row })
      .onConflict((oc) => oc.column('order_id').doUpdateSet(row))
      .execute();
    return code;
  },

  /** When the last code was sent, or null. */
  async sentAt(orderId: number): Promise<Date | null> {
    const row = await db
      .selectFrom('handover_codes')
      .select('created_at')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row ? new Date(row.created_at) : null;
  },

  /** Checks a code; a try is counted before the comparison, so parallel guesses cannot pass the limit. */
  async check(orderId: number, typed: string): Promise<HandoverCheck> {
    const row = await db
      .updateTable('handover_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('order_id', '=', orderId)
      .where('attempts', '<', HANDOVER_MAX_ATTEMPTS)
      .returning(['salt', 'code_hash', 'attempts'])
      .executeTakeFirst();
    if (!row) {
      const exists = await db
        .selectFrom('handover_codes')
        .select('order_id')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return exists ? 'tooManyTries' : 'none';
    }
    const code = toAsciiDigits(typed).replace(/\s/g, '');
    const right = crypto.timingSafeEqual(
      hashOf(row.salt, orderId, code),
      Buffer.from(row.code_hash, 'base64url'),
    );
    if (right) return 'ok';
    return row.attempts >= HANDOVER_MAX_ATTEMPTS ? 'tooManyTries' : 'wrong';
  },

  /** A delivered or cancelled order keeps no code. */
  async forget(orderId: number) {
    await db.deleteFrom('handover_codes').where('order_id', '=', orderId).execute();
  },
});
