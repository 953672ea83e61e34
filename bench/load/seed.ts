// The load test's data, written before the server starts (bench/load.mjs runs this file with tsx):
//   node --import tsx bench/load/seed.ts '{"dataDir":"…"|"databaseUrl":"…","vendors":50,"products":100000,"ordersPerVendor":60,"password":"…"}'
// Vendors and products in bulk (the catalogue bench's generator), one password hash for all of them
// (a real scrypt hash, so signing in over HTTP costs what it costs), and pending orders placed
// through the orders service as the marketplace places them. Prints one JSON line: the vendors.
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../server/accounts/passwords';
import { migrateToLatest } from '../../server/db/migrations';
import { analyzeStale, openDatabase } from '../../server/db/open';
import { seedReference } from '../../server/db/seed';
import { demoCustomer } from '../../server/moderation/customers';
import { notificationService } from '../../server/notifications/service';
import { inProcessPublisher } from '../../server/notifications/stream';
import { orderService } from '../../server/orders/service';
import { uploadStore } from '../../server/uploads/store';
import { seedCatalogue } from '../catalogue/seed';

type Options = {
  dataDir?: string;
  databaseUrl?: string;
  vendors: number;
  products: number;
  ordersPerVendor: number;
  password: string;
};

const options = JSON.parse(process.argv[2]) as Options;
const started = performance.now();
// The server keeps PGlite in DATA_DIR/pglite (server/config.ts).
const db = await openDatabase(
  options.databaseUrl
    ? { databaseUrl: options.databaseUrl }
    : { dataDir: path.join(options.dataDir ?? '', 'pglite') },
);
try {
  await migrateToLatest(db as never);
  await seedReference(db);
  const perVendor = Math.floor(options.products / options.vendors);
  const vendorIds = await seedCatalogue(db, {
    total: options.products,
    big: perVendor,
    vendors: options.vendors,
  });
  await db
    .updateTable('vendors')
    .set({ password_hash: await hashPassword(options.password) })
    .where('id', 'in', vendorIds)
    .execute();

  const now = () => new Date();
  const orders = orderService({
    db,
    now,
    // Placing an order texts nobody; the other actions are the server's, not this script's.
    sms: { development: true, send: async () => {} },
    uploads: uploadStore(db),
    confirmWithinHours: 24,
    notifications: notificationService({ db, now, publisher: inProcessPublisher() }),
  });
  const vendors = [];
  for (const id of vendorIds) {
    const placed: number[] = [];
    for (let i = 0; i < options.ordersPerVendor; i++) {
      const row = await orders.place(id, demoCustomer());
      if (row) placed.push(row.id);
    }
    const vendor = await db
      .selectFrom('vendors')
      .select(['email', 'vendor_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    vendors.push({ id, email: vendor.email, vendorType: vendor.vendor_type, orders: placed });
  }
  if (options.databaseUrl) await sql`analyze`.execute(db);
  else await analyzeStale(db);
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({ vendors, products: Number(count), seconds: (performance.now() - started) / 1000 }),
  );
} finally {
  await db.destroy();
}
