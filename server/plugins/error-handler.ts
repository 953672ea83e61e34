import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '../../schemas';
import { toFieldErrors } from '../../schemas/validation';
import type { Translate } from '../../schemas/i18n';
import { fieldErrorMap } from '../../schemas/i18n';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { ApiError } from '../errors';

const BY_STATUS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.tooLarge',
  415: 'errors.unsupportedMedia',
};

const isUniqueViolation = (e: unknown): e is { code: string; constraint?: string } =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** Message parameters in the reader's language: a label ({ en, ar }) or a catalogue key ({ key }). */
const inLanguage = (params: Record<string, unknown> = {}, lang: Lang, t: Translate) =>
  Object.fromEntries(
    Object.entries(params).map(([name, v]) => {
      if (!v || typeof v !== 'object') return [name, v];
      return [name, 'key' in v ? t(String(v.key)) : (v as Record<string, unknown>)[lang]];
    }),
  );

/** An ApiError as `{ message, errors }`: schema rules and our own field messages, all as text. */
const bodyOf = (error: ApiError, lang: Lang, t: Translate) => {
  const own = Object.entries(error.fieldMessages).map(([field, m]) =>
    typeof m === 'string' ? [field, t(m)] : [field, t(m.key, inLanguage(m.params, lang, t))],
  );
  return {
    message: t(error.key, inLanguage(error.params, lang, t)),
    errors: { ...fieldErrorMap(error.fieldErrors, lang, t), ...Object.fromEntries(own) },
    ...error.extra,
  };
};

/**
 * Every error leaves as `{ message, errors }` in the request's language. Client mistakes are 4xx;
 * a database that cannot be reached is a 503 to retry; anything else is logged in full and
 * answered with a 500 that says nothing about internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const t = request.t;
    if (error instanceof ApiError) {
      if (error.retryAfter) void reply.header('Retry-After', String(error.retryAfter));
      return reply.status(error.statusCode).send(bodyOf(error, request.lang, t));
    }
    if (error.validation) {
      const fieldErrors = toFieldErrors(error.validation as Parameters<typeof toFieldErrors>[0]);
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({
        message: t(status === 422 ? 'validation.form' : 'errors.badRequest'),
        errors: fieldErrorMap(fieldErrors, request.lang, t),
      });
    }
    if (isUniqueViolation(error) && String((error as { constraint?: string }).constraint).includes('sku')) {
      return reply.status(409).send({
        message: t('errors.duplicateSku'),
        errors: { sku: t('errors.duplicateSku') },
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: t('errors.badJson'), errors: {} });
    }
    if (isDatabaseUnavailable(error)) {
      // Every request says the same during an outage: its reason, not a stack each time.
      request.log.warn(`cannot reach the database or another service: ${error.code ?? error.message}`);
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: t('errors.unavailable'), errors: {} });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: t(BY_STATUS[status] ?? 'errors.badRequest'), errors: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: t('errors.server'), errors: {} });
  });
});
