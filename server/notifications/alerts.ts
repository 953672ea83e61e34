import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { todayInCairo } from '../../schemas/dates';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';
import { DEFAULT_LOW_STOCK } from '../../schemas/vendor';
import type { Notification } from '../../schemas/notifications';
import { linkTo, notificationService } from './service';
import type { NotificationPublisher } from './stream';

const HOUR = 3_600_000;
const EVERY = HOUR;
/** A product runs low again only after this long: one alert a day at most. */
const LOW_STOCK_QUIET = 24 * HOUR;
/** The licence is announced 30, 7 and 1 days before it expires. */
export const LICENCE_WARNINGS = [30, 7, 1];
/** Any number: the advisory lock that lets one API process run the job at a time. */
const JOB_LOCK = 7_140_014;

/**
 * The timed alerts (issue 14): low stock, once a day per product, and the licence expiring in 30,
 * 7 and 1 days. One process runs it at a time (a transaction-scoped advisory lock: the others find
 * it taken and skip this round); an alert is written only where none of its kind is there since
 * its quiet time, so a repeat announces nothing twice. Answers how many it raised.
 */
export const raiseTimedAlerts = async (
  db: Kysely<Database>,
  now: Clock,
  publisher?: NotificationPublisher,
) => {
  const raised: [number, Notification][] = [];
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${JOB_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return;
    // Written in the job's transaction (it holds the lock), told to the streams once it commits.
    const notifications = notificationService({ db: trx, now });
    const at = now();

    // The products running low with no alert since, found in one statement and written in a few:
    // a check and an insert per product held the only PGlite connection, and so every vendor's
    // requests, for 11 s an hour at 100,000 products.
    const since = new Date(at.getTime() - LOW_STOCK_QUIET);
    const low = await trx
      .selectFrom('products')
      .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
      .select(['products.id', 'products.vendor_id', 'products.name', 'products.quantity'])
      .where('products.status', '=', 'available')
      .where(
        'products.quantity',
        '<=',
        sql<number>`coalesce((vendors.profile->>'lowStockThreshold')::int, ${DEFAULT_LOW_STOCK})`,
      )
      // `offset 0` keeps the lookup a probe of notifications_low_stock per product: as an anti-join,
      // planned on statistics that still counted no alerts after a first run wrote 10,000, it
      // compared every product with every alert of its vendor (10 million pairs, 9 s).
      .where(
        sql<SqlBool>`not exists (select 1 from notifications n
          where n.vendor_id = products.vendor_id and n.type = 'low_stock'
            and n.params->'productId' = to_jsonb(products.id) and n.created_at >= ${since}
          offset 0)`,
      )
      .orderBy('products.id')
      .execute();
    raised.push(
      ...(await notifications.notifyAll(
        low.map((p) => [
          p.vendor_id,
          'low_stock',
          { productId: p.id, name: p.name, quantity: p.quantity },
          linkTo.product(p.id),
        ]),
      )),
    );

    const today = todayInCairo(at);
    const vendors = await trx
      .selectFrom('vendors')
      .select(['id', sql<string | null>`profile->'companyLicense'->>'expiresAt'`.as('expires')])
      .execute();
    for (const v of vendors) {
      if (!v.expires) continue;
      const days = Math.round((Date.parse(v.expires) - Date.parse(today)) / (24 * HOUR));
      if (!LICENCE_WARNINGS.includes(days)) continue;
      // Within the last few days: each warning once, however often the job runs that day.
      const made = await notifications.notifyOnce(
        [v.id, 'licence_expiring', { days }, linkTo.profile()],
        { days },
        new Date(at.getTime() - 3 * 24 * HOUR),
      );
      if (made) raised.push([v.id, made]);
    }
  });
  for (const [vendorId, n] of raised) publisher?.publish(vendorId, n);
  return raised.length;
};

/** Runs the timed alerts at start and every hour, without keeping the process alive. */
export const watchTimedAlerts = (
  db: Kysely<Database>,
  now: Clock,
  publisher: NotificationPublisher,
  log: FastifyBaseLogger,
) => {
  const run = () =>
    void raiseTimedAlerts(db, now, publisher).catch((err: unknown) => log.error({ err }, 'timed alerts'));
  const first = setTimeout(run, 0);
  const timer = setInterval(run, EVERY);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
