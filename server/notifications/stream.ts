import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Notification } from '../../schemas/notifications';
import type { Database } from '../db/tables';

/** The PostgreSQL channel the notifications table's trigger announces each new row on (migration 0007). */
export const CHANNEL = 'mawrid_notifications';
/** A comment goes down every open stream this often, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 25_000;
/** Streams one vendor may hold open (tabs, devices); a new one closes the oldest. */
export const STREAMS_PER_VENDOR = 5;
/** Notifications a reconnect replays at most; beyond them the client is told to read the list again. */
export const REPLAY_LIMIT = 1000;
const REPLAY_PAGE = 100;
/** A client this far behind (bytes not yet taken) is dropped: it resumes with Last-Event-ID. */
const MAX_BACKLOG = 1024 * 1024;
/** Ids remembered as delivered, so one announced twice (here and by NOTIFY) goes out once. */
const REMEMBERED = 10_000;

/** Someone who wants a vendor's new notifications: a stream. */
export type Subscriber = {
  deliver: (notification: Notification) => void;
  /** Read the table again from the last one delivered: the cross-process channel was down. */
  resync: () => void;
};

/**
 * How a new notification reaches the open streams. `publish` tells this process's subscribers,
 * once per notification however often it is published (after the writer's commit, and again when
 * PostgreSQL announces it). Other processes learn of it from PostgreSQL (`relayPostgres`).
 */
export interface NotificationPublisher {
  publish(vendorId: number, notification: Notification): void;
  subscribe(vendorId: number, subscriber: Subscriber): () => void;
  /** Whether anyone here listens for this vendor (else an announcement is not worth reading). */
  listens(vendorId: number): boolean;
  /** Whether this notification has already gone to this process's subscribers. */
  delivered(id: number): boolean;
  /** Tells every subscriber to catch up from the table. */
  resync(): void;
}

/** The publisher of one process: subscribers by vendor, in memory. */
export const inProcessPublisher = (): NotificationPublisher => {
  const byVendor = new Map<number, Set<Subscriber>>();
  const seen = new Set<number>();
  return {
    publish(vendorId, notification) {
      if (seen.has(notification.id)) return;
      seen.add(notification.id);
      if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as number);
      for (const subscriber of [...(byVendor.get(vendorId) ?? [])]) subscriber.deliver(notification);
    },
    subscribe(vendorId, subscriber) {
      let set = byVendor.get(vendorId);
      if (!set) byVendor.set(vendorId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (!set.size && byVendor.get(vendorId) === set) byVendor.delete(vendorId);
      };
    },
    listens: (vendorId) => byVendor.has(vendorId),
    delivered: (id) => seen.has(id),
    resync() {
      for (const set of byVendor.values()) for (const subscriber of [...set]) subscriber.resync();
    },
  };
};

/** What identifies a database: its name and its server's start, the same through any connection. */
const DATABASE_IDENTITY = sql<{
  identity: string;
}>`select current_database() || '/' || pg_postmaster_start_time()::text as identity`;

class AnotherDatabase extends Error {}

/**
 * Every API process on one PostgreSQL: a dedicated connection LISTENs on the channel the table's
 * trigger announces on, and each announced notification of a vendor with a stream here is read
 * from the table (the source of truth) and published. The connection comes back after a failure
 * (1 s, doubling to 5 s: soon after a database restart), and the streams then catch up from the
 * table. It listens only where `db`, the app's database, is (same name and server start): another
 * database is refused.
 */
