import type { FastifyReply } from 'fastify';
import type { SendWait } from '../auth/otp';
import { ApiError } from '../errors';

const retryAfter = (reply: FastifyReply, seconds: number) =>
  void reply.header('Retry-After', String(seconds));

/** 429 for a code asked too soon (in seconds) or too often (the 15-minute cap, in minutes). */
export const sendLater = (reply: FastifyReply, wait: SendWait) => {
  retryAfter(reply, wait.seconds);
  return wait.reason === 'soon'
    ? new ApiError(429, 'account.resendIn', { smart_count: wait.seconds })
    : new ApiError(429, 'account.tooManySends', { smart_count: Math.ceil(wait.seconds / 60) });
};

/** 429 for sign-in attempts over the account's or the address's limit. */
export const signInLater = (reply: FastifyReply, seconds: number) => {
  retryAfter(reply, seconds);
  return new ApiError(429, 'account.tooManyLogins', { smart_count: Math.ceil(seconds / 60) });
};
