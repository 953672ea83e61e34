import type { Kysely } from 'kysely';
import { hashCostFor, hashPassword, type HashCost } from '../accounts/passwords';
import type { Database } from './tables';
import { toColumns } from '../products/columns';
import { handoverCodes } from '../orders/handover';
import { demoEvents, lifecycleOf } from './seed-lifecycle';
import { demoOrders, demoProducts, referenceData } from './seed-data';

/**
 * The demo accounts `npm start` creates and prints; the browser tests sign in with them. Egyptian
 * vendors, who filled in their names, company and address in Arabic (each is one text, as typed).
 */
export const DEMO_ACCOUNTS = [
  {
    vendorType: 'bt-vendor',
    name: 'أحمد مصطفى',
    email: 'tires@mawrid.example',
    phone: '01000000001',
    password: 'Tires#2026',
    companyName: 'شركة القاهرة للإطارات والبطاريات',
    address: '12 شارع التحرير، وسط البلد، القاهرة',
    location: { lat: 30.0444, lng: 31.2357 },
    seed: 1,
  },
  {
    vendorType: 'cp-vendor',
    name: 'منى صلاح',
    email: 'parts@mawrid.example',
    phone: '01000000002',
    password: 'Parts#2026',
    companyName: 'النيل لقطع غيار السيارات',
    address: '45 شارع شبرا، شبرا، القاهرة',
    location: { lat: 30.0712, lng: 31.2445 },
    seed: 2,
  },
] as const;

/**
 * Demo vendors have finished registering (registrationStep `done`): their licence and ID card are
 * uploads of their own. The rows are seeded here; `npm start` writes the files (DEMO_FILE below)
 * into the upload storage, so the profile's download links work.
 */
const demoDocuments = (seed: number) => ({
  license: `demo-license-${seed}`.padEnd(22, '0') + '.pdf',
  idCard: `demo-id-card-${seed}`.padEnd(22, '0') + '.pdf',
});

/** A one-page PDF saying what it is, the same bytes for every demo document. */
export const DEMO_FILE = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 56>>stream',
    'BT /F1 18 Tf 40 100 Td (Mawrid demo document) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

/** The upload ids the demo seed refers to. */
export const demoDocumentIds = () => DEMO_ACCOUNTS.flatMap((a) => Object.values(demoDocuments(a.seed)));

const demoWorkInfo = ({ seed, address, location }: (typeof DEMO_ACCOUNTS)[number], now: Date) => ({
  companyLicense: {
    file: demoDocuments(seed).license,
    number: `CR-${100200 + seed}`,
    expiresAt: new Date(now.getTime() + 2 * 365 * 24 * 3600_000).toISOString().slice(0, 10),
  },
  taxNumber: `${300400500 + seed}`,
  idNumber: `2900101${String(seed).padStart(7, '0')}`,
  idCard: demoDocuments(seed).idCard,
  address,
  location,
});

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
export const seedDemo = (db: Kysely<Database>, now = new Date(), passwordCost = hashCostFor()) =>
  db.transaction().execute((trx) => seedDemoIn(trx, now, passwordCost));

const seedDemoIn = async (db: Kysely<Database>, now: Date, passwordCost: HashCost) => {
  for (const account of DEMO_ACCOUNTS) {
    const vendor = await db
      .insertInto('vendors')
      .values({
        vendor_type: account.vendorType,
        name: account.name,
        email: account.email,
        phone: account.phone,
        password_hash: await hashPassword(account.password, passwordCost),
        company_name: account.companyName,
        profile: JSON.stringify(demoWorkInfo(account, now)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('uploads')
      .values(
        Object.entries(demoDocuments(account.seed)).map(([kind, id]) => ({
          id,
          vendor_id: vendor.id,
          kind: 'document',
          mime: 'application/pdf',
          size: DEMO_FILE.length,
          original_name: `${kind}.pdf`,
        })),
      )
      .execute();

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
    const placed = await db
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
            customerPhone,
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
            customer_phone: customerPhone ?? null,
            details: JSON.stringify(details),
            ...lifecycleOf(o, now),
          };
        }),
      )
      .returningAll()
      .execute();
    await db
      .insertInto('order_events')
      .values(placed.flatMap((row) => demoEvents(row, now)))
      .execute();
    // Orders on their way have a live handover code; the development inbox shows it, as if texted.
    for (const row of placed.filter((r) => r.status === 'on_the_way')) {
      const code = await handoverCodes(db).issue(row.id, new Date(row.updated_at));
      await db
        .insertInto('sms_outbox')
        .values({
          phone: row.customer_phone ?? '',
          purpose: 'handover',
          text: `Mawrid: your order ${row.order_number} is on its way. Give the driver this code when you receive it: ${code}`,
          code,
          sent_at: now,
        })
        .execute();
    }
  }
};
