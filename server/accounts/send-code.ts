import type { AccountServices } from './services';
import { codeBucket, SMS_BUCKET } from './throttle';
import type { SmsPurpose } from '../sms';
import { codesLater, sendLater, textsLater } from './too-many';

/** Why a code was refused, as the message under the `code` field. */
export const CODE_MESSAGES = {
  wrong: 'account.codeWrong',
  expired: 'account.codeExpired',
  tooManyTries: 'account.codeTooManyTries',
} as const;

/**
 * Sends a one-time code within the limits and answers how many seconds until the next send to
 * this phone. Three limits apply, all counted in the database: the phone's (otp.ts), the client
 * address's (every request counts, whatever the phone: SMS pumping sends to many phones), and the
 * hourly ceiling on texts actually sent. `text` is null when nothing may be sent (a reset for a
 * phone without an account): the challenge row is made all the same, so limits and answers do not
 * tell the two cases apart.
 */
export const sendCode = async (
  services: AccountServices,
  ip: string,
  send: {
    purpose: Exclude<SmsPurpose, 'handover'>;
    phone: string;
    registrationKey?: string;
    withCode: boolean;
    text: ((code: string | null) => string) | null;
  },
): Promise<number> => {
  const { throttle, limits } = services;
  const byAddress = await throttle.take([codeBucket(ip), limits.codesPerAddress]);
  if (!byAddress.ok) throw codesLater(byAddress.retryAfter);
  const byAll = send.text ? await throttle.take([SMS_BUCKET, limits.smsPerHour]) : null;
  if (byAll && !byAll.ok) throw textsLater(byAll.retryAfter);
  const issued = await services.otp.issue(send);
  if (issued.wait) {
    // Nothing was sent: the ceiling on texts gives its place back (the address keeps its count).
    if (byAll?.ok) await byAll.release();
    throw sendLater(issued.wait);
  }
  if (send.text)
    await services.sms.send(send.phone, send.text(issued.code), { purpose: send.purpose, code: issued.code });
  return (await services.otp.sendWait(send.phone))?.seconds ?? 0;
};
