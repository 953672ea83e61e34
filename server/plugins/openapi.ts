import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { productSchemas } from '../../schemas';
import { errorBody } from '../http/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A body documented in the contract but read by the route itself (multipart uploads). */
    openapiBody?: object;
    /** Reachable with the moderators' token (and only from this machine by default), not a session. */
    moderator?: boolean;
    /** Reachable with the metrics token (METRICS_TOKEN), not a session. */
    metrics?: boolean;
  }
}

export const API_PREFIX = '/api/v1';

/** The contract groups routes by area; the first path segment says which. */
const TAGS: [RegExp, string][] = [
  [/^\/(auth|profile)\b/, 'Accounts'],
  [new RegExp(`^/(products|${productSchemas.map((s) => s['x-resource']).join('|')})\\b`), 'Products'],
  [/^\/imports\b/, 'Imports'],
  [/^\/orders\b/, 'Orders'],
  [/^\/notifications\b/, 'Notifications'],
  [/^\/(tire-brands|battery-brands|car-brands|car-models|part-categories)\b/, 'Reference lists'],
  [/^\/uploads\b/, 'Uploads'],
  [/^\/moderation\b/, 'Moderation'],
  [/^\/stats\b/, 'Home'],
];
const tagOf = (path: string) => TAGS.find(([re]) => re.test(path))?.[1] ?? 'System';

/**
 * The errors a route may answer besides the ones it declares: everything may be refused (400) or
 * fail (500, 503 while stopping); a signed-in route may find no session (401); a route with an id
 * may find nothing (404) or a too long one (414); a body may be too large, of another type, or
 * invalid (413, 415, 422). Written once here, so every route's contract lists them.
 */
const implicitRefusals = (route: RouteOptions): number[] => {
  const statuses = [400, 500, 503];
  if (!route.config?.public) statuses.push(401);
  if (route.url.includes(':')) statuses.push(404, 414);
  const methods = ([] as string[]).concat(route.method);
  if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) statuses.push(413, 415, 422);
  return statuses;
};

/**
 * The API's contract, generated from the routes' own schemas (@fastify/swagger): every route under
 * /api/v1 with its parameters, body, responses (errors included), the bearer scheme and the `Lang`
 * header. `GET /api/v1/openapi.json` serves it; outside production `/api/docs` shows it.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { production: boolean }) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const schema = (route.schema ??= {});
    const response = ((schema as { response?: Record<number, unknown> }).response ??= {});
    for (const status of implicitRefusals(route)) response[status] ??= errorBody;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mawrid vendor API',
        version: '1',
        description:
          'The API of the Mawrid vendor dashboard. Lists follow ra-data-simple-rest (`sort`, `range`, ' +
          '`filter` as JSON in the query, the total in `Content-Range`). Every message comes in the ' +
          'language of the `Lang` header (Arabic when absent); every refusal is `{ message, errors, requestId }`, ' +
          'the id also in the `X-Request-Id` header (a client may send a short one of its own).',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /auth/login' },
          moderator: {
            type: 'http',
            scheme: 'bearer',
            description: 'The moderators’ token (MODERATOR_TOKEN, or DATA_DIR/moderator.token)',
          },
          metrics: { type: 'http', scheme: 'bearer', description: 'The metrics token (METRICS_TOKEN)' },
        },
      },
    },
    exposeHeadRoutes: false,
    transform: ({ schema, url, route }) => {
      const path = url.slice(API_PREFIX.length);
      const config = route.config ?? {};
      const security = config.moderator
        ? [{ moderator: [] }]
        : config.metrics
          ? [{ metrics: [] }]
          : config.public
            ? []
            : [{ bearer: [] }];
      return {
        url: path,
        schema: {
          ...schema,
          ...(config.openapiBody ? { body: config.openapiBody } : {}),
          tags: [tagOf(path)],
          security,
          // Documented, never validated: an unknown value means Arabic.
          headers: {
            type: 'object',
            properties: { lang: { type: 'string', enum: ['ar', 'en'], description: 'Arabic when absent' } },
          },
        },
      };
    },
  });

  if (!opts.production) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  }
});

/** GET /openapi.json: the contract above. */
export const openApiRoutes = async (app: FastifyInstance) => {
  app.get(
    '/openapi.json',
    {
      schema: { response: { 200: { type: 'object', additionalProperties: true } } },
      config: { public: true },
    },
    async () => app.swagger(),
  );
};
