// The marketplace moderators' tool (D8), beside a running server or on a stopped one:
//   npm run moderate -- list
//   npm run moderate -- approve <id>
//   npm run moderate -- reject <id> --reason "Photos do not show the product label."
//   npm run moderate -- order place --vendor tires@mawrid.example
//   npm run moderate -- order cancel <id> --reason "The customer changed their mind."
// Started with the server's environment (PORT, DATA_DIR or DATABASE_URL, MODERATOR_TOKEN), it asks
// the running server (its moderators' API, on this machine). When no server answers, it opens the
// database itself: embedded PGlite only if no other process holds it (see db/lock.ts).
import { parseArgs } from 'node:util';
import { textIn, type Translations } from '../../schemas/translations';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import type { Kysely } from 'kysely';
import { vendorStore } from '../accounts/vendors';
import type { Database } from '../db/tables';
import { demoCustomer } from '../moderation/customers';
import { readModeratorToken } from '../moderation/token';
import { notificationService } from '../notifications/service';
import { orderService } from '../orders/service';
import { productService } from '../products/service';
import { productStore } from '../products/store';
import { createSmsChannel } from '../sms';
import { uploadStore } from '../uploads/store';

/** The tool prints its own lines; the development SMS channel's log has nowhere to go here. */
const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as unknown as Parameters<
  typeof createSmsChannel
>[1]['log'];

const USAGE =
  'usage: npm run moderate -- list | approve <id> | reject <id> --reason "…" | ' +
  'order place --vendor <email> | order cancel <id> --reason "…"';

type Waiting = { id: number; type: string; name: Translations; sku: string; company: string };
type Outcome = { id: number; name?: unknown } | 'missing' | 'state';
type PlacedOrder = { id: number; orderNumber: string; totalPrice: number; items?: unknown[] };

/** What the tool needs, from the running server or straight from the database. */
export type Moderator = {
  pending(): Promise<Waiting[]>;
  approve(id: number): Promise<Outcome>;
  reject(id: number, reason: string): Promise<Outcome>;
  /** A customer's order for the vendor with this email; 'missing' (no such vendor) or 'state' (nothing in stock). */
  placeOrder(vendorEmail: string): Promise<PlacedOrder | 'missing' | 'state'>;
  cancelOrder(id: number, reason: string): Promise<{ id: number; orderNumber: string } | 'missing' | 'state'>;
};

export const runModeration = async (args: string[], mod: Moderator): Promise<string> => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' }, vendor: { type: 'string' } },
  });
  if (positionals[0] === 'order') return runOrders(positionals.slice(1), values, mod);
  const [command, idText] = positionals;
  if (command === 'list') {
    const rows = await mod.pending();
    if (!rows.length) return 'Nothing is waiting for review.';
    return rows
      .map((r) => `${r.id}\t${r.type}\t${r.sku}\t${textIn(r.name, 'en')}\t(${r.company})`)
      .join('\n');
  }
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE);
  if (command === 'approve') {
    const done = await mod.approve(id);
    if (done === 'missing') throw new Error(`There is no product ${id}.`);
    if (done === 'state') throw new Error(`Product ${id} is not waiting for review.`);
    return `Approved ${done.id}: ${textIn(done.name, 'en')}`;
  }
  if (command === 'reject') {
    const reason = values.reason?.trim();
    if (!reason) throw new Error('A rejection needs --reason "…": the vendor reads it.');
    const done = await mod.reject(id, reason.slice(0, 500));
    if (done === 'missing') throw new Error(`There is no product ${id}.`);
    if (done === 'state') throw new Error(`Product ${id} cannot be rejected (already rejected).`);
    return `Rejected ${done.id}: ${textIn(done.name, 'en')}`;
  }
  throw new Error(USAGE);
};

