import type { FastifyReply } from 'fastify';
import type { AccountServices } from '../auth/account-services';
import type { SmsPurpose } from '../sms';
import { sendLater } from './too-many';

/** Why a code was refused, as the message under the `code` field. */
export const CODE_MESSAGES = {
  wrong: 'account.codeWrong',
  expired: 'account.codeExpired',
  tooManyTries: 'account.codeTooManyTries',
} as const;

/**
 * Sends a one-time code within the phone's limits and answers how many seconds until the next
 * send. `text` is null when nothing may be sent (a reset for a phone without an account): the
 * challenge row is made all the same, so limits and answers do not tell the two cases apart.
 */
export const sendCode = async (
  services: AccountServices,
  reply: FastifyReply,
  send: {
    purpose: SmsPurpose;
    phone: string;
    registrationKey?: string;
    withCode: boolean;
    text: ((code: string | null) => string) | null;
  },
): Promise<number> => {
  const issued = await services.otp.issue(send);
  if (issued.wait) throw sendLater(reply, issued.wait);
  if (send.text)
    await services.sms.send(send.phone, send.text(issued.code), { purpose: send.purpose, code: issued.code });
  return (await services.otp.sendWait(send.phone))?.seconds ?? 0;
};