export const relayPostgres = async (options: {
  db: Kysely<Database>;
  connectionString: string;
  publisher: NotificationPublisher;
  read: (id: number) => Promise<{ vendorId: number; notification: Notification } | null>;
  log: FastifyBaseLogger;
}) => {
  const { publisher, read, log } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = 1000;

  const announced = (payload: string | undefined) => {
    let message: { id?: unknown; vendorId?: unknown };
    try {
      message = JSON.parse(payload ?? '') as typeof message;
    } catch {
      return;
    }
    const { id, vendorId } = message;
    if (typeof id !== 'number' || typeof vendorId !== 'number') return;
    if (!publisher.listens(vendorId) || publisher.delivered(id)) return;
    read(id)
      .then((found) => found && publisher.publish(found.vendorId, found.notification))
      .catch((err: unknown) => log.error({ err }, 'reading an announced notification'));
  };

  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: options.connectionString });
    let lost = false;
    // Lost once it was listening: listen again. Failing before that, the caller retries.
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      void c.end().catch(() => {});
      if (client !== c || closed) return;
      client = null;
      log.warn({ err }, 'the notifications channel was lost; listening again');
      retry();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (m) => {
      if (m.channel === CHANNEL) announced(m.payload);
    });
    try {
      await c.connect();
      const [theirs, ours] = await Promise.all([
        c.query<{ identity: string }>(DATABASE_IDENTITY.compile(options.db).sql),
        DATABASE_IDENTITY.execute(options.db),
      ]);
      if (theirs.rows[0]?.identity !== ours.rows[0]?.identity)
        throw new AnotherDatabase(
          `${options.connectionString.replace(/\/\/[^@/]*@/, '//…@')} is not the app's database`,
        );
      await c.query(`listen ${CHANNEL}`);
    } catch (error) {
      lost = true;
      void c.end().catch(() => {});
      throw error;
    }
    if (lost) throw new Error('the notifications channel closed while it was opened');
    if (closed) return void (await c.end());
    client = c;
    delay = 1000;
    // What was announced while nobody listened is in the table.
    if (again) publisher.resync();
  };

  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect(true).catch((err: unknown) => {
        if (err instanceof AnotherDatabase) return log.error({ err }, 'notifications: not listening');
        log.warn({ err }, 'listening for notifications');
        retry();
      });
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 5_000);
  };

  await connect(false).catch((err: unknown) => {
    if (err instanceof AnotherDatabase) throw err;
    log.warn({ err }, 'listening for notifications');
    retry();
  });
  return {
    /** Whether the channel is up now. */
    listening: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
};

/**
 * The relay when the app's database is PostgreSQL and a URL to it is given; null on PGlite (one
 * process holds it: the in-process publisher is enough), without a URL, or when the URL reaches
 * another database (logged).
 */
export const relayFor = async (
  db: Kysely<Database>,
  connectionString: string | undefined,
  deps: Omit<Parameters<typeof relayPostgres>[0], 'db' | 'connectionString'>,
) => {
  if (!connectionString) return null;
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  if (rows[0].version.includes('PGlite')) return null;
  return relayPostgres({ db, connectionString, ...deps }).catch((err: unknown) => {
    deps.log.error({ err }, 'notifications reach only the streams of the process that wrote them');
    return null;
  });
};

export type StreamOptions = {
  publisher: NotificationPublisher;
  /** The vendor's notifications after an id, oldest first. */
  replay: (vendorId: number, afterId: number, limit: number) => Promise<Notification[]>;
  /** The vendor's newest notification's id (0 without any): where a live-only stream starts. */
  latest: (vendorId: number) => Promise<number>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  perVendor?: number;
};

type OpenStream = { close: () => void };

const eventOf = (n: Notification) => `id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`;

/**
 * The open Server-Sent Events streams of a process: each replays what its client missed (after
 * `Last-Event-ID`) from the table, then sends live notifications as they are published, a comment
 * every HEARTBEAT_MS, and ends when the client leaves, its session ends, the vendor opens more
 * than `perVendor` (the oldest goes) or the server stops (`closeAll`, from preClose).
 */