/** `order place` and `order cancel`: the customer's side of orders (D8). */
const runOrders = async (
  [command, idText]: string[],
  values: { reason?: string; vendor?: string },
  mod: Moderator,
): Promise<string> => {
  if (command === 'place') {
    if (!values.vendor) throw new Error('An order needs --vendor <email>: whose products it is for.');
    const placed = await mod.placeOrder(values.vendor);
    if (placed === 'missing') throw new Error(`There is no vendor ${values.vendor}.`);
    if (placed === 'state') throw new Error(`${values.vendor} has no available product in stock.`);
    return `Placed order ${placed.id} (${placed.orderNumber}): ${placed.items?.length ?? 0} items, ${placed.totalPrice} EGP`;
  }
  const id = Number(idText);
  if (command !== 'cancel' || !Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE);
  const reason = values.reason?.trim();
  if (!reason) throw new Error('A cancellation needs --reason "…": the vendor reads it.');
  const done = await mod.cancelOrder(id, reason.slice(0, 500));
  if (done === 'missing') throw new Error(`There is no order ${id}.`);
  if (done === 'state') throw new Error(`Order ${id} cannot be cancelled any more (delivered or cancelled).`);
  return `Cancelled order ${done.id} (${done.orderNumber}) for the customer`;
};

/** Straight on the database, through the products and orders services (no server answers, or PostgreSQL). */
export const moderatorOnDatabase = (db: Kysely<Database>): Moderator => {
  const now = () => new Date();
  // Written to the table; on PostgreSQL the table's trigger announces them to every API process.
  const notifications = notificationService({ db, now });
  const products = productService(productStore(db), now, notifications);
  const sms = createSmsChannel({ provider: 'dev' }, { db, log: silentLog, now, production: false });
  const orders = orderService({
    db,
    now,
    sms,
    uploads: uploadStore(db),
    confirmWithinHours: loadConfig().confirmWithinHours,
    notifications,
  });
  const vendors = vendorStore(db);
  return {
    pending: () => products.pending(),
    approve: (id) => products.approve(id),
    reject: (id, reason) => products.reject(id, reason),
    async placeOrder(email) {
      const vendor = await vendors.findBy('email', email.trim().toLowerCase());
      if (!vendor) return 'missing';
      const placed = await orders.place(vendor.id, demoCustomer());
      return placed ? ((await orders.get(vendor.id, placed.id)) ?? 'missing') : 'state';
    },
    async cancelOrder(id, reason) {
      try {
        const row = await orders.cancelFor('customer', id, reason);
        return { id: row.id, orderNumber: row.order_number };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404) return 'missing';
        if (status === 409) return 'state';
        throw error;
      }
    },
  };
};

/** The running server's moderators' API; null when nothing answers at `base`. */
export const moderatorOverHttp = async (base: string, token: string | null): Promise<Moderator | null> => {
  const call = async (path: string, body?: object) => {
    const res = await fetch(`${base}/api/v1/moderation${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token ?? ''}`,
        lang: 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 401)
      throw new Error(
        `The server at ${base} refused the moderators' token: run the tool with the server's ` +
          'DATA_DIR (it reads DATA_DIR/moderator.token), or the same MODERATOR_TOKEN.',
      );
    if (res.status === 404) return 'missing' as const;
    if (res.status === 409) return 'state' as const;
    if (!res.ok) throw new Error(`The server answered ${res.status}: ${(await res.json()).message}`);
    return res.json();
  };
  try {
    await fetch(`${base}/api/v1/health`);
  } catch {
    return null;
  }
  return {
    pending: () => call('/products'),
    approve: (id) => call(`/products/${id}/approve`, {}),
    reject: (id, reason) => call(`/products/${id}/reject`, { reason }),
    placeOrder: (vendor) => call('/orders', { vendor }),
    cancelOrder: (id, reason) => call(`/orders/${id}/cancel`, { reason }),
  };
};

if (process.argv[1]?.endsWith('moderate.ts')) {
  const config = loadConfig();
  const token = readModeratorToken(config.dataDir, config.moderator.token);
  const overHttp = await moderatorOverHttp(`http://127.0.0.1:${config.port}`, token);
  const db = overHttp
    ? null
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    let mod = overHttp;
    if (db) {
      await migrateToLatest(db as never);
      mod = moderatorOnDatabase(db);
    }
    console.log(await runModeration(process.argv.slice(2), mod as Moderator));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}
