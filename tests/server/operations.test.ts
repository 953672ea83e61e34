import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, inject, it } from 'vitest';
import { build, buildTire } from './helper';
import { openStream } from './sse-client';

// Issue 15, part 8: request ids on answers and log lines, Prometheus metrics behind a token.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-operations-tests-0123';

/** Every line the app logs, as JSON. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const t = await build({ metrics: { token: METRICS_TOKEN }, logger: { level: 'info', stream: logStream } });
const off = await build();
const tires = await t.login('tires');
// Streams and raw bytes need a real socket.
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;

const metrics = (token = METRICS_TOKEN) =>
  t.call({ method: 'GET', url: '/api/v1/metrics', headers: { authorization: `Bearer ${token}` } });
/** The value of one series in the metrics text, or undefined when it is not there. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** One raw HTTP/1.1 exchange, for bytes no HTTP client sends. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

describe('request ids', () => {
  it('gives every refusal its id, in the body and in X-Request-Id, a new one each request', async () => {
    const refusals = [
      await t.call({ method: 'GET', url: '/api/v1/tires' }), // 401: no session
      await t.call({ method: 'GET', url: '/api/v1/no-such-route' }), // 404: unknown path
      await t.call({ method: 'GET', url: '/api/v1/tires/999999999', token: tires }), // 404: not found
      await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: { name: 7 } }), // 422
      await t.call({ method: 'GET', url: `/api/v1/tires/${'1'.repeat(150)}`, token: tires }), // 414
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 404, 404, 422, 414]);
    for (const res of refusals) {
      const { requestId, message } = res.json();
      expect(requestId, res.body).toMatch(UUID);
      expect(res.headers['x-request-id']).toBe(requestId);
      expect(message).toEqual(expect.any(String));
    }
    expect(new Set(refusals.map((r) => r.json().requestId)).size).toBe(refusals.length);
  });

  it('says the id of a success in its header only, leaving the body as the contract has it', async () => {
    // Liveness, and readiness with a database ping (its 503: db-outage.postgres.test.ts).
    for (const url of ['/api/v1/health', '/api/v1/health/ready']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('keeps a short safe id sent by a proxy or client', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/tires',
      headers: { 'x-request-id': 'lb-7f3a.01_x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.01_x');
    expect(res.json().requestId).toBe('lb-7f3a.01_x');
  });

  it('never echoes an id that is long or holds anything but letters, digits and ._-', async () => {
    const unsafe = ['a'.repeat(65), 'two words', '"><script>x</script>', 'id;drop', '-leading', 'رقم'];
    for (const sent of unsafe) {
      const res = await t.call({ method: 'GET', url: '/api/v1/tires', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id'], sent).toMatch(UUID);
      expect(res.json().requestId, sent).toBe(res.headers['x-request-id']);
      expect(res.body).not.toContain(sent);
    }
  });

  it('puts an id on the refusals of Node’s parser, which come before any request', async () => {
    const answer = await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const id = /\r\nX-Request-Id: (\S+)\r\n/.exec(answer)?.[1];
    expect(id).toMatch(UUID);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).requestId).toBe(id);
  });

  it('writes the id on every log line of a request, those of the app’s own logger included', async () => {
    lines.length = 0;
    // A reset code goes out through the SMS channel, which logs with the app's logger (dev channel).
    const reset = await t.call({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { phone: '01000000001' },
    });
    expect(reset.statusCode, reset.body).toBe(202);
    const failed = await t.call({ method: 'GET', url: '/api/v1/tires' });
    expect(failed.statusCode).toBe(401);

    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line, JSON.stringify(line)).toHaveProperty('reqId');
    const sms = lines.filter((l) => String(l.msg).startsWith('development SMS'));
    expect(sms).toHaveLength(1);
    expect(sms[0].reqId).toBe(reset.headers['x-request-id']);
    const ids = new Set(lines.map((l) => l.reqId));
    expect(ids).toEqual(new Set([reset.headers['x-request-id'], failed.headers['x-request-id']]));
  });

  it('names requestId in the contract’s refusals', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const refusal = doc.paths['/tires'].get.responses['401'].content['application/json'].schema;
    expect(refusal.properties.requestId).toMatchObject({ type: 'string' });
  });
});

describe('Prometheus metrics', () => {
  it('are off unless configured: /api/v1/metrics is an unknown path', async () => {
    const res = await off.call({
      method: 'GET',
      url: '/api/v1/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('answer only the metrics token: none, a wrong one or a vendor’s session is 401', async () => {
    const none = await t.call({ method: 'GET', url: '/api/v1/metrics' });
    const wrong = await metrics(`${METRICS_TOKEN}x`);
    const short = await metrics('metrics');
    const vendor = await t.call({ method: 'GET', url: '/api/v1/metrics', token: tires });
    for (const res of [none, wrong, short, vendor]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().requestId).toMatch(UUID);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('count requests and their latencies per route pattern, never per raw URL', async () => {
    const [one] = (await t.call({ method: 'GET', url: '/api/v1/tires?range=[0,0]', token: tires })).json();
    const series = 'http_requests_total{method="GET",route="/api/v1/tires/:id",status_code="200"}';
    const before = sample((await metrics()).body, series) ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await t.call({ method: 'GET', url: `/api/v1/tires/${one.id}`, token: tires })).statusCode).toBe(
        200,
      );
    await t.call({ method: 'GET', url: '/api/v1/nothing-here-4242' });

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, series)).toBe(before + 3);
    expect(
      sample(
        res.body,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/tires/:id",status_code="200"}',
      ),
    ).toBe(before + 3);
    expect(res.body).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v1/tires/:id",status_code="200"}',
    );
    expect(
      sample(res.body, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBeGreaterThan(0);
    expect(res.body).not.toContain(`/api/v1/tires/${one.id}`);
    expect(res.body).not.toContain('nothing-here-4242');
    // The process itself: memory and the event loop.
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count a POST by its pattern and status', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire(),
    });
    expect(created.statusCode).toBe(201);
    const body = (await metrics()).body;
    expect(sample(body, 'http_requests_total{method="POST",route="/api/v1/tires",status_code="201"}')).toBe(
      1,
    );
  });

  it('show the open notification streams', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect(sample((await metrics()).body, 'sse_clients')).toBe(0);
    const streams = [await openStream(base, tires), await openStream(base, tires)];
    expect(sample((await metrics()).body, 'sse_clients')).toBe(2);
    for (const stream of streams) {
      stream.close();
      await stream.ended;
    }
    await expect.poll(async () => sample((await metrics()).body, 'sse_clients')).toBe(0);
  });

  it('show the database pool on PostgreSQL, and no pool on PGlite, which has none', async () => {
    const body = (await metrics()).body;
    if (inject('postgresTemplate')) {
      expect(sample(body, 'db_pool_connections')).toBeGreaterThan(0);
      expect(sample(body, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(body).not.toContain('db_pool_');
    }
  });

  it('are in the contract, behind their own bearer scheme', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/metrics'].get.security).toEqual([{ metrics: [] }]);
    expect(doc.paths['/metrics'].get.responses).toHaveProperty('401');
  });
});
