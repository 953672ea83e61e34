import type { Kysely } from 'kysely';
import type { Notification, NotificationParams, NotificationType } from '../../schemas/notifications';
import type { Clock } from '../accounts/sessions';
import type { Database } from '../db/tables';
import { toNotification } from './contract';
import { notificationStore, type NotificationListQuery, type NotificationStore } from './store';
import type { NotificationPublisher } from './stream';

/** The dashboard's pages a notification leads to (src/App.tsx's routes). */
export const linkTo = {
  product: (id: number) => `/dashboard/product/${id}`,
  order: (id: number) => `/dashboard/order-details/${id}`,
  import: (id: string) => `/dashboard/imports/${id}`,
  profile: () => '/dashboard/profile',
};

type NotifyArgs<T extends NotificationType> = [
  vendorId: number,
  type: T,
  params: NotificationParams[T],
  link: string,
];

/**
 * Notifications written in a caller's transaction: `notify` inserts with it (nothing is left if it
 * rolls back; on PostgreSQL the table's trigger announces them when it commits), `publish` tells
 * this process's streams once it has committed.
 */
export type Notes = {
  notify: <T extends NotificationType>(...args: NotifyArgs<T>) => Promise<void>;
  publish: () => void;
};

/** For a service built without notifications (tools, tests): nothing is written. */
export const NO_NOTES: Notes = { notify: async () => {}, publish: () => {} };

export type NotificationDeps = {
  db: Kysely<Database>;
  now: Clock;
  /** This process's live streams; none for a tool that only writes (the trigger still announces). */
  publisher?: NotificationPublisher;
};

/**
 * The notification centre (issue 14): other areas raise notifications through `notify` (or
 * `within` their own transaction); the vendor reads, counts and marks them; the streams read what
 * they missed. Parameters are stored, never text (schemas/notifications.ts renders them).
 */
export const notificationService = ({ db, now, publisher }: NotificationDeps) => {
  const notifications = notificationStore(db);
  const write = async <T extends NotificationType>(
    store: NotificationStore,
    ...[vendorId, type, params, link]: NotifyArgs<T>
  ) => toNotification(await store.insert({ vendor_id: vendorId, type, params, link, created_at: now() }));

  return {
    /** Writes a notification for the vendor and tells its open streams. */
    async notify<T extends NotificationType>(...args: NotifyArgs<T>): Promise<Notification> {
      const notification = await write(notifications, ...args);
      publisher?.publish(args[0], notification);
      return notification;
    },

    /** Notifications written in `trx`, published by `publish()` once it has committed. */
    within(trx: Kysely<Database>): Notes {
      const written: [number, Notification][] = [];
      const store = notificationStore(trx);
      return {
        async notify(...args) {
          written.push([args[0], await write(store, ...args)]);
        },
        publish() {
          for (const [vendorId, notification] of written.splice(0))
            publisher?.publish(vendorId, notification);
        },
      };
    },

    /**
     * Writes it unless the vendor has one of the same type whose parameters contain `match`
     * since `since` (a timed job's alerts: low stock per product, the licence's days). Null then.
     */
    async notifyOnce<T extends NotificationType>(
      args: NotifyArgs<T>,
      match: Partial<NotificationParams[T]>,
      since: Date,
    ): Promise<Notification | null> {
      const [vendorId, type, params, link] = args;
      const row = await notifications.insertOnce(
        { vendor_id: vendorId, type, params, link, created_at: now() },
        match,
        since,
      );
      if (!row) return null;
      const notification = toNotification(row);
      publisher?.publish(vendorId, notification);
      return notification;
    },

    /** Writes all of them in a few statements (a timed job's alerts); their vendors' ids beside them. */
    async notifyAll(list: NotifyArgs<NotificationType>[]): Promise<[number, Notification][]> {
      const at = now();
      const rows = await notifications.insertAll(
        list.map(([vendor_id, type, params, link]) => ({ vendor_id, type, params, link, created_at: at })),
      );
      const made = rows.map((row): [number, Notification] => [row.vendor_id, toNotification(row)]);
      for (const [vendorId, notification] of made) publisher?.publish(vendorId, notification);
      return made;
    },

    async list(query: NotificationListQuery) {
      const { rows, total } = await notifications.list(query);
      return { notifications: rows.map(toNotification), total };
    },

    unreadCount: (vendorId: number) => notifications.countUnread(vendorId),

    /** The notification, now read; null when the vendor has none such. */
    async markRead(vendorId: number, id: number) {
      const row = await notifications.markRead(vendorId, id, now());
      return row && toNotification(row);
    },

    /** Marks all the vendor's unread notifications read; how many were. */
    markAllRead: (vendorId: number) => notifications.markAllRead(vendorId, now()),

    /** The vendor's notifications after an id, oldest first (a stream's replay). */
    after: async (vendorId: number, afterId: number, limit: number) =>
      (await notifications.after(vendorId, afterId, limit)).map(toNotification),

    /** The id of the vendor's newest notification; 0 without any (where a live stream starts). */
    latestId: (vendorId: number) => notifications.latestId(vendorId),

    /** Any vendor's notification by id, with its vendor (what another process announced). */
    async byId(id: number) {
      const row = await notifications.byId(id);
      return row && { vendorId: row.vendor_id, notification: toNotification(row) };
    },
  };
};

export type NotificationService = ReturnType<typeof notificationService>;
/** What the areas that raise notifications need of the service. */
export type Notifier = Pick<NotificationService, 'notify' | 'within'>;
