import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyPluginAsyncJsonSchemaToTs,
  JsonSchemaToTsProvider,
} from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';

/**
 * The API as the routes see it: request parts typed from each route's own schemas
 * (json-schema-to-ts), so a handler never declares a body type by hand.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;
export type ApiPlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }>;

/** Every refusal: a message in the request's language and the field errors, ready to show; the request's id. */
export const errorBody = {
  type: 'object',
  required: ['message', 'errors'],
  additionalProperties: true,
  properties: {
    message: { type: 'string', description: 'In the language of the `Lang` header' },
    errors: {
      type: 'object',
      description: 'Messages by field, dotted as the form names its inputs (`size.width`)',
      additionalProperties: { type: 'string' },
    },
    requestId: {
      type: 'string',
      description: 'The request’s id, also in the `X-Request-Id` header and on its log lines',
    },
  },
  example: {
    message: 'Please fill out all required fields correctly.',
    errors: { price: 'Price is required' },
    requestId: '3f2c9a4e-8d1b-4c6a-9e7f-0a1b2c3d4e5f',
  },
} as const;

/** The same body under each status a route refuses with. */
export const refusals = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;

/** 204 and 202 without a body. */
export const noContent = { type: 'null', description: 'No content' } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** A page of a list: the rows, with `Content-Range: <resource> <from>-<to>/<total>` (ra-data-simple-rest). */
export const page = <T extends object>(items: T) =>
  ({
    type: 'array',
    items,
    description: 'One page; the total is in the Content-Range header',
  }) as const;
