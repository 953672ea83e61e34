import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemo, seedReference } from '../../server/db/seed';
import { buildTire } from './helper';
import { loginRequest } from './login-request';

// Runs only where a PostgreSQL is given (vitest.config.ts includes this file then; .ci/run starts one).
const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
await migrateToLatest(db as never);
await seedReference(db);
if (!(await db.selectFrom('vendors').select('id').executeTakeFirst())) await seedDemo(db);
const app = await buildApp({ db });
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const login = async (identifier: string, password: string, vendorType: string) =>
  (await app.inject(loginRequest(identifier, password, vendorType))).json().token as string;

describe('the same API on PostgreSQL (DATABASE_URL)', () => {
  it('signs in, lists with Content-Range, creates, refuses a duplicate SKU and keeps tenants apart', async () => {
    const tires = await login('01000000001', 'Tires#2026', 'bt-vendor');
    const parts = await login('parts@mawrid.example', 'Parts#2026', 'cp-vendor');
    const headers = { authorization: `Bearer ${tires}`, lang: 'en' };
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/tires?range=[0,4]&sort=["price","DESC"]',
      headers,
    });
    expect(list.headers['content-range']).toMatch(/^tires 0-4\/\d+$/);
    const prices = list.json().map((p: { price: number }) => p.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const tire = buildTire({ price: 1234.5 });
    const created = await app.inject({ method: 'POST', url: '/api/v1/tires', headers, payload: tire });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ price: 1234.5, status: 'under_review' });
    const dup = await app.inject({ method: 'POST', url: '/api/v1/tires', headers, payload: tire });
    expect(dup.statusCode).toBe(409);
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/products/${created.json().id}`,
      headers: { authorization: `Bearer ${parts}` },
    });
    expect(other.statusCode).toBe(404);
  });
});
