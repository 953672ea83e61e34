import { isDeepStrictEqual } from 'node:util';
import type { ValidateFunction } from 'ajv';
import type { Kysely } from 'kysely';
import { PRODUCT_SERVER_FIELDS, productSchemas, type ProductSchema } from '../../schemas';
import {
  IMPORT_OUTCOMES,
  type ImportBatch,
  type ImportOutcome,
  type ImportStart,
  type ImportStatus,
} from '../../schemas/imports';
import { productInput, runValidator, type FieldError } from '../../schemas/validation';
import type { Clock } from '../accounts/sessions';
import type { Database, ImportRow, VendorRow } from '../db/tables';
import { ApiError } from '../errors';
import { linkTo, NO_NOTES, type Notifier } from '../notifications/service';
import { inBothLanguages, type ProductRecord } from '../products/columns';
import { productService, type ProductInput } from '../products/service';
import { productStore } from '../products/store';
import { importStore, type ImportCounts, type ImportListQuery } from './store';

/** A message of ours about a field: a catalogue key, its parameters (labels as `{ en, ar }`). */
export type OwnError = { path: string; key: string; params?: Record<string, unknown> };
/** Errors are stored as rules and keys, never as text: the report is read in either language. */
export type StoredError = FieldError | OwnError;
export type StoredResult = {
  row: number;
  sku?: string;
  outcome: ImportOutcome;
  id?: number;
  errors?: StoredError[];
};
type Row = ImportBatch['rows'][number];

export type ImportDeps = {
  db: Kysely<Database>;
  now: Clock;
  /** How the API checks a request body against a schema: the product routes' own validator. */
  validatorFor: (schema: ProductSchema) => ValidateFunction;
  /** Tells the vendor an import has ended, with its counts (issue 14); nothing when absent. */
  notifications?: Notifier;
};

const ZERO: ImportCounts = { created: 0, updated: 0, unchanged: 0, failed: 0 };

const schemaOf = (resource: string) =>
  productSchemas.find((s) => s['x-resource'] === resource) as ProductSchema;
