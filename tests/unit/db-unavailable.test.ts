import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable';

/** What `pg` throws, shaped as it is: an Error with the server's SQLSTATE or the socket's code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

// Issue 15: a database that went away is a 503 to retry, a wrong query stays a 500 (error-handler.ts).
describe('which errors mean the database is away', () => {
  it('counts refused, reset and timed-out connections, and the server stopping or starting', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('read ECONNRESET', 'ECONNRESET'),
      failure('getaddrinfo ENOTFOUND db', 'ENOTFOUND'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('sorry, too many clients already', '53300'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      Object.assign(new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        message: '',
      }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves query mistakes and everything else alone', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('relation "nothing" does not exist', '42P01'),
      failure('canceling statement due to statement timeout', '57014'),
      failure('Cannot read properties of undefined'),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
