/** Seconds a client is told to wait (`Retry-After`) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/** The socket could not reach, or lost, the database server. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), the server shutting down or starting up
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), and no free connection
 * slot (53300).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What `pg` says, without a code, when the connection went away under a query or never came. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database is away (stopped, restarting, unreachable) rather than that
 * a query is wrong: such a request is answered 503 with Retry-After, and the pool connects again
 * by itself once the server is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // Node's connection to every address of a host name fails as one AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
};
