import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createAjv } from '../schemas/ajv';
import { boundedValidator } from '../schemas/validation';
import { passwordRoutes } from './accounts/password-routes';
import { profileRoutes } from './accounts/profile-routes';
import { registrationRoutes } from './accounts/registration-routes';
import { createAccountServices } from './accounts/services';
import { createHashPool, DEFAULT_HASHING, type HashingOptions } from './accounts/hash-pool';
import type { HashCost } from './accounts/passwords';
import { watchedSessionCache } from './accounts/session-cache';
import { createSessionStore, type Clock } from './accounts/sessions';
import { signInRoutes } from './accounts/sign-in-routes';
import { startSweeper } from './accounts/sweeper';
import { DEFAULT_LIMITS, type Limits } from './accounts/throttle';
import { readPublicConfig, type PublicConfig, type TrustProxy } from './config';
import { poolOf } from './db/open';
import type { Database } from './db/tables';
import type { Api } from './http/contract';
import { homeRoutes } from './home/routes';
import { importRoutes } from './imports/routes';
import { importService } from './imports/service';
import { moderationRoutes } from './moderation/routes';
import { notificationRoutes } from './notifications/routes';
import { watchTimedAlerts } from './notifications/alerts';
import { notificationService } from './notifications/service';
import { inProcessPublisher, notificationStreams, relayFor } from './notifications/stream';
import { orderRoutes } from './orders/routes';
import { watchOverdue } from './orders/overdue-watch';
import { orderService } from './orders/service';
import { authPlugin } from './plugins/auth';
import { builtAssetsPlugin } from './plugins/built-assets';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { langPlugin } from './plugins/lang';
import { metricsPlugin } from './plugins/metrics';
import { API_PREFIX, openApiPlugin, openApiRoutes } from './plugins/openapi';
import { prerenderedPagesPlugin, sendPage } from './plugins/prerendered-pages';
import { requestIdOf, requestIdPlugin, withRequestIds } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { productRoutes } from './products/routes';
import { productService } from './products/service';
import { productStore } from './products/store';
import { referenceRoutes } from './reference/routes';
import { referenceStore } from './reference/store';
import { createSmsChannel, PRODUCTION_NEEDS_SMS, type SmsChannel, type SmsConfig } from './sms';
import { devRoutes } from './system/dev-routes';
import { healthRoutes } from './system/health-routes';
import { publicConfigRoutes } from './system/public-config-routes';
import { diskStorage } from './uploads/disk-storage';
import { uploadRoutes } from './uploads/routes';
import type { UploadStorage } from './uploads/storage';
import { uploadStore } from './uploads/store';

export type AppOptions = {
  db: Kysely<Database>;
  /** The built dashboard to serve; the API alone when absent (tests). */
  distDir?: string;
  now?: Clock;
  /**
   * A clock the browser tests may move forward (`POST /api/v1/dev/clock`), so a test of a
   * one-minute limit does not wait a minute. Never in production.
   */
  movableClock?: boolean;
  /** Folder of the disk upload storage; a fresh temporary folder when absent (tests). */
  uploadsDir?: string;
  /** Another storage (e.g. S3-compatible) instead of the disk; wins over uploadsDir. */
  uploadStorage?: UploadStorage;
  logger?: FastifyServerOptions['logger'];
  /** How one-time codes leave: a channel, or its configuration; the development channel when absent. */
  sms?: SmsConfig | SmsChannel;
  /** Contact details, store links, map tiles (D11); the defaults when absent. */
  publicConfig?: PublicConfig;
  /** Refuses the development SMS channel and leaves out /dev routes; NODE_ENV decides when absent. */
  production?: boolean;
  /** Peers trusted to name the client in X-Forwarded-For; none when absent (security.md row 34). */
  trustProxy?: TrustProxy;
  /** Sign-in, registration and SMS limits; DEFAULT_LIMITS for what is absent. */
  limits?: Partial<Limits>;
  /** The password-hashing pool; DEFAULT_HASHING when absent. */
  hashing?: HashingOptions;
  /** The cost of new password hashes; `hashCostFor(process.env)` when absent. */
  passwordCost?: HashCost;
  /** The moderators' API: its token (none: the API is off) and whether it answers beyond this machine. */
  moderator?: { token: string; remote?: boolean };
  /** Hours a new order has to be confirmed; 24 when absent. */
  confirmWithinHours?: number;
  /**
   * The notification centre's live streams (issue 14). On PostgreSQL, `databaseUrl` (DATABASE_URL
   * when absent) is where a dedicated connection LISTENs, so a notification written by another
   * process reaches this one's streams; unused on PGlite, and ignored (with a warning) when it is
   * not the database `db` reaches. The heartbeat and the streams a vendor may hold are for tests.
   */
  notifications?: { databaseUrl?: string; heartbeatMs?: number; streamsPerVendor?: number };
  /** Prometheus metrics at /api/v1/metrics for this bearer token (METRICS_TOKEN); off when absent. */
  metrics?: { token: string };
};

