import type { SendWait } from './otp';
import { ApiError } from '../errors';

const minutes = (seconds: number) => ({ smart_count: Math.ceil(seconds / 60) });

/** 429 for a code asked too soon (in seconds) or too often (the 15-minute cap, in minutes). */
export const sendLater = (wait: SendWait) =>
  (wait.reason === 'soon'
    ? new ApiError(429, 'account.resendIn', { smart_count: wait.seconds })
    : new ApiError(429, 'account.tooManySends', minutes(wait.seconds))
  ).after(wait.seconds);

/** 429 for sign-in attempts over the account's or the address's limit. */
export const signInLater = (seconds: number) =>
  new ApiError(429, 'account.tooManyLogins', minutes(seconds)).after(seconds);

/** 429 for one address registering, or asking for codes, too often; or for the hourly ceiling on texts. */
export const registerLater = (seconds: number) =>
  new ApiError(429, 'account.tooManyRegistrations', minutes(seconds)).after(seconds);
export const codesLater = (seconds: number) =>
  new ApiError(429, 'account.tooManyCodeRequests', minutes(seconds)).after(seconds);
export const textsLater = (seconds: number) =>
  new ApiError(429, 'account.smsBusy', minutes(seconds)).after(seconds);
