import { describe, expect, it } from 'vitest';
import { build } from './helper';
import { routeTable } from './route-table';

const t = await build({ moderator: { token: 'x'.repeat(40) } });
// The routes Fastify has registered, as the contract must list them: every method and path under /api/v1.
const registered = routeTable(t.app)
  .filter((r) => !r.startsWith('HEAD ') && r.includes(' /api/v1/'))
  .map((r) =>
    r
      .replace(' /api/v1', ' ')
      .replace(/:(\w+)/g, '{$1}')
      .replace('  ', ' '),
  );
const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
/** What lies at a path of nested JSON objects. */
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const operations = Object.entries(
  doc.paths as Record<string, Record<string, Record<string, unknown>>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
);

describe('GET /api/v1/openapi.json: the contract, generated from the routes', () => {
  it('lists exactly the routes Fastify has registered', () => {
    expect(registered.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.route).sort()).toEqual([...registered].sort());
  });

  it('gives every route its responses, errors included, in the { message, errors } shape', () => {
    for (const { route, op } of operations) {
      const responses = op.responses as Record<string, { content?: Record<string, { schema: object }> }>;
      const success = Object.keys(responses).filter((s) => s.startsWith('2'));
      expect(success.length, `${route} declares its success`).toBeGreaterThan(0);
      expect(Object.keys(responses), `${route} declares its refusals`).toEqual(
        expect.arrayContaining(['400', '500']),
      );
      const refusal = responses['400'].content?.['application/json'].schema as { required: string[] };
      expect(refusal.required, route).toEqual(['message', 'errors']);
    }
  });

  it('names the bearer scheme on signed-in routes, none on public ones, and the Lang header everywhere', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const byRoute = Object.fromEntries(operations.map((o) => [o.route, o.op]));
    expect(byRoute['GET /tires'].security).toEqual([{ bearer: [] }]);
    expect(byRoute['POST /auth/login'].security).toEqual([]);
    expect(byRoute['GET /moderation/products'].security).toEqual([{ moderator: [] }]);
    expect(byRoute['GET /tires'].responses).toHaveProperty('401');
    expect(byRoute['GET /public-config'].responses).not.toHaveProperty('401');
    for (const { route, op } of operations) {
      const lang = (op.parameters as { in: string; name: string }[] | undefined)?.find(
        (p) => p.in === 'header',
      );
      expect(lang?.name, route).toBe('lang');
    }
  });

  it('describes every product resource from its schema, bodies and answers alike', () => {
    const byRoute = Object.fromEntries(operations.map((o) => [o.route, o.op]));
    for (const resource of ['tires', 'batteries', 'car-parts', 'products']) {
      expect(byRoute[`GET /${resource}`], resource).toBeDefined();
      expect(byRoute[`GET /${resource}/{id}`], resource).toBeDefined();
    }
    const json = ['content', 'application/json', 'schema'];
    expect(
      at(byRoute['POST /tires'], 'requestBody', ...json, 'properties', 'size', 'properties', 'width'),
    ).toMatchObject({ 'x-label': { en: 'Width', ar: 'العرض' } });
    expect(
      Object.keys(at(byRoute['POST /tires'], 'responses', '201', ...json, 'properties') as object),
    ).toEqual(expect.arrayContaining(['id', 'status', 'rejectionReason', 'name', 'size', 'price']));
    expect(at(byRoute['POST /batteries'], 'requestBody', ...json, 'properties', 'voltage', 'enum')).toEqual([
      30, 40, 50, 60,
    ]);
    // The lists, the home page's counts and the reference lists are in the contract too.
    for (const route of ['GET /products', 'GET /stats', 'GET /car-models', 'POST /uploads', 'GET /health'])
      expect(byRoute[route], route).toBeDefined();
  });

  it('sends only what the response schema names: a field the schema does not have never leaves', async () => {
    const tires = await t.login('tires');
    const [one] = (await t.call({ method: 'GET', url: '/api/v1/tires?range=[0,0]', token: tires })).json();
    await t.db
      .updateTable('products')
      .set({ attributes: JSON.stringify({ ...one, secretNote: 'internal' }) })
      .where('id', '=', one.id)
      .execute();
    const res = await t.call({ method: 'GET', url: `/api/v1/tires/${one.id}`, token: tires });
    expect(res.json()).not.toHaveProperty('secretNote');
    expect(res.body).not.toContain('internal');
    const me = (await t.call({ method: 'GET', url: '/api/v1/auth/me', token: tires })).json();
    expect(me).not.toHaveProperty('password_hash');
  });
});
