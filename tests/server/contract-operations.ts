import type { TestApp } from './helper';

/** The part of a JSON Schema the generated security tests read. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  [key: `x-${string}`]: unknown;
};

/** One operation of /api/v1/openapi.json: `GET /tires/{id}` and what it takes. */
export type Operation = {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

type Document = { paths: Record<string, Record<string, Omit<Operation, 'route' | 'method' | 'path'>>> };

/** Every operation of the app's contract, read as a client reads it: a new route is in it the day it lands. */
export const contractOperations = async (t: TestApp): Promise<Operation[]> => {
  const doc = (await t.call({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([m, op]) => ({
      ...op,
      route: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase() as Operation['method'],
      path,
    })),
  );
};

/** The smallest value a schema accepts: the start of a body, made wrong or owner-like by the caller. */
export const exampleOf = (schema: Schema): unknown => {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(
      (schema.required ?? []).map((k) => [k, exampleOf(schema.properties?.[k] ?? { type: 'string' })]),
    );
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
};
