import { sql, type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { ARABIC_LETTER } from '../../schemas/translations';

/** Migrations live in code, in order; each runs once and is recorded by Kysely. */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vendors')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('vendor_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_vendor').on('sessions').column('vendor_id').execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('discount_price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('rejection_reason', 'text')
        .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('products_vendor_sku', ['vendor_id', 'sku'])
        .execute();
      await db.schema
        .createIndex('products_vendor_type')
        .on('products')
        .columns(['vendor_id', 'type', 'id'])
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('order_number', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_type', 'text', (c) => c.notNull())
        .addColumn('total_price', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('order_date', 'timestamptz', (c) => c.notNull())
        .addColumn('arrival_date', 'timestamptz')
        .addColumn('customer_name', 'text')
        .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
      await db.schema
        .createIndex('orders_vendor')
        .on('orders')
        .columns(['vendor_id', 'order_date'])
        .execute();

      await db.schema
        .createTable('reference_items')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addPrimaryKeyConstraint('reference_items_pk', ['kind', 'id'])
        .execute();
    },
  },
  // Search and totals for large catalogues. Name/SKU search is `ILIKE %q%`, which only a trigram
  // index serves. Totals come from `product_counts`, kept by statement triggers so that no write
  // path (routes, seed, moderation, psql) can leave them wrong, and counting a page costs an index
  // lookup instead of a scan of every product the vendor has.
  '0002_product_search': {
    async up(db: Kysely<unknown>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      // GIN's pending list is merged by (auto)vacuum or once it fills, and every search reads it
      // whole. PGlite has no autovacuum: at the default 4 MB, the SKU half of a search took 11 ms instead of 0.3.
      // The smallest list still batches bulk inserts.
      for (const column of ['name', 'sku']) {
        await sql
          .raw(
            `create index products_${column}_trgm on products
             using gin (${column} gin_trgm_ops) with (gin_pending_list_limit = 64)`,
          )
          .execute(db);
      }
      // All of a vendor's products, newest first; lists of one type use products_vendor_type.
      await db.schema.createIndex('products_vendor_id').on('products').columns(['vendor_id', 'id']).execute();

      await db.schema
        .createTable('product_counts')
        .addColumn('vendor_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_counts_pk', ['vendor_id', 'type', 'status'])
        .execute();
      await sql`
        insert into product_counts (vendor_id, type, status, n)
        select vendor_id, type, status, count(*) from products group by vendor_id, type, status
      `.execute(db);

      // Rows are upserted in key order so that concurrent writers on PostgreSQL lock them in the
      // same order. An update that keeps every row's vendor, type and status changes nothing.
      await sql`
        create function product_counts_apply() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into product_counts as c (vendor_id, type, status, n)
            select vendor_id, type, status, count(*) from new_rows
            group by vendor_id, type, status order by vendor_id, type, status
            on conflict (vendor_id, type, status) do update set n = c.n + excluded.n;
          elsif tg_op = 'DELETE' then
            insert into product_counts as c (vendor_id, type, status, n)
            select vendor_id, type, status, -count(*) from old_rows
            group by vendor_id, type, status order by vendor_id, type, status
            on conflict (vendor_id, type, status) do update set n = c.n + excluded.n;
          else
            insert into product_counts as c (vendor_id, type, status, n)
            select vendor_id, type, status, sum(d) from (
              select vendor_id, type, status, 1 as d from new_rows
              union all
              select vendor_id, type, status, -1 from old_rows
            ) moved
            group by vendor_id, type, status having sum(d) <> 0 order by vendor_id, type, status
            on conflict (vendor_id, type, status) do update set n = c.n + excluded.n;
          end if;
          return null;
        end
        $$
      `.execute(db);
      for (const [event, tables] of [
        ['insert', 'new table as new_rows'],
        ['update', 'old table as old_rows new table as new_rows'],
        ['delete', 'old table as old_rows'],
      ]) {
        await sql
          .raw(
            `create trigger product_counts_${event} after ${event} on products
             referencing ${tables} for each statement execute function product_counts_apply()`,
          )
          .execute(db);
      }
      await sql`
        create function product_counts_clear() returns trigger language plpgsql as $$
        begin
          delete from product_counts;
          return null;
        end
        $$
      `.execute(db);
      await sql`
        create trigger product_counts_truncate after truncate on products
        for each statement execute function product_counts_clear()
      `.execute(db);
    },
  },
  // Uploaded files (bytes in server/uploads storage, keyed by id). vendor_id stays empty for
  // documents sent during registration, before the vendor exists.
  '0003_uploads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('uploads_vendor').on('uploads').column('vendor_id').execute();
    },
  },
  // Accounts: registrations waiting for their phone to be confirmed, one-time codes, the
  // development SMS inbox and the counters of the sign-in limits. All of it is in the database,
  // not in a process's memory, so any number of API processes share it. Work information (licence,
  // tax number, ID, location, address, avatar) stays in `vendors.profile`.
  '0004_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('registrations')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('vendor_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();

      // No foreign key to registrations: a finished registration is deleted, but its sends still
      // count against the phone's limits.
      await db.schema
        .createTable('otp_challenges')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('registration_key', 'text')
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('otp_challenges_phone')
        .on('otp_challenges')
        .columns(['phone', 'created_at'])
        .execute();

      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'id']).execute();

      await db.schema
        .createTable('rate_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_events_bucket').on('rate_events').columns(['bucket', 'at']).execute();
    },
  },
  // Orders a vendor fulfils: the customer's phone (the handover code goes to it), the deadlines,
  // what happened at the door, and every transition as an event (who, when, what, why), which the
  // details page shows as a timeline and the notifications announce.
  '0005_order_lifecycle': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('customer_phone', 'text')
        .addColumn('confirm_by', 'timestamptz')
        .addColumn('delivered_at', 'timestamptz')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancelled_by', 'text')
        .addColumn('cancel_reason', 'text')
        .addColumn('collected_amount', sql`numeric(12, 2)`)
        .addColumn('delivery_photo', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('orders_vendor_status')
        .on('orders')
        .columns(['vendor_id', 'status', 'order_date'])
        .execute();
      // The home summary's periods: a vendor's orders between two dates.
      await db.schema
        .createIndex('orders_vendor_date')
        .on('orders')
        .columns(['vendor_id', 'order_date'])
        .execute();

      await db.schema
        .createTable('order_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('reason', 'text')
        .execute();
      await db.schema
        .createIndex('order_events_order')
        .on('order_events')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema
        .createIndex('order_events_vendor')
        .on('order_events')
        .columns(['vendor_id', 'at'])
        .execute();
      // An order is flagged late once for confirming and once for delivering, however many
      // processes watch the clock.
      await sql`create unique index order_events_overdue_once on order_events
        (order_id, (case when from_status = 'pending' then 'confirm' else 'deliver' end))
        where kind = 'overdue'`.execute(db);

      // One live handover code per order on its way, as an HMAC (like the one-time codes).
      await db.schema
        .createTable('handover_codes')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  // Spreadsheet imports (issue 12): each import, every batch's results (stored in the batch's own
  // transaction, so a retried batch answers them again instead of writing twice), and the SKUs an
  // import has seen, so a SKU repeated in a later batch is found by its key.
  '0006_imports': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('counts', 'jsonb', (c) =>
          c.notNull().defaultTo(sql`'{"created": 0, "updated": 0, "unchanged": 0, "failed": 0}'::jsonb`),
        )
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('imports_vendor')
        .on('imports')
        .columns(['vendor_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('import_batches')
        .addColumn('import_id', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
        .addColumn('batch_no', 'integer', (c) => c.notNull())
        .addColumn('results', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('import_batches_pk', ['import_id', 'batch_no'])
        .execute();

      await db.schema
        .createTable('import_skus')
        .addColumn('import_id', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('row_no', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('import_skus_pk', ['import_id', 'sku'])
        .execute();
    },
  },
  // The notification centre (issue 14): each notification as its type and parameters (the reader's
  // language renders them) with the dashboard page it links to. The bell reads the newest of a
  // vendor and counts its unread ones by the two indexes. A trigger announces every new row on the
  // `mawrid_notifications` channel when its transaction commits, whoever wrote it (an API process,
  // the moderators' tool), so every API process on the same PostgreSQL can tell its live streams.
  '0007_notifications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('params', 'jsonb', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('read_at', 'timestamptz')
        .execute();
      await sql`create index notifications_vendor on notifications (vendor_id, id desc)`.execute(db);
      await sql`create index notifications_unread on notifications (vendor_id, id desc)
        where read_at is null`.execute(db);
      await sql`create function notifications_announce() returns trigger language plpgsql as $$
        begin
          perform pg_notify('mawrid_notifications',
            json_build_object('id', new.id, 'vendorId', new.vendor_id)::text);
          return null;
        end $$`.execute(db);
      await sql`create trigger notifications_announce after insert on notifications
        for each row execute function notifications_announce()`.execute(db);
    },
  },
  // The home summary's figures kept by the database as orders change (issue 14): per Cairo day of
  // ordering, what was placed, cancelled, delivered (late or not) and sold; per Cairo day of the
  // deadline, the orders still waiting to be confirmed or delivered. A trigger keeps both, whoever
  // writes an order, so the summary reads a few dozen rows instead of a vendor's every order. A row
  // leaving only ever updates (never inserts), so a vendor deleted with its orders leaves no row behind.
  '0008_order_rollups': {
    async up(db: Kysely<unknown>) {
      await sql`create table order_days (
        vendor_id integer not null references vendors(id) on delete cascade,
        day date not null,
        placed integer not null default 0,
        cancelled integer not null default 0,
        delivered integer not null default 0,
        late integer not null default 0,
        sales numeric(16, 2) not null default 0,
        primary key (vendor_id, day))`.execute(db);
      // kind: 'confirm' (pending, by confirm_by) or 'deliver' (confirmed or on its way, by arrival);
      // an order without a deadline waits on 9999-12-31, never due and never late.
      await sql`create table order_deadlines (
        vendor_id integer not null references vendors(id) on delete cascade,
        kind text not null,
        day date not null,
        n integer not null default 0,
        primary key (vendor_id, kind, day))`.execute(db);
      await sql`create function order_deadline(o orders) returns table (kind text, day date)
        language sql stable as $$
          select 'confirm', coalesce((o.confirm_by at time zone 'Africa/Cairo')::date, date '9999-12-31')
            where o.status = 'pending'
          union all
          select 'deliver', coalesce((o.arrival_date at time zone 'Africa/Cairo')::date, date '9999-12-31')
            where o.status in ('confirmed', 'on_the_way')
        $$`.execute(db);
      await sql`create function order_rollups() returns trigger language plpgsql as $$
        declare
          o orders;
          sign integer;
        begin
          if tg_op = 'UPDATE' and old.status = new.status and old.order_date = new.order_date
            and old.total_price = new.total_price and old.vendor_id = new.vendor_id
            and old.confirm_by is not distinct from new.confirm_by
            and old.arrival_date is not distinct from new.arrival_date
            and old.delivered_at is not distinct from new.delivered_at then
            return null;
          end if;
          foreach sign in array case tg_op when 'INSERT' then array[1] when 'DELETE' then array[-1]
            else array[-1, 1] end loop
            o := case when sign < 0 then old else new end;
            if sign > 0 then
              insert into order_days as d (vendor_id, day) values
                (o.vendor_id, (o.order_date at time zone 'Africa/Cairo')::date)
                on conflict (vendor_id, day) do nothing;
              insert into order_deadlines (vendor_id, kind, day)
                select o.vendor_id, x.kind, x.day from order_deadline(o) x
                on conflict (vendor_id, kind, day) do nothing;
            end if;
            update order_days set
              placed = placed + sign,
              cancelled = cancelled + sign * (o.status = 'cancelled')::int,
              delivered = delivered + sign * (o.status = 'delivered')::int,
              late = late + sign * (o.status = 'delivered' and o.delivered_at > o.arrival_date)::int,
              sales = sales + sign * case when o.status = 'delivered' then o.total_price else 0 end
            where vendor_id = o.vendor_id and day = (o.order_date at time zone 'Africa/Cairo')::date;
            update order_deadlines d set n = d.n + sign
              from order_deadline(o) x
              where d.vendor_id = o.vendor_id and d.kind = x.kind and d.day = x.day;
          end loop;
          return null;
        end $$`.execute(db);
      await sql`create trigger order_rollups after insert or update or delete on orders
        for each row execute function order_rollups()`.execute(db);
      await sql`insert into order_days (vendor_id, day, placed, cancelled, delivered, late, sales)
        select vendor_id, (order_date at time zone 'Africa/Cairo')::date, count(*),
          count(*) filter (where status = 'cancelled'), count(*) filter (where status = 'delivered'),
          count(*) filter (where status = 'delivered' and delivered_at > arrival_date),
          coalesce(sum(total_price) filter (where status = 'delivered'), 0)
        from orders group by 1, 2`.execute(db);
      await sql`insert into order_deadlines (vendor_id, kind, day, n)
        select o.vendor_id, x.kind, x.day, count(*) from orders o, order_deadline(o) x group by 1, 2, 3`.execute(
        db,
      );
      // Today's deadlines that have passed are counted from the orders themselves, to the minute.
      await sql`create index orders_confirm_by on orders (vendor_id, confirm_by) where status = 'pending'`.execute(
        db,
      );
      await sql`create index orders_deliver_by on orders (vendor_id, arrival_date)
        where status in ('confirmed', 'on_the_way')`.execute(db);
    },
  },
  // A product's name in each language (issue 16): the column holds `{ en, ar }` like every
  // translatable text. A name stored before goes to the language its letters are written in (the
  // rule of schemas/translations.ts). Search reads both languages through one indexed text.
  '0009_translatable_names': {
    async up(db: Kysely<unknown>) {
      await sql`create function translations_text(t jsonb) returns text
        language sql immutable parallel safe
        as $$ select coalesce(t->>'en', '') || ' ' || coalesce(t->>'ar', '') $$`.execute(db);
      await sql`drop index products_name_trgm`.execute(db);
      await sql`alter table products alter column name type jsonb using jsonb_build_object(
        case when name ~ ${sql.lit(ARABIC_LETTER.source)} then 'ar' else 'en' end, name)`.execute(db);
      await sql`create index products_name_trgm on products
        using gin (translations_text(name) gin_trgm_ops) with (gin_pending_list_limit = 64)`.execute(db);
    },
  },
  // A server may keep live sessions in memory (accounts/session-cache.ts, SESSIONS_CHANNEL): the
  // database says when one ends or its vendor changes, whoever wrote it. Touching last_seen_at
  // says nothing.
  '0010_session_changes': {
    async up(db: Kysely<unknown>) {
      await sql`create function sessions_changed() returns trigger language plpgsql as $$
        begin
          if tg_table_name = 'vendors' then
            perform pg_notify('mawrid_sessions', old.id::text);
          elsif tg_op = 'DELETE' or old.revoked_at is distinct from new.revoked_at then
            perform pg_notify('mawrid_sessions', old.vendor_id::text);
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger sessions_changed after update of revoked_at or delete on sessions
        for each row execute function sessions_changed()`.execute(db);
      await sql`create trigger vendors_changed after update or delete on vendors
        for each row execute function sessions_changed()`.execute(db);
    },
  },
  // The hourly job looks up each product running low among the day's low-stock alerts: with this
  // index each lookup is a probe (alerts.ts), not a scan of the vendor's alerts (11 s at 100,000
  // products).
  '0011_low_stock_lookup': {
    async up(db: Kysely<unknown>) {
      await sql`create index notifications_low_stock on notifications (vendor_id, (params->'productId'), created_at)
        where type = 'low_stock'`.execute(db);
    },
  },
};

/** Every migration, in order (tests migrate part of the way to check one against older data). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

export const migrateToLatest = async (db: Kysely<unknown>) => {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
};
