import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiLogin, labelled, recordApiRequests, signIn, startIn, type Lang } from './helpers';
import {
  changedFiles,
  copyProject,
  insertBefore,
  run,
  startServer,
  type RunningServer,
} from './project-copy';

/**
 * The promises of schemas/README.md, kept on one copy of the project (copying, building and
 * starting it is the slow part):
 * - "Adding a field": support staff add one property to a schema file and nothing else, and the
 *   field shows up everywhere, in both languages, with its messages, and is stored;
 * - "Adding a product type": a developer writes one schema file and adds it to the registry
 *   (`productSchemas` in schemas/index.ts), and the type has its API resource, menu entry, list,
 *   add page, details and place among all products, in both languages.
 * The test does exactly that to the copy, builds it, runs it, and checks the result as a vendor and
 * as an API client would.
 */

// What the README's example must say, and what a vendor must then read. Written out rather than
// imported, so that a wrong label or message fails here instead of changing the expectation.
const EXAMPLE_PARTS = [
  'loadIndex: {',
  "type: 'integer'",
  'minimum: 60',
  'maximum: 130',
  "'x-label': { en: 'Load index', ar: 'مؤشر الحمولة' }",
  "'x-list': true",
];
const LABEL = { en: 'Load index', ar: 'مؤشر الحمولة' } as const;
const MESSAGE = {
  en: {
    maximum: 'Load index must be at most 130',
    minimum: 'Load index must be at least 60',
    integer: 'Load index must be a whole number',
    number: 'Load index must be a number',
  },
  ar: {
    maximum: 'حقل مؤشر الحمولة يجب ألا يزيد على 130',
    minimum: 'حقل مؤشر الحمولة يجب ألا يقل عن 60',
    integer: 'حقل مؤشر الحمولة يجب أن يكون رقمًا صحيحًا',
    number: 'حقل مؤشر الحمولة يجب أن يكون رقمًا',
  },
} as const;
const FORM_MESSAGE = {
  en: 'Please fill out all required fields correctly.',
  ar: 'يرجى ملء جميع الحقول المطلوبة بشكل صحيح.',
} as const;
const SAVE = { en: 'Save', ar: 'حفظ' } as const;

/** The other inputs of the tire form, by label, to fill in a complete product. */
const FORM = {
  en: {
    name: 'Product name in English',
    sku: 'SKU',
    description: 'Product description in English',
    brand: 'Tire brand',
    michelin: 'Michelin',
    year: 'Manufacturing year',
    tireType: 'Tire type',
    normal: 'Normal',
    width: 'Width',
    length: 'Length',
    depth: 'Depth',
    quantity: 'Available quantity',
    price: 'Price',
    discountPrice: 'Discount price',
  },
  ar: {
    name: 'اسم المنتج بالعربية',
    sku: 'رمز المنتج (SKU)',
    description: 'وصف المنتج بالعربية',
    brand: 'ماركة الإطار',
    michelin: 'ميشلان',
    year: 'سنة الصنع',
    tireType: 'نوع الإطار',
    normal: 'عادي',
    width: 'العرض',
    length: 'الارتفاع',
    depth: 'قطر الجنط',
    quantity: 'الكمية المتاحة',
    price: 'السعر',
    discountPrice: 'السعر بعد الخصم',
  },
} as const;

/** A complete tire but for the new field, as the API takes it. */
const tireBody = (sku: string, extra: Record<string, unknown> = {}) => ({
  name: `Support promise 205/55 R16 ${sku}`,
  sku,
  description: 'A tire with a load index',
  brand: 'michelin',
  year: 2025,
  tireType: 'normal',
  size: { width: 205, length: 55, depth: 16 },
  quantity: 4,
  price: 1000,
  discountPrice: 900,
  ...extra,
});

/** The README's example of a new product type: one file, written out here as a developer would. */
const OIL_SCHEMA = `import { productCommerce, productCore } from './defs';

export const oilSchema = {
  $id: 'oil',
  type: 'object',
  'x-resource': 'oils',
  'x-add-route': 'add-oil',
  'x-product-type': 'oil',
  'x-vendor-types': ['cp-vendor'],
  'x-menu-label': { en: 'Engine oils', ar: 'زيوت المحركات' },
  'x-label': { en: 'Oil |||| Oils', ar: 'زيوت |||| زيت |||| زيوت |||| زيوت |||| زيتًا |||| زيت' },
  additionalProperties: false,
  required: ['name', 'sku', 'description', 'viscosity', 'quantity', 'price', 'discountPrice'],
  properties: {
    ...productCore,
    viscosity: {
      type: 'string',
      enum: ['5w30', '10w40'],
      'x-label': { en: 'Viscosity', ar: 'اللزوجة' },
      'x-enum-labels': { '5w30': { en: '5W-30', ar: '5W-30' }, '10w40': { en: '10W-40', ar: '10W-40' } },
      'x-list': true,
      'x-filter': true,
    },
    ...productCommerce,
  },
} as const;
`;
const OIL = {
  ar: {
    menu: 'زيوت المحركات',
    type: 'زيت',
    viscosity: 'اللزوجة',
    myProducts: 'منتجاتي',
    carParts: 'قطع الغيار',
  },
} as const;

