import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from './tables';
import { toColumns } from './products-store';
import { demoOrders, demoProducts, referenceData } from './seed-data';

/** The demo accounts `npm start` creates and prints; the browser tests sign in with them. */
export const DEMO_ACCOUNTS = [
  {
    vendorType: 'bt-vendor',
    name: 'Ahmed Mostafa',
    email: 'tires@mawrid.example',
    phone: '01000000001',
    password: 'Tires#2026',
    companyName: 'Cairo Tires & Batteries Co.',
    seed: 1,
  },
  {
    vendorType: 'cp-vendor',
    name: 'Mona Salah',
    email: 'parts@mawrid.example',
    phone: '01000000002',
    password: 'Parts#2026',
    companyName: 'Nile Spare Parts',
    seed: 2,
  },
] as const;

const TYPE_OF = { tires: 'tire', batteries: 'battery', 'car-parts': 'car-part' } as const;

export const isEmpty = async (db: Kysely<Database>) =>
  !(await db.selectFrom('vendors').select('id').limit(1).executeTakeFirst());

/** Reference data always; demo vendors with their products and orders on request. */
export const seedReference = async (db: Kysely<Database>) => {
  await db
    .insertInto('reference_items')
    .values(
      referenceData.map((r) => ({
        kind: r.kind,
        id: r.id,
        name_en: r.name.en,
        name_ar: r.name.ar,
        parent_id: r.parentId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['kind', 'id']).doUpdateSet((eb) => ({
        name_en: eb.ref('excluded.name_en'),
        name_ar: eb.ref('excluded.name_ar'),
        parent_id: eb.ref('excluded.parent_id'),
      })),
    )
    .execute();
};

/** All or nothing: a failed seed leaves an empty database, and the next start tries again. */
export const seedDemo = (db: Kysely<Database>, now = new Date()) =>
  db.transaction().execute((trx) => seedDemoIn(trx, now));

const seedDemoIn = async (db: Kysely<Database>, now: Date) => {
  for (const account of DEMO_ACCOUNTS) {
    const vendor = await db
      .insertInto('vendors')
      .values({
        vendor_type: account.vendorType,
        name: account.name,
        email: account.email,
        phone: account.phone,
        password_hash: await hashPassword(account.password),
        company_name: account.companyName,
        profile: JSON.stringify({
          address: '12 Tahrir Street, Downtown, Cairo',
          location: { lat: 30.0444, lng: 31.2357 },
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const products = demoProducts(account.vendorType, account.seed);
    const saved = await db
      .insertInto('products')
      .values(
        products.map((p, i) => ({
          ...toColumns(p.data as Record<string, unknown>),
          vendor_id: vendor.id,
          type: TYPE_OF[p.resource],
          status: p.status,
          rejection_reason: p.rejectionReason,
          created_at: new Date(now.getTime() - (products.length - i) * 3600_000),
          updated_at: new Date(now.getTime() - (products.length - i) * 3600_000),
        })),
      )
      .returning(['id', 'name', 'sku', 'price'])
      .execute();

    const orders = demoOrders(
      saved.map((p) => ({ ...p, price: Number(p.price) })),
      account.seed,
      now,
    );
    await db
      .insertInto('orders')
      .values(
        orders.map((o) => {
          const {
            orderNumber,
            status,
            paymentType,
            totalPrice,
            orderDate,
            arrivalDate,
            customerName,
            ...details
          } = o;
          return {
            vendor_id: vendor.id,
            order_number: orderNumber,
            status,
            payment_type: paymentType,
            total_price: totalPrice,
            order_date: orderDate,
            arrival_date: arrivalDate ?? null,
            customer_name: customerName ?? null,
            details: JSON.stringify(details),
          };
        }),
      )
      .execute();
  }
};
