import type { FieldError } from '../schemas/validation';

/** A field's message: a catalogue key, with parameters for its template. */
export type FieldMessage = string | { key: string; params?: Record<string, unknown> };

/**
 * An error meant for the client: a status, a catalogue key for the message, and what is wrong with
 * which field, as schema rules (`fieldErrors`) or as catalogue keys (`fieldMessages`). Nothing here
 * is text yet: the error handler writes it in the request's language.
 */
export class ApiError extends Error {
  /** Seconds, sent as `Retry-After` (429 and 503). */
  retryAfter?: number;

  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
    readonly fieldMessages: Record<string, FieldMessage> = {},
  ) {
    super(key);
  }

  /** The same error, telling the client when to try again. */
  after(seconds: number) {
    this.retryAfter = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

/** A refusal that names fields with messages of our own (not schema rules). */
export const problem = (status: number, key: string, fields: Record<string, FieldMessage>) =>
  new ApiError(status, key, {}, [], {}, fields);

export const notFound = () => new ApiError(404, 'errors.notFound');

/** The value a store or service found, or the 404 a route answers when it found nothing. */
export const orNotFound = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound();
  return value;
};

export const badRequest = (key = 'errors.badRequest', params: Record<string, unknown> = {}) =>
  new ApiError(400, key, params);