const PROBE_OPTIONS = ['--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler'];

let tmp = '';
let server: RunningServer | undefined;
/** The copy's type check runs beside the build; its own test reports it. */
let typecheck: Promise<Error | null> = Promise.resolve(new Error('the copy was not made'));

const at = (route: string) => `${server!.url}${route}`;

test.beforeAll(async () => {
  // Copying, type-checking, building and starting a second server: minutes on a small machine.
  test.setTimeout(240_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mawrid-support-promise-'));
  const project = copyProject(path.join(tmp, 'project'));
  const { dir } = project;

  const readme = fs.readFileSync(path.join(dir, 'schemas/README.md'), 'utf8');
  const example = /## Adding a field[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  for (const part of EXAMPLE_PARTS) expect(example, "the README's example property").toContain(part);
  // "Add a property inside `properties`": here, before the stock and prices every product ends with.
  insertBefore(path.join(dir, 'schemas/tire.ts'), '    ...productCommerce,\n', example);
  // A fourth product type: its schema file, and its entry in the registry.
  fs.writeFileSync(path.join(dir, 'schemas/oil.ts'), OIL_SCHEMA);
  insertBefore(
    path.join(dir, 'schemas/index.ts'),
    "import { orderSchema } from './order';",
    "import { oilSchema } from './oil';\n",
  );
  insertBefore(path.join(dir, 'schemas/index.ts'), '] as const;', ', oilSchema');
  const changed = ['schemas/index.ts', 'schemas/oil.ts', 'schemas/tire.ts'];
  expect(changedFiles(project), 'files changed in the copy').toEqual(changed);

  const bin = (name: string) => path.join(dir, 'node_modules/.bin', name);
  const probe = path.join(tmp, 'probe', 'types.ts');
  fs.mkdirSync(path.dirname(probe));
  // `tsc` passing says nothing broke; this says the type gained the field, as a number.
  fs.writeFileSync(
    probe,
    [
      "import type { Tire } from '../project/schemas';",
      'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
      "export const loadIndexIsANumber: Same<Tire['loadIndex'], number | undefined> = true;",
      '',
    ].join('\n'),
  );
  typecheck = Promise.all([
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: dir }),
    run(bin('tsc'), ['--noEmit', '--strict', '--skipLibCheck', ...PROBE_OPTIONS, probe], { cwd: dir }),
  ]).then(
    () => null,
    (error: Error) => error,
  );

  await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  server = await startServer(dir, path.join(tmp, 'data'));
  expect(changedFiles(project), 'files changed by the build').toEqual(changed);
});

test.afterAll(async () => {
  // The type check may still be running when only some tests were picked; its files go last.
  test.setTimeout(120_000);
  await server?.stop();
  await typecheck;
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** An API client of the copy's server, signed in as the tires vendor. */
const copyApi = async () => {
  const api = await playwrightRequest.newContext({ baseURL: server!.url });
  const token = await apiLogin(api, ACCOUNTS.tires);
  return { api, auth: { Authorization: `Bearer ${token}` } };
};

const openSignedIn = async (page: Page, route: string, lang: Lang) => {
  await startIn(page, lang);
  await page.goto(at(route));
  await signIn(page, ACCOUNTS.tires, { lang });
  await expect(page).toHaveURL(at(route));
};

/** Writes the page sends to the product API from now on. */
const recordWrites = (page: Page) => {
  const recorder = recordApiRequests(page);
  return () => recorder.requests.filter((r) => r.method() !== 'GET').map((r) => `${r.method()} ${r.url()}`);
};

/** An input by its label; a required one's label ends in an asterisk. */
const input = labelled;

/** The value shown in the list for `label`, in the row of the product with this SKU. */
const listCell = async (page: Page, sku: string, label: string): Promise<Locator> => {
  // A sortable header's accessible name is its "sort by" hint, so headers are read by their text.
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })).toBeVisible();
  const column = (await headers.allInnerTexts()).findIndex((text) => text.trim() === label);
  return page.getByRole('row').filter({ hasText: sku }).getByRole('cell').nth(column);
};

