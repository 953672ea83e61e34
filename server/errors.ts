import type { FieldError } from '../schemas/validation';

/** An error meant for the client: a status, a catalogue key for the message, and field errors. */
export class ApiError extends Error {
  /** Seconds, sent as `Retry-After` (429 and 503). */
  retryAfter?: number;

  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }

  /** The same error, telling the client when to try again. */
  after(seconds: number) {
    this.retryAfter = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

export const notFound = () => new ApiError(404, 'errors.notFound');
export const badRequest = (key = 'errors.badRequest', params: Record<string, unknown> = {}) =>
  new ApiError(400, key, params);