const schemaOfType = (type: string) => productSchemas.find((s) => s['x-product-type'] === type);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * What the spreadsheet says laid over what is stored: a key the row leaves out (a blank cell)
 * keeps the stored value, inside nested fields too (a blank Depth keeps the size's depth).
 * Lists (images, suitable cars) are replaced whole when given.
 */
const keepBlanks = (
  stored: Record<string, unknown>,
  cells: Record<string, unknown>,
): Record<string, unknown> =>
  Object.fromEntries(
    [...new Set([...Object.keys(stored), ...Object.keys(cells)])].map((k) => {
      if (!Object.hasOwn(cells, k)) return [k, stored[k]];
      const [s, c] = [stored[k], cells[k]];
      return [k, isPlain(s) && isPlain(c) ? keepBlanks(s, c) : c];
    }),
  );

/** A stored product's fields of its schema, as a body (server fields left out). */
const fieldsOf = (schema: ProductSchema, record: ProductRecord) =>
  Object.fromEntries(
    Object.keys(schema.properties)
      .filter((k) => record[k] !== undefined && record[k] !== null)
      .map((k) => [k, record[k]]),
  );

const sameFields = (schema: ProductSchema, record: Record<string, unknown>, input: ProductInput) =>
  Object.keys(schema.properties).every((k) => isDeepStrictEqual(record[k] ?? undefined, input[k]));

const failed = (row: number, sku: string | null, errors: StoredError[]): StoredResult => ({
  row,
  ...(sku === null ? {} : { sku }),
  outcome: 'failed',
  errors,
});

/**
 * Spreadsheet imports (issue 12). Every row is checked again by the product routes' validator and
 * saved through the products service, so the product rules stay in one place: a new SKU is
 * created Under Review, a known one follows D9 (price, discount and stock at once, anything else
 * back to review), a blank cell keeps the stored value. A batch is one transaction with its
 * stored results: a retry answers them again and writes nothing.
 */
export const importService = ({ db, now, validatorFor, notifications }: ImportDeps) => {
  const imports = importStore(db);
  const products = productService(productStore(db), now);

  const validators = new Map<ProductSchema, ValidateFunction>();
  const check = (schema: ProductSchema, data: ProductInput): FieldError[] => {
    let validator = validators.get(schema);
    if (!validator) validators.set(schema, (validator = validatorFor(schema)));
    return runValidator(validator, data);
  };

  /** 403 unless a vendor of this type may hold this resource's products (the products service's rule). */
  const mayImport = (vendor: VendorRow, schema: ProductSchema) => {
    if (!products.mayHold(vendor.vendor_type, schema))
      throw new ApiError(403, 'imports.forbidden', { type: schema['x-menu-label'] });
  };

  /** Saves the rows of one batch in the caller's transaction; answers each row's result. */
  const saveRows = async (
    trx: Kysely<Database>,
    found: ImportRow,
    schema: ProductSchema,
    rows: Row[],
  ): Promise<{ results: StoredResult[]; met: { sku: string; row: number }[] }> => {
    const store = importStore(trx);
    const service = productService(productStore(trx), now);
    const vendorId = found.vendor_id;
    const inputs = rows.map((r) => ({ row: r.row, input: productInput(r.values, PRODUCT_SERVER_FIELDS) }));
    const skuOf = (input: ProductInput) =>
      typeof input.sku === 'string' && input.sku.length <= 64 ? input.sku : null;
    const skus = [...new Set(inputs.map((i) => skuOf(i.input)).filter((s): s is string => s !== null))];
    const existing = await service.bySkus(vendorId, skus);
    const earlier = await store.seenSkus(found.id, skus);
    const met = new Map<string, number>();
    const type = schema['x-product-type'];

    const results: StoredResult[] = [];
    // New and changed products are written together once the batch is checked: two statements
    // instead of one per row.
    const creates: { result: StoredResult; input: ProductInput }[] = [];
    const updates: { result: StoredResult; before: ProductRecord; input: ProductInput }[] = [];
    for (const { row, input } of inputs) {
      const sku = skuOf(input);
      if (sku === null) {
        const errors = check(schema, input);
        const label = schema.properties.sku['x-label'];
        results.push(failed(row, null, errors.length ? errors : [{ path: 'sku', rule: 'invalid', label }]));
        continue;
      }
      const first = earlier.get(sku) ?? met.get(sku);
      if (first !== undefined) {
        results.push(failed(row, sku, [{ path: 'sku', key: 'imports.skuRepeated', params: { row: first } }]));
        continue;
      }
      met.set(sku, row);

      const before = existing.get(sku);
      if (!before) {
        const errors = check(schema, input);
        if (errors.length) results.push(failed(row, sku, errors));
        else {
          const result: StoredResult = { row, sku, outcome: 'created' };
          creates.push({ result, input });
          results.push(result);
        }
        continue;
      }
      if (before.type !== type) {
        const other = schemaOfType(before.type)?.['x-menu-label'] ?? { en: before.type, ar: before.type };
        results.push(
          failed(row, sku, [{ path: 'sku', key: 'imports.skuOtherType', params: { type: other } }]),
        );
        continue;
      }
      // One language given keeps the other: the stored text is laid out by language first.
      const merged = keepBlanks(
        inBothLanguages(schema, fieldsOf(schema, before), Object.keys(input)),
        inBothLanguages(schema, input),
      );
      const errors = check(schema, merged);
      if (errors.length) {
        results.push(failed(row, sku, errors));
      } else if (sameFields(schema, inBothLanguages(schema, before), inBothLanguages(schema, merged))) {
        results.push({ row, sku, outcome: 'unchanged', id: before.id });
      } else {
        const result: StoredResult = { row, sku, outcome: 'updated', id: before.id as number };
        updates.push({ result, before, input: merged });
        results.push(result);
      }
    }
    const ids = await service.createMany(
      vendorId,
      schema,
      creates.map((c) => c.input),
    );
    for (const { result } of creates) result.id = ids.get(result.sku!);
    const changed = await service.updateMany(vendorId, schema, updates);
    // Deleted by another request since it was read: the batch fails whole and can be sent again.
    const gone = updates.find((u) => !changed.has(u.result.id!));
    if (gone) throw new Error(`product ${gone.result.id} disappeared during an import`);
    return { results, met: [...met].map(([s, r]) => ({ sku: s, row: r })) };
  };

  return {
    /** Which of these SKUs the vendor holds as products of this type (a file's rows that will update). */
    async knownSkus(vendor: VendorRow, resource: string, skus: string[]) {
      const schema = schemaOf(resource);
      mayImport(vendor, schema);
      const found = await products.bySkus(vendor.id, [...new Set(skus)]);
      return [...found.values()]
        .filter((p) => p.type === schema['x-product-type'])
        .map((p) => p.sku as string);
    },

    /** Starts an import, or answers the vendor's own import with this id again (a retried start). */
    async start(vendor: VendorRow, body: ImportStart): Promise<{ created: boolean; row: ImportRow }> {
      mayImport(vendor, schemaOf(body.resource));
      const id = body.id.toLowerCase();
      const row = await imports.insert({
        id,
        vendor_id: vendor.id,
        resource: body.resource,
        file_name: body.fileName,
        rows: body.rows,
        created_at: now(),
      });
      if (row) return { created: true, row };
      const mine = await imports.find(vendor.id, id);
      // Another vendor's id, or this id for another product type: never shared, never changed.
      if (!mine || mine.resource !== body.resource) throw new ApiError(409, 'imports.idTaken');
      return { created: false, row: mine };
    },

    /**
     * Saves one batch whole or not at all, with its results; the same batch again answers the
     * stored results and writes nothing. Null when the vendor has no such import.
     */
    addBatch: (vendor: VendorRow, importId: string, batchNo: number, rows: Row[]) =>
      db.transaction().execute(async (trx): Promise<StoredResult[] | null> => {
        const store = importStore(trx);
        const found = await store.lock(vendor.id, importId.toLowerCase());
        if (!found) return null;
        const stored = await store.batch(found.id, batchNo);
        if (stored) return stored as StoredResult[];
        if (found.status !== 'running') throw new ApiError(409, 'imports.ended');
        const schema = schemaOf(found.resource);
        mayImport(vendor, schema);
        const counts = { ...ZERO, ...found.counts };
        const received = IMPORT_OUTCOMES.reduce((n, o) => n + counts[o], 0);
        if (received + rows.length > found.rows)
          throw new ApiError(422, 'imports.moreThanDeclared', { rows: found.rows });

        const { results, met } = await saveRows(trx, found, schema, rows);
        for (const r of results) counts[r.outcome]++;
        const at = now();
        await store.saveBatch(found.id, batchNo, results, at);
        await store.rememberSkus(found.id, met);
        await store.setCounts(vendor.id, found.id, counts);
        return results;
      }),

    /** Ends an import as done or cancelled; the same end again answers it. Null when not the vendor's. */
    async finish(vendorId: number, importId: string, status: Exclude<ImportStatus, 'running'>) {
      let notes = NO_NOTES;
      const row = await db.transaction().execute(async (trx) => {
        const store = importStore(trx);
        const found = await store.lock(vendorId, importId.toLowerCase());
        if (!found || found.status === status) return found;
        if (found.status !== 'running') throw new ApiError(409, 'imports.ended');
        const ended = await store.finish(vendorId, found.id, status, now());
        notes = notifications?.within(trx) ?? NO_NOTES;
        await notes.notify(
          vendorId,
          'import_finished',
          { importId: ended.id, fileName: ended.file_name, status, counts: ended.counts },
          linkTo.import(ended.id),
        );
        return ended;
      });
      notes.publish();
      return row;
    },

    list: (query: ImportListQuery) => imports.list(query),

    /** The import with every row's result, in row order; null when the vendor has no such import. */
    async get(vendorId: number, importId: string) {
      const row = await imports.find(vendorId, importId.toLowerCase());
      if (!row) return null;
      return { row, results: (await imports.results(row.id)) as StoredResult[] };
    },
  };
};

export type ImportService = ReturnType<typeof importService>;