export const notificationStreams = (options: StreamOptions) => {
  const { publisher, replay, latest, log } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const perVendor = options.perVendor ?? STREAMS_PER_VENDOR;
  const open = new Map<number, OpenStream[]>();
  let closing = false;

  const forget = (vendorId: number, stream: OpenStream) => {
    const rest = (open.get(vendorId) ?? []).filter((s) => s !== stream);
    if (rest.length) open.set(vendorId, rest);
    else open.delete(vendorId);
  };

  return {
    /**
     * Streams to `res` (a hijacked reply, `headers` the reply's own so far): after `after` first,
     * or live only when it is null. `stillSignedIn` is asked at each heartbeat; false ends it.
     */
    start(
      vendorId: number,
      res: ServerResponse,
      after: number | null,
      stillSignedIn: () => Promise<boolean>,
      headers: Record<string, unknown> = {},
    ) {
      let ended = false;
      /** The newest id sent (or known when the stream started): a catch-up reads after it. */
      let lastId = after ?? 0;
      const sent = new Set<number>();
      let pending: Notification[] = [];
      let replaying = 0;
      let work: Promise<void> = Promise.resolve();

      const write = (chunk: string) => {
        if (ended) return;
        res.write(chunk);
        if (res.writableLength > MAX_BACKLOG) stream.close();
      };
      const send = (n: Notification) => {
        if (ended || sent.has(n.id)) return;
        sent.add(n.id);
        if (sent.size > REMEMBERED) sent.delete(sent.values().next().value as number);
        lastId = Math.max(lastId, n.id);
        write(eventOf(n));
      };
      /** One table read at a time; live notifications wait for a catch-up, then follow it. */
      const queue = (task: () => Promise<void>, holdLive: boolean) => {
        if (holdLive) replaying += 1;
        work = work
          .then(task)
          .catch((err: unknown) => {
            log.error({ err }, 'reading notifications for a stream');
            stream.close();
          })
          .finally(() => {
            if (!holdLive) return;
            replaying -= 1;
            if (replaying) return;
            const waiting = pending;
            pending = [];
            waiting.forEach(send);
          });
      };
      /** Sends what the table holds after the last one sent, up to REPLAY_LIMIT. */
      const catchUp = () =>
        queue(async () => {
          let cursor = lastId;
          for (let total = 0; !ended && total < REPLAY_LIMIT;) {
            const page = await replay(vendorId, cursor, Math.min(REPLAY_PAGE, REPLAY_LIMIT - total));
            page.forEach(send);
            total += page.length;
            if (page.length < REPLAY_PAGE) return;
            cursor = page[page.length - 1].id;
          }
          if (!ended && (await replay(vendorId, cursor, 1)).length) write('event: resync\ndata: {}\n\n');
        }, true);

      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        stillSignedIn()
          .then((yes) => yes || stream.close())
          .catch(() => {});
      }, heartbeatMs);
      heartbeat.unref();
      const unsubscribe = publisher.subscribe(vendorId, {
        deliver: (n) => (replaying ? pending.push(n) : send(n)),
        resync: catchUp,
      });
      const stream: OpenStream = {
        close() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          forget(vendorId, stream);
          res.end();
        },
      };

      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        // The connection is the stream's alone: it closes when the stream ends, so a stopping
        // server never waits for it to become idle (keep-alive would hold it for a minute).
        Connection: 'close',
      });
      // The first bytes: the client's fetch resolves, and EventSource waits 5 s to reconnect.
      res.write('retry: 5000\n: connected\n\n');
      res.on('close', () => stream.close());

      if (closing) stream.close();
      else {
        const list = [...(open.get(vendorId) ?? []), stream];
        open.set(vendorId, list);
        if (list.length > perVendor) list[0].close();
        if (after !== null) catchUp();
        else
          queue(async () => {
            lastId = Math.max(lastId, await latest(vendorId));
          }, false);
      }
      return stream;
    },

    /** Streams open now (the metrics' `sse_clients`). */
    count: () => [...open.values()].reduce((n, list) => n + list.length, 0),

    /** Ends every stream (the server is stopping) and refuses new ones. */
    closeAll() {
      closing = true;
      for (const list of [...open.values()]) for (const stream of list) stream.close();
    },
  };
};

export type NotificationStreams = ReturnType<typeof notificationStreams>;
