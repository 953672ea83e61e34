import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { toAsciiDigits } from '../../schemas/digits';
import type { Database } from '../db/tables';
import type { SmsPurpose } from '../sms';
import type { Clock } from './sessions';

const MINUTE = 60_000;
/** *Ours* (security.md rows 9 and 10). */
export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 1 * MINUTE;
export const SENDS_PER_PHONE = { limit: 3, windowMs: 15 * MINUTE };

/** Why no code may be sent now, and for how many seconds. */
export type SendWait = { seconds: number; reason: 'soon' | 'many' };
export type AttemptResult = { ok: true } | { ok: false; reason: 'wrong' | 'expired' | 'tooManyTries' };

type Challenge = { purpose: Exclude<SmsPurpose, 'handover'>; phone: string; registrationKey?: string };

const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Only an HMAC of the code is stored, salted per challenge and bound to its purpose and phone, so
 * a code can never satisfy another challenge (security.md row 11) and the table holds no codes.
 */
const hashCode = (salt: string, purpose: string, phone: string, code: string) =>
  crypto
    .createHmac('sha256', Buffer.from(salt, 'base64url'))
    .update(`${purpose}\n${phone}\n${code}`)
    .digest();

const secondsUntil = (ms: number, at: number) => Math.max(1, Math.ceil((ms - at) / 1000));

/**
 * One-time codes. Every send is a row in `otp_challenges`, even when no code goes out (a
 * registered phone registering, an unknown phone resetting), so limits and answers are the same
 * whether an account exists or not. The newest row for a purpose and phone is the only live one:
 * a resend makes every older code worthless.
 */
export const createOtpStore = (db: Kysely<Database>, now: Clock) => {
  const sendWaitIn = async (trx: Kysely<Database>, phone: string): Promise<SendWait | null> => {
    const at = now().getTime();
    const sent = await trx
      .selectFrom('otp_challenges')
      .select('created_at')
      .where('phone', '=', phone)
      .where('created_at', '>', new Date(at - SENDS_PER_PHONE.windowMs))
      .orderBy('created_at')
      .execute();
    const times = sent.map((r) => new Date(r.created_at).getTime());
    const waits: SendWait[] = [];
    const last = times.at(-1);
    if (last !== undefined && at - last < RESEND_AFTER_MS)
      waits.push({ seconds: secondsUntil(last + RESEND_AFTER_MS, at), reason: 'soon' });
    if (times.length >= SENDS_PER_PHONE.limit) {
      const freed = times[times.length - SENDS_PER_PHONE.limit] + SENDS_PER_PHONE.windowMs;
      waits.push({ seconds: secondsUntil(freed, at), reason: 'many' });
    }
    return waits.sort((a, b) => b.seconds - a.seconds)[0] ?? null;
  };

  return {
    /** How long until a code may be sent to this phone again; null when it may be sent now. */
    sendWait: (phone: string) => sendWaitIn(db, phone),

    /**
     * Starts a challenge if the phone's limits allow it. The code comes back once, for the SMS,
     * and is null when `withCode` is false. A lock on the phone keeps two processes from both
     * passing the limit check.
     */
    async issue(
      challenge: Challenge & { withCode: boolean },
    ): Promise<{ code: string | null; wait: null } | { code: null; wait: SendWait }> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`otp:${challenge.phone}`}))`.execute(trx);
        const wait = await sendWaitIn(trx, challenge.phone);
        if (wait) return { code: null, wait };
        const code = challenge.withCode ? newCode() : null;
        const salt = crypto.randomBytes(16).toString('base64url');
        const at = now();
        await trx
          .insertInto('otp_challenges')
          .values({
            purpose: challenge.purpose,
            phone: challenge.phone,
            registration_key: challenge.registrationKey ?? null,
            salt,
            code_hash: code
              ? hashCode(salt, challenge.purpose, challenge.phone, code).toString('base64url')
              : null,
            created_at: at,
            expires_at: new Date(at.getTime() + OTP_TTL_MS),
          })
          .execute();
        return { code, wait: null };
      });
    },

    /**
     * Checks a code against the live challenge and uses it up when right. The try is counted
     * before the comparison, by a conditional update, so parallel guesses cannot exceed the limit.
     */
    async attempt(challenge: Challenge, code: string): Promise<AttemptResult> {
      const row = await db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('phone', '=', challenge.phone)
        .where('purpose', '=', challenge.purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const at = now();
      if (
        !row ||
        row.used_at ||
        (challenge.registrationKey !== undefined && row.registration_key !== challenge.registrationKey) ||
        at.getTime() >= new Date(row.expires_at).getTime()
      )
        return { ok: false, reason: 'expired' };
      const counted = await db
        .updateTable('otp_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) return { ok: false, reason: 'tooManyTries' };

      const typed = toAsciiDigits(code).replace(/\s/g, '');
      const expected = row.code_hash ? Buffer.from(row.code_hash, 'base64url') : null;
      const right =
        expected !== null &&
        crypto.timingSafeEqual(hashCode(row.salt, row.purpose, row.phone, typed), expected);
      if (!right)
        return { ok: false, reason: counted.attempts >= OTP_MAX_ATTEMPTS ? 'tooManyTries' : 'wrong' };

      const used = await db
        .updateTable('otp_challenges')
        .set({ used_at: at })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used ? { ok: true } : { ok: false, reason: 'expired' };
    },
  };
};

export type OtpStore = ReturnType<typeof createOtpStore>;