// Bodies are validated by the same schemas as the dashboard's forms; unknown keys are dropped
// (no mass assignment), sizes are checked before anything else (boundedValidator). Query strings
// and params arrive as text, so they are coerced.
const bodyAjv = createAjv({ removeAdditional: true });
const queryAjv = createAjv();
queryAjv.opts.coerceTypes = true;
/** How a body is checked: by every route, and by the spreadsheet import for each row it saves. */
const bodyValidator = (schema: object) => boundedValidator(schema, bodyAjv.compile(schema));

/**
 * A missing file is a 404, not the app: `/llms.txt`, `/favicon.ico` or `/.well-known/…` answered
 * with the dashboard's HTML would tell crawlers and agents that a file of that name exists (the
 * issue's robots.txt was one). The dashboard's own paths never end in an extension.
 */
const looksLikeAFile = (url: string) => {
  const pathname = url.split(/[?#]/, 1)[0];
  return pathname.startsWith('/.well-known/') || /\.[A-Za-z0-9]+$/.test(pathname);
};

/**
 * The API and the dashboard as one Fastify app. Order matters: the request id first (every answer
 * and log line carries it), language (every message needs it), then errors, input guards, security
 * headers and the contract (its route hook must see every route, the metrics' too), then the areas
 * under /api/v1 (sessions first), then the static dashboard with index.html for every other path,
 * so the browser's history routes work.
 */
export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: withRequestIds(options.logger ?? false),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // A hop count is spelled as the function Fastify makes of it (its types take no number).
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (
            (hops: number) => (_: string, hop: number) =>
              hop < hops
          )(options.trustProxy)
        : (options.trustProxy ?? false),
    ajv: { customOptions: { coerceTypes: true } },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyValidator(schema) : boundedValidator(schema, queryAjv.compile(schema)),
  );

  const production = options.production ?? process.env.NODE_ENV === 'production';
  const clockShift = options.movableClock && !production ? { ms: 0 } : null;
  const now = options.now ?? (clockShift ? () => new Date(Date.now() + clockShift.ms) : () => new Date());
  const { db } = options;
  const sessionCache = await watchedSessionCache(db);
  if (sessionCache) app.addHook('onClose', () => sessionCache.stop());
  const sessions = createSessionStore(db, now, sessionCache?.cache);
  const sms =
    options.sms && 'send' in options.sms
      ? options.sms
      : createSmsChannel(options.sms ?? { provider: 'dev' }, { db, log: app.log, now, production });
  if (production && sms.development) throw new Error(PRODUCTION_NEEDS_SMS);
  const hashPool = createHashPool(options.hashing ?? DEFAULT_HASHING);
  // Stopping: what waits for a hash is refused at once, and every answer still going out closes
  // its connection, so no keep-alive socket holds the process open (security.md row 35).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    hashPool.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });

  const uploads = uploadStore(db);
  const accounts = createAccountServices({
    db,
    now,
    sessions,
    sms,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    hashPool,
    passwordCost: options.passwordCost,
    uploads,
  });
  const publisher = inProcessPublisher();
  const notifications = notificationService({ db, now, publisher });
  const products = productService(productStore(db), now, notifications);
  const orders = orderService({
    db,
    now,
    sms,
    uploads,
    confirmWithinHours: options.confirmWithinHours ?? 24,
    notifications,
  });
  const imports = importService({ db, now, validatorFor: bodyValidator, notifications });
  // Open streams end before the server waits for its connections to close (SIGTERM drains).
  const streams = notificationStreams({
    publisher,
    replay: notifications.after,
    latest: notifications.latestId,
    log: app.log,
    heartbeatMs: options.notifications?.heartbeatMs,
    perVendor: options.notifications?.streamsPerVendor,
  });
  app.addHook('preClose', async () => streams.closeAll());
  const relay = await relayFor(db, options.notifications?.databaseUrl ?? process.env.DATABASE_URL, {
    publisher,
    read: notifications.byId,
    log: app.log,
  });
  if (relay) app.addHook('onClose', relay.close);
  const publicConfig = options.publicConfig ?? readPublicConfig();
  app.addHook('onClose', startSweeper(db, now, app.log));
  app.addHook('onClose', watchOverdue(orders, app.log));
  app.addHook('onClose', watchTimedAlerts(db, now, publisher, app.log));
  const storage =
    options.uploadStorage ??
    diskStorage(options.uploadsDir ?? path.join(os.tmpdir(), `mawrid-uploads-${crypto.randomUUID()}`));

  await app.register(requestIdPlugin);
  await app.register(langPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { mapTileUrl: publicConfig.map.tileUrl });
  await app.register(openApiPlugin, { production });
  if (options.metrics)
    await app.register(metricsPlugin, {
      token: options.metrics.token,
      pool: poolOf(db),
      sseClients: streams.count,
    });

  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider() as Api;
      await api.register(authPlugin, { sessions });
      await api.register(signInRoutes, { services: accounts });
      await api.register(registrationRoutes, { services: accounts });
      await api.register(passwordRoutes, { services: accounts });
      await api.register(profileRoutes, { services: accounts });
      await api.register(productRoutes, { products });
      await api.register(orderRoutes, { orders });
      await api.register(importRoutes, { imports });
      await api.register(notificationRoutes, { notifications, streams, sessions });
      await api.register(referenceRoutes, { reference: referenceStore(db) });
      await api.register(homeRoutes, { products, orders, db, now });
      await api.register(uploadRoutes, { uploads, sessions, storage, now });
      await api.register(publicConfigRoutes, { config: publicConfig });
      await api.register(healthRoutes, { db });
      if (!production) await api.register(devRoutes, { db, clockShift });
      if (options.moderator)
        await api.register(moderationRoutes, {
          products,
          orders,
          findVendor: (email) => accounts.vendors.findBy('email', email),
          token: options.moderator.token,
          remote: options.moderator.remote ?? false,
        });
      await api.register(openApiRoutes);
    },
    { prefix: API_PREFIX },
  );

  // The dashboard uses the browser's history: any path that is not a file or the API gets index.html.
  const distDir =
    options.distDir && fs.existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : null;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // The build writes .br and .gz copies of every text file (tools/precompress.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(builtAssetsPlugin, { distDir });
    await app.register(prerenderedPagesPlugin, { distDir });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      !/^\/(api|assets)\//.test(request.url) &&
      !looksLikeAFile(request.url);
    if (!distDir || !isPage) {
      return reply.status(404).send({ message: request.t('errors.notFound'), errors: {} });
    }
    return sendPage(distDir, request, reply, 'index.html');
  });

  return app;
};
