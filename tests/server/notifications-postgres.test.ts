import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemo, seedReference } from '../../server/db/seed';
import { inProcessPublisher, relayFor } from '../../server/notifications/stream';
import { openStream, pause } from './sse-client';

const MODERATOR = 'moderator-token-for-notification-tests-0123';

// Issue 14: notifications reach every API process through PostgreSQL LISTEN/NOTIFY. Runs where a
// PostgreSQL is given (TEST_DATABASE_URL, as tests/server/postgres.test.ts), in a database of its own.
describe('two API processes on one PostgreSQL', () => {
  it('a notification written through one app reaches a stream of the other', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${url.pathname.slice(1)}_notifications`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`).catch((e: { code?: string }) => {
      if (e.code !== '42P04') throw e;
    });
    await admin.end();
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const [dbA, dbB] = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
    await migrateToLatest(dbA as never);
    await seedReference(dbA);
    if (!(await dbA.selectFrom('vendors').select('id').executeTakeFirst())) await seedDemo(dbA);
    const a = await buildApp({ db: dbA, moderator: { token: MODERATOR }, notifications: { databaseUrl } });
    const b = await buildApp({ db: dbB, notifications: { databaseUrl } });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const login = await b.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: 'tires@mawrid.example', password: 'Tires#2026', vendorType: 'bt-vendor' },
      });
      const token = login.json().token as string;
      const bBase = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
      const stream = await openStream(bBase, token);
      // Another vendor's live-only stream: a catch-up after the channel is back sends it nothing
      // old (its vendor's history, the seeded late orders, stays in the list).
      const partsLogin = await b.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: 'parts@mawrid.example', password: 'Parts#2026', vendorType: 'cp-vendor' },
      });
      const quiet = await openStream(bBase, partsLogin.json().token as string);
      const product = await dbA
        .insertInto('products')
        .values({
          vendor_id: (
            await dbA
              .selectFrom('vendors')
              .select('id')
              .where('email', '=', 'tires@mawrid.example')
              .executeTakeFirstOrThrow()
          ).id,
          type: 'tire',
          name: JSON.stringify({ en: 'Fan-out tire' }),
          sku: `FAN-${randomUUID().slice(0, 8)}`,
          price: 100,
          discount_price: 0,
          quantity: 1,
          status: 'under_review',
          rejection_reason: null,
          attributes: '{}',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const approved = await a.inject({
        method: 'POST',
        url: `/api/v1/moderation/products/${product.id}/approve`,
        headers: { authorization: `Bearer ${MODERATOR}` },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const started = Date.now();
      const event = stream.notification(await stream.nth(0, 5000));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event).toMatchObject({ type: 'product_approved', params: { productId: product.id } });

      // The listening connections drop: what is written meanwhile comes once they are back.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and query = 'listen mawrid_notifications'`,
      );
      await admin.end();
      expect(rows.length).toBe(2);
      const rejected = await a.inject({
        method: 'POST',
        url: `/api/v1/moderation/products/${product.id}/reject`,
        headers: { authorization: `Bearer ${MODERATOR}` },
        payload: { reason: 'Sold out at the supplier.' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const caught = stream.notification(await stream.nth(1, 8000));
      expect(caught).toMatchObject({ type: 'product_rejected', params: { productId: product.id } });
      expect(stream.events).toHaveLength(2);
      await pause(300);
      expect(quiet.events).toEqual([]);
      stream.close();
      quiet.close();

      // A URL to another database is never listened to: its rows are not this app's.
      const errors: unknown[] = [];
      const log = { ...b.log, error: (o: unknown) => void errors.push(o), warn: () => {} };
      const other = await relayFor(dbA, process.env.TEST_DATABASE_URL, {
        publisher: inProcessPublisher(),
        read: async () => null,
        log: log as unknown as typeof b.log,
      });
      expect(other).toBeNull();
      expect(String((errors[0] as { err: Error }).err.message)).toMatch(/is not the app's database/);
    } finally {
      await a.close();
      await b.close();
      await dbA.destroy();
      await dbB.destroy();
    }
  });
});
