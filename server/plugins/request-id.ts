import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's or client's id is kept only when it is a short token of letters, digits and `._-`:
 * anything else (long, spaces, quotes, control characters) would let a client write into our logs
 * and headers, so it gets an id of ours instead.
 */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Fastify's `genReqId`: the incoming X-Request-Id when it is safe, else a random UUID. */
export const requestIdOf = (req: IncomingMessage): string => {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : crypto.randomUUID();
};

/** The id of the request whose work is running, for log lines written outside `request.log`. */
const current = new AsyncLocalStorage<string>();

type Bindings = () => Record<string, unknown>;

/**
 * Logger options under which every line written while a request is served carries its `reqId`,
 * also lines of `app.log` (an SMS channel, a stream's error): Fastify's request logger already
 * binds it, others get it from the request's async context. False stays false (tests).
 */
export const withRequestIds = (logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] => {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    mixin: (_line: object, _level: number, instance: { bindings: Bindings }) => {
      const id = current.getStore();
      return id && !('reqId' in instance.bindings()) ? { reqId: id } : {};
    },
  };
};

const isRefusal = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  'message' in payload &&
  'errors' in payload;

/**
 * Every answer says its request's id in `X-Request-Id`, and every `{ message, errors }` refusal
 * carries it as `requestId`, so a user's report finds the server's log lines. The request's work
 * runs in an async context holding the id (entered again after the body is read: the socket's
 * events do not carry it).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    current.run(request.id, done);
  });
  app.addHook('preValidation', (request, _reply, done) => current.run(request.id, done));
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isRefusal(payload) ? { ...payload, requestId: request.id } : payload,
  );
});
