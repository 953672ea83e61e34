import { sql, type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const migrateToLatest = async (db: Kysely<unknown>) => {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
};
