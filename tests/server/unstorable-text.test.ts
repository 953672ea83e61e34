import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dumpDatabase, newVendor, registrationBody } from './accounts';
import { build, buildTire } from './helper';

// security.md row 33 (issue 10, items 1 and 2): PostgreSQL refuses NUL, and a lone UTF-16
// surrogate cannot be encoded as UTF-8. Both used to reach the database and come back as 500.
const t = await build();
const tires = await t.login('tires');
const vendor = await newVendor(t);

const NUL = 'a\u0000b';
const LONE = '\udc00\udc00';
const filter = (value: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

const workInfo = {
  companyLicense: { file: 'x', number: 'L-1', expiresAt: '2099-01-01' },
  taxNumber: '123',
  idNumber: '456',
  idCard: 'y',
  location: { lat: 30, lng: 31 },
  address: 'Cairo',
};

/** Every place the probe found, as [what, request, the field the answer must name]. */
const places = (bad: string) =>
  [
    [
      'product name',
      { method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire({ name: bad }) },
      'name',
    ],
    [
      'product description',
      { method: 'POST', url: '/api/v1/tires', token: tires, payload: buildTire({ description: bad }) },
      'description',
    ],
    ['tire search', { method: 'GET', url: `/api/v1/tires?${filter({ q: bad })}`, token: tires }, 'q'],
    ['order search', { method: 'GET', url: `/api/v1/orders?${filter({ q: bad })}`, token: tires }, 'q'],
    [
      'car brand search',
      { method: 'GET', url: `/api/v1/car-brands?${filter({ q: bad })}`, token: tires },
      'q',
    ],
    [
      'brand filter',
      { method: 'GET', url: `/api/v1/tires?${filter({ brand: bad })}`, token: tires },
      'brand',
    ],
    [
      'car-brand parent filter',
      { method: 'GET', url: `/api/v1/car-models?${filter({ parentId: bad })}`, token: tires },
      'parentId',
    ],
    [
      'sign-in identifier',
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: `${bad}@b.example`, password: 'x', vendorType: 'bt-vendor' },
      },
      'identifier',
    ],
    [
      'profile name',
      {
        method: 'PUT',
        url: '/api/v1/profile',
        token: vendor.token,
        payload: { name: bad, email: vendor.email, companyName: 'Delta' },
      },
      'name',
    ],
    [
      'registration name',
      { method: 'POST', url: '/api/v1/auth/register', payload: registrationBody({ name: bad }) },
      'name',
    ],
    [
      'work information',
      {
        method: 'PUT',
        url: '/api/v1/profile/work-info',
        token: vendor.token,
        payload: { ...workInfo, companyLicense: { ...workInfo.companyLicense, number: bad } },
      },
      'companyLicense.number',
    ],
  ] as const;

describe('text the database cannot store is refused at the edge (security.md row 33)', () => {
  for (const [kind, bad] of [
    ['a NUL character', NUL],
    ['lone surrogates', LONE],
  ] as const) {
    describe(kind, () => {
      for (const [what, request, field] of places(bad)) {
        it(`in the ${what}: a 4xx naming the field, nothing stored`, async () => {
          const before = await dumpDatabase(t);
          const res = await t.call(request);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.json().errors[field], res.body).toMatch(/cannot be saved/);
          expect(await dumpDatabase(t)).toBe(before);
        });
      }
    });
  }

  it('answers in the request language, with the field’s label', async () => {
    const en = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: buildTire({ name: NUL }),
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.name).toBe(
      'Product name contains characters that cannot be saved. Remove them and try again.',
    );
    const ar = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      lang: 'ar',
      payload: buildTire({ suitableCars: [{ brand: 'toyota', model: LONE }] }),
    });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors['suitableCars.0.model']).toBe(
      'يحتوي حقل موديل السيارة على رموز لا يمكن حفظها. احذفها وحاول مرة أخرى.',
    );
  });

  it('checks keys, route parameters and the registration key too', async () => {
    const key = await t.call({
      method: 'POST',
      url: '/api/v1/tires',
      token: tires,
      payload: { ...buildTire(), ['x\u0000']: 1 },
    });
    expect(key.statusCode).toBe(422);
    const param = await t.call({ method: 'GET', url: '/api/v1/auth/register/%00abc' });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toBe('The request is not valid.');
  });

  it('never gives a 5xx for a NUL or lone surrogate put anywhere in a valid tire (generated)', async () => {
    const valid = buildTire({ suitableCars: [{ brand: 'toyota', model: 'corolla', year: 2020 }] });
    const paths: string[][] = [];
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === 'string') paths.push(path);
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(valid, []);
    const before = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff'),
        fc.nat(20),
        async (path, text, bad, at) => {
          const body = structuredClone(valid) as Record<string, unknown>;
          let node = body as Record<string, unknown>;
          for (const part of path.slice(0, -1)) node = node[part] as Record<string, unknown>;
          const cut = Math.min(at, text.length);
          node[path.at(-1) as string] = text.slice(0, cut) + bad + text.slice(cut);
          const res = await t.call({ method: 'POST', url: '/api/v1/tires', token: tires, payload: body });
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().errors[path.join('.')], res.body).toBeTruthy();
        },
      ),
      { numRuns: 200 },
    );
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});
