import cluster from 'node:cluster';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError } from '../errors';
import { refusals } from '../http/contract';
import { API_PREFIX } from './openapi';

/** A PostgreSQL pool's connections now (pg's Pool counts). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

export type MetricsOptions = {
  /** What a scraper sends as `Authorization: Bearer …`. */
  token: string;
  /**
   * The database pool on PostgreSQL (pg's Pool). Null on PGlite: the database runs inside the
   * process on one connection, so there is no pool to report; its cost shows in the latencies.
   */
  pool: PoolCounts | null;
  /** Notification streams (Server-Sent Events) open in this process. */
  sseClients: () => number;
};

/** From a few milliseconds (a page from the index) to the seconds an import batch may take. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Requests no route took (unknown paths): one label, so random paths cannot grow the series. */
const UNMATCHED = '(unmatched)';

/** Compares digests, so neither the content nor the length of the token leaks through timing. */
const sameToken = (sent: string, token: string) => {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(sent), digest(token));
};

const metricsOf = (options: MetricsOptions) => {
  const register = new Registry();
  // In a cluster, each worker answers for itself: its id keeps the series of the workers apart.
  if (cluster.isWorker) register.setDefaultLabels({ pid: String(process.pid) });
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by route pattern and status',
    labelNames,
    buckets: BUCKETS,
    registers: [register],
  });
  const { pool } = options;
  const poolGauge = (name: string, help: string, key: keyof PoolCounts) =>
    pool &&
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        this.set(pool[key]);
      },
    });
  poolGauge('db_pool_connections', 'PostgreSQL connections the pool holds', 'totalCount');
  poolGauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool', 'idleCount');
  poolGauge('db_pool_waiting_queries', 'Queries waiting for a pool connection', 'waitingCount');
  new Gauge({
    name: 'sse_clients',
    help: 'Notification streams (Server-Sent Events) open',
    registers: [register],
    collect() {
      this.set(options.sseClients());
    },
  });
  return { register, requests, durations };
};

/**
 * Prometheus metrics (`METRICS_TOKEN`; off without it, and then `/metrics` is 404 like any unknown
 * path): requests and their latencies per route pattern, the database pool, open SSE streams, and
 * the process (memory, CPU, event loop). `GET /api/v1/metrics` answers only the token.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { register, requests, durations } = metricsOf(options);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    `${API_PREFIX}/metrics`,
    {
      schema: {
        response: {
          200: { type: 'string', description: 'Prometheus text exposition format' },
          ...refusals(401),
        },
      },
      config: { public: true, metrics: true },
      onRequest: async (request) => {
        const sent = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!sent || !sameToken(sent, options.token)) throw new ApiError(401, 'errors.unauthorized');
      },
    },
    async (_request, reply) => reply.type(register.contentType).send(await register.metrics()),
  );
});
