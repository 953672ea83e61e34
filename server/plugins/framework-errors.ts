import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { apiTranslator } from '../../schemas/i18n';
import { langOf } from './lang';

/** What Fastify and Node answer on their own, before any route or hook runs (security.md row 38). */
const BY_CODE: Record<string, { status: number; key: string }> = {
  FST_ERR_BAD_URL: { status: 400, key: 'errors.badRequest' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'errors.uriTooLong' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'errors.timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'errors.headersTooLarge' },
};
const CLIENT_ERROR = { status: 400, key: 'errors.badRequest' };

/** Our `{ message, errors, requestId }` in the asked language; never the URL or header that was refused. */
const body = (key: string, lang: unknown, requestId: string) =>
  JSON.stringify({ message: apiTranslator(langOf(lang))(key), errors: {}, requestId });

/** Routing refusals (a malformed URL, a path parameter over the limit), before hooks run. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const { status, key } = BY_CODE[error.code] ?? { status: 500, key: 'errors.server' };
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Request-Id', request.id)
    .send(body(key, request.headers.lang, request.id));
};

/**
 * Refusals of Node's HTTP parser (headers over 16 KB, a request that never finished, garbage).
 * Only the raw bytes are known here: the language is read from a `Lang` header among them.
 */
export function clientErrorHandler(err: ConnectionError & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = BY_CODE[err.code ?? ''] ?? CLIENT_ERROR;
  // Node hands over the bytes it read as a Buffer (Fastify's type says otherwise).
  const raw: unknown = err.rawPacket;
  const lang = /\r\nlang:[ \t]*(\w+)/i.exec(Buffer.isBuffer(raw) ? raw.toString('latin1') : '')?.[1];
  // No request was made of these bytes, so no id either: one of ours, never the client's.
  const requestId = crypto.randomUUID();
  const text = body(key, lang, requestId);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nX-Request-Id: ${requestId}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
