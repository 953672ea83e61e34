import { sql, type Kysely } from 'kysely';
import type { Database, NotificationRow } from '../db/tables';
import { integerIds } from '../http/list-query';

/** Fields a list may be sorted by, and their columns: newest first by default. */
export const NOTIFICATION_SORT = { id: 'id', createdAt: 'created_at' } as const;
/** Filters of the list: `unread` (true: only unread, false: only read) and `type`. */
export const NOTIFICATION_FILTERS = ['unread', 'type'];

export type NotificationListQuery = {
  vendorId: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { id?: string[]; fields: Record<string, unknown> };
};

export type NewNotification = {
  vendor_id: number;
  type: string;
  params: Record<string, unknown>;
  link: string;
  created_at: Date;
};

const values = (v: unknown) => (Array.isArray(v) ? v : [v]).map(String);
const flag = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const INSERT_CHUNK = 1000;

const insertAll = async (db: Kysely<Database>, rows: NewNotification[]) => {
  const written: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, params: JSON.stringify(r.params) }));
    written.push(...(await db.insertInto('notifications').values(chunk).returningAll().execute()));
  }
  return written;
};

/** The notifications table; every vendor's query is scoped to that vendor. */
export const notificationStore = (db: Kysely<Database>) => ({
  insert: async (row: NewNotification): Promise<NotificationRow> => (await insertAll(db, [row]))[0],

  /** Many at once, a statement per thousand: a timed job's alerts at 100,000 products. */
  insertAll: (rows: NewNotification[]) => insertAll(db, rows),

  /**
   * Inserts unless the vendor already has a notification of the same type whose parameters
   * contain `match`, written at `since` or later: for alerts a timed job raises again and again
   * (low stock per product, the licence's 30, 7 and 1 days). Null when one was there.
   */
  async insertOnce(row: NewNotification, match: Record<string, unknown>, since: Date) {
    const { rows } = await sql<NotificationRow>`
      insert into notifications (vendor_id, type, params, link, created_at)
      select ${row.vendor_id}, ${row.type}, ${JSON.stringify(row.params)}::jsonb, ${row.link}, ${row.created_at}
      where not exists (
        select 1 from notifications
        where vendor_id = ${row.vendor_id} and type = ${row.type}
          and params @> ${JSON.stringify(match)}::jsonb and created_at >= ${since})
      returning *`.execute(db);
    return rows[0] ?? null;
  },

  async list(query: NotificationListQuery): Promise<{ rows: NotificationRow[]; total: number }> {
    let base = db.selectFrom('notifications').where('vendor_id', '=', query.vendorId);
    const { id, fields } = query.filter;
    if (id) base = base.where('id', 'in', [-1, ...integerIds(id)]);
    const unread = String(flag(fields.unread));
    if (unread === 'true') base = base.where('read_at', 'is', null);
    if (unread === 'false') base = base.where('read_at', 'is not', null);
    if (fields.type) base = base.where('type', 'in', values(fields.type));
    const [first, last] = query.range;
    const column = NOTIFICATION_SORT[query.sort.field as keyof typeof NOTIFICATION_SORT];
    const direction = query.sort.order === 'DESC' ? sql`desc` : sql`asc`;
    const rows = await base
      .selectAll()
      .orderBy(sql`${sql.ref(column)} ${direction}`)
      .orderBy('id', query.sort.order === 'DESC' ? 'desc' : 'asc')
      .offset(first)
      .limit(last - first + 1)
      .execute();
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  },

  async find(vendorId: number, id: number): Promise<NotificationRow | null> {
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  },

  /** Whoever's it is: the streams read what another process announced (PostgreSQL NOTIFY). */
  async byId(id: number): Promise<NotificationRow | null> {
    const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    return row ?? null;
  },

  /** The vendor's notifications after an id, oldest first: a stream's replay after a reconnect. */
  after: (vendorId: number, afterId: number, limit: number): Promise<NotificationRow[]> =>
    db
      .selectFrom('notifications')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** The id of the vendor's newest notification; 0 without any. */
  async latestId(vendorId: number): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.id) : 0;
  },

  async countUnread(vendorId: number): Promise<number> {
    const { n } = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor_id', '=', vendorId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /** Marks one read (an already read one keeps its time); null when the vendor has none such. */
  async markRead(vendorId: number, id: number, at: Date): Promise<NotificationRow | null> {
    const row = await db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
      .where('vendor_id', '=', vendorId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  },

  /** Marks every unread one read; answers how many were. */
  async markAllRead(vendorId: number, at: Date): Promise<number> {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('vendor_id', '=', vendorId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
});

export type NotificationStore = ReturnType<typeof notificationStore>;