const findBySku = async (api: APIRequestContext, auth: Record<string, string>, sku: string) => {
  const response = await api.get('/api/v1/tires', {
    headers: auth,
    params: { filter: JSON.stringify({ q: sku }), range: '[0,9]' },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { id: number; sku: string }[];
  return rows.filter((r) => r.sku === sku);
};

const readTire = async (api: APIRequestContext, auth: Record<string, string>, id: number) => {
  const response = await api.get(`/api/v1/tires/${id}`, { headers: auth });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

test('the copy differs from the project in those files only, and its types gain the field', async () => {
  test.setTimeout(120_000);
  const error = await typecheck;
  expect(error?.message ?? 'type check passed').toBe('type check passed');
});

for (const lang of ['en', 'ar'] as const) {
  test(`the add form shows the field and its templated messages, and sends nothing (${lang})`, async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/add-tire', lang);
    const field = input(page, LABEL[lang]);
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('');
    const writes = recordWrites(page);

    await field.fill('999');
    await page.getByRole('button', { name: SAVE[lang] }).click();
    await expect(page.getByText(FORM_MESSAGE[lang])).toBeVisible();
    await expect(field).toHaveAccessibleDescription(MESSAGE[lang].maximum);
    // After a first save the form checks as the vendor types: each template follows the value.
    await field.fill('59');
    await expect(field).toHaveAccessibleDescription(MESSAGE[lang].minimum);
    await field.fill('90.5');
    await expect(field).toHaveAccessibleDescription(MESSAGE[lang].integer);
    // A number input refuses letters outright; a text input must take them and name the field.
    if ((await field.getAttribute('type')) !== 'number') {
      await field.fill('ninety');
      await page.getByRole('button', { name: SAVE[lang] }).click();
      await expect(field).toHaveAccessibleDescription(MESSAGE[lang].number);
    } else {
      test
        .info()
        .annotations.push({ type: 'not checked', description: 'letters: a number input refuses them' });
    }
    expect(writes()).toEqual([]);
  });

  test(`the API rejects a bad value with the same templated message (${lang})`, async () => {
    const { api, auth } = await copyApi();
    const cases = [
      [999, 'maximum'],
      [59, 'minimum'],
      [90.5, 'integer'],
      ['ninety', 'number'],
    ] as const;
    for (const [value, rule] of cases) {
      const response = await api.post('/api/v1/tires', {
        headers: { ...auth, Lang: lang },
        data: tireBody(`SP-BAD-${lang}-${rule}`, { loadIndex: value }),
      });
      expect(response.status(), `loadIndex ${JSON.stringify(value)}`).toBe(422);
      expect(await response.json()).toEqual({
        message: FORM_MESSAGE[lang],
        errors: { loadIndex: MESSAGE[lang][rule] },
        requestId: expect.any(String),
      });
    }
    await api.dispose();
  });

  test(`a good value from the add form is stored and shows in the list, the details page and the edit form (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = FORM[lang];
    const sku = `SP-UI-${lang}-${Date.now()}`;
    await openSignedIn(page, '/dashboard/add-tire', lang);
    await input(page, t.name).fill(`Support promise 205/55 R16 ${lang}`);
    await input(page, t.sku).fill(sku);
    await input(page, t.description).fill('A tire with a load index');
    await input(page, t.brand).fill(t.michelin.slice(0, 3));
    await page.getByRole('option', { name: t.michelin, exact: true }).click();
    await input(page, t.year).fill('2025');
    await page.getByRole('combobox', { name: t.tireType }).click();
    await page.getByRole('option', { name: t.normal, exact: true }).click();
    await input(page, t.width).fill('205');
    await input(page, t.length).fill('55');
    await input(page, t.depth).fill('16');
    await input(page, LABEL[lang]).fill('91');
    await input(page, t.quantity).fill('4');
    await input(page, t.price).fill('1000');
    await input(page, t.discountPrice).fill('900');
    await page.getByRole('button', { name: SAVE[lang] }).click();
    await expect(page).toHaveURL(at('/dashboard/tires'));

    const { api, auth } = await copyApi();
    const [created] = await findBySku(api, auth, sku);
    expect(created, `the tire ${sku} was stored`).toBeTruthy();
    expect(await readTire(api, auth, created.id)).toMatchObject({ sku, loadIndex: 91 });

    await expect(await listCell(page, sku, LABEL[lang])).toHaveText('91');

    await page.goto(at(`/dashboard/product/${created.id}`));
    const shown = page.getByText(LABEL[lang], { exact: true });
    await expect(shown).toBeVisible();
    // The label and its value make one row of the details.
    await expect(shown.locator('xpath=..')).toHaveText(new RegExp(`^\\s*${LABEL[lang]}\\s*91\\s*$`));

    await page.goto(at(`/dashboard/tires/${created.id}`));
    const field = input(page, LABEL[lang]);
    await expect(field).toHaveValue('91');
    await field.fill('101');
    await page.getByRole('button', { name: SAVE[lang] }).click();
    await expect(page).toHaveURL(at('/dashboard/tires'));
    expect(await readTire(api, auth, created.id)).toMatchObject({ sku, loadIndex: 101 });
    await expect(await listCell(page, sku, LABEL[lang])).toHaveText('101');
    await api.dispose();
  });
}

test('the list sorts by the new column as numbers, not as text', async () => {
  // `'x-list': true` also makes the column sortable (README): 60 < 91 < 101, not "101" < "60" < "91".
  const { api, auth } = await copyApi();
  for (const loadIndex of [91, 101, 60]) {
    const response = await api.post('/api/v1/tires', {
      headers: auth,
      data: tireBody(`SP-SORT-${loadIndex}`, { loadIndex }),
    });
    expect(response.status()).toBe(201);
  }
  const sorted = async (order: 'ASC' | 'DESC') => {
    const response = await api.get('/api/v1/tires', {
      headers: auth,
      params: {
        filter: JSON.stringify({ q: 'SP-SORT-' }),
        sort: JSON.stringify(['loadIndex', order]),
        range: '[0,9]',
      },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { loadIndex: number }[]).map((r) => r.loadIndex);
  };
  expect(await sorted('ASC')).toEqual([60, 91, 101]);
  expect(await sorted('DESC')).toEqual([101, 91, 60]);
  await api.dispose();
});

test('a new product type: its API resource, for the vendor types it names only', async () => {
  const parts = await playwrightRequest.newContext({ baseURL: server!.url });
  const auth = { Authorization: `Bearer ${await apiLogin(parts, ACCOUNTS.parts)}` };
  const created = await parts.post('/api/v1/oils', {
    headers: auth,
    data: {
      name: 'Castrol Edge 5W-30 4L',
      sku: 'OIL-API-1',
      description: 'Fully synthetic engine oil.',
      viscosity: '5w30',
      quantity: 12,
      price: 1450,
      discountPrice: 1390,
    },
  });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ type: 'oil', status: 'under_review', viscosity: '5w30' });
  const listed = await parts.get('/api/v1/oils', { headers: auth });
  expect(listed.headers()['content-range']).toMatch(/^oils 0-0\/1$/);
  const bad = await parts.post('/api/v1/oils', { headers: { ...auth, Lang: 'en' }, data: { sku: 'X' } });
  expect((await bad.json()).errors.viscosity).toBe('Viscosity is required');
  // The tires-and-batteries vendor does not hold oils.
  const tires = await copyApi();
  expect((await tires.api.get('/api/v1/oils', { headers: tires.auth })).status()).toBe(403);
  await Promise.all([parts.dispose(), tires.api.dispose()]);
});

test('a new product type in the dashboard, in Arabic: menu, add page, list and all products', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startIn(page, 'ar');
  await page.goto(at('/dashboard/add-oil'));
  await signIn(page, ACCOUNTS.parts, { lang: 'ar' });
  await expect(page).toHaveURL(at('/dashboard/add-oil'));

  await input(page, 'اسم المنتج بالعربية').fill('زيت موبيل 10W-40');
  await input(page, 'رمز المنتج (SKU)').fill('OIL-UI-AR');
  await input(page, 'وصف المنتج بالعربية').fill('زيت محرك نصف صناعي');
  await page.getByRole('combobox', { name: OIL.ar.viscosity }).click();
  await page.getByRole('option', { name: '10W-40', exact: true }).click();
  await input(page, 'الكمية المتاحة').fill('٨');
  await input(page, 'السعر').fill('٩٥٠');
  await input(page, 'السعر بعد الخصم').fill('٩٠٠');
  await page.getByRole('button', { name: SAVE.ar }).click();
  await expect(page).toHaveURL(at('/dashboard/oils'));
  await expect(page.getByRole('row').filter({ hasText: 'OIL-UI-AR' })).toContainText('10W-40');

  // The menu names the type from its schema, beside the car parts the vendor already had.
  const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed'));
  await expect(menu.getByRole('menuitem', { name: OIL.ar.menu })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: OIL.ar.carParts })).toBeVisible();

  // All products lists it with its type, in Arabic.
  await page.goto(at('/dashboard/all-products'));
  await expect(page.getByRole('row').filter({ hasText: 'OIL-UI-AR' })).toContainText(OIL.ar.type);
});
