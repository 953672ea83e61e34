import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Label } from '../../schemas';
import { unstorableTextAt } from '../../schemas/text';
import { ApiError } from '../errors';

/**
 * *Ours*: deeper than any body we accept (a product is 3 levels deep), far below what a parser or
 * a recursive walk minds; and more values than any body we accept holds (a product with 50
 * suitable cars is about 300), far below what makes parsing slow (300,000 empty objects take
 * 200 ms to parse on a small machine).
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_VALUES = 20_000;

/**
 * Whether JSON text nests deeper than `maxDepth` or holds more than `maxValues` values (counted as
 * commas and brackets outside strings), by one pass over the characters, before parsing: neither
 * the parser nor anything after it (validation, pruning) ever meets such a body (security.md row 32).
 */
export const jsonTooBig = (text: string, maxDepth: number, maxValues: number): 'deep' | 'many' | null => {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return 'deep';
      if (++values > maxValues) return 'many';
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && ++values > maxValues) return 'many';
  }
  return null;
};

type LabelledNode = { 'x-label'?: Label; properties?: Record<string, LabelledNode>; items?: LabelledNode };

/** The label of the field at a dotted path of a route's schema, when the schema names one. */
const labelAt = (schema: unknown, path: string): Label | null => {
  let node = schema as LabelledNode | undefined;
  for (const part of path.split('.')) {
    node = /^\d+$/.test(part) && node?.items ? node.items : node?.properties?.[part];
    if (!node) return null;
  }
  return node?.['x-label'] ?? null;
};

type RouteSchema = { params?: unknown; query?: unknown } | undefined;

/**
 * The key of a numeric parameter written as "Infinity" or "1e309": ajv's coercion turns it into
 * Infinity, which passes `type: integer` and its bounds (ajv compares finite numbers only), and
 * the database then fails on it (a 500 found by tests/server/fuzz-routes.test.ts).
 */
const infiniteNumberAt = (values: unknown, schema: unknown): string | null => {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || !values || typeof values !== 'object') return null;
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const type = properties[key]?.type;
    const numeric = type === 'integer' || type === 'number';
    if (numeric && typeof value === 'string' && Math.abs(Number(value)) === Infinity) return key;
  }
  return null;
};

/** 400 (query, parameters) or 422 (body) naming the field whose text the database cannot store. */
export const unstorableText = (path: string, part: 'body' | 'query' | 'params', label: Label | null = null) =>
  new ApiError(part === 'body' ? 422 : 400, part === 'body' ? 'validation.form' : 'errors.badRequest', {}, [
    { path, rule: 'text', label },
  ]);

/**
 * One place every body, query string and route parameter passes through before validation:
 * JSON bodies nested too deeply or holding too many values are refused before parsing, and text PostgreSQL cannot store (NUL,
 * lone surrogates) is refused with the field named (security.md rows 32 and 33).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const tooBig = jsonTooBig(text, MAX_JSON_DEPTH, MAX_JSON_VALUES);
    if (tooBig === 'deep') return done(new ApiError(400, 'errors.tooDeep'), undefined);
    if (tooBig === 'many') return done(new ApiError(413, 'errors.tooManyValues'), undefined);
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const at = unstorableTextAt(request[part]);
      const schema = request.routeOptions.schema as Record<typeof part, unknown> | undefined;
      if (at !== null) throw unstorableText(at, part, labelAt(schema?.[part], at));
    }
    for (const part of ['params', 'query'] as const) {
      const key = infiniteNumberAt(request[part], (request.routeOptions.schema as RouteSchema)?.[part]);
      if (key !== null) throw new ApiError(400, 'errors.badRequest');
    }
  });
});
