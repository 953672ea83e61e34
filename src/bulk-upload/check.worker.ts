import { PRODUCT_SERVER_FIELDS, productSchemaFor, productSchemas, type ProductSchema } from '../../schemas';
import { productInput, runValidator } from '../../schemas/validation';
import { loadCatalogue, translatorFor } from '../i18n/translate';
import { validatorFor } from '../schema-ui/validate';
import { toAsciiDigits } from '../../schemas/digits';
import { MAX_IMPORT_ROWS } from '../../schemas/imports';
import { checkRows, findHeader } from './check';
import { columnsFor } from './columns';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { readSpreadsheet } from './read-file';

/**
 * Reads and checks a spreadsheet off the main thread: the page stays responsive with 50,000 rows,
 * and the page stops this worker when it runs past its time limit.
 */
const scope = self as unknown as {
  postMessage: (message: WorkerResponse) => void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};
const post = (message: WorkerResponse) => scope.postMessage(message);

let rows: string[][] = [];

/** A part the page takes in within about 60 ms on the bench's machine (all 50,000 rows at once took 260–350 ms). */
const ROWS_PER_MESSAGE = 5_000;

/** The file names more of another type's columns than of this one's: another type's template. */
const looksLikeAnother = (schema: ProductSchema, own: number) =>
  productSchemas.some(
    (other) => other !== schema && (findHeader(rows, columnsFor(other))?.match.matched ?? 0) > own,
  );

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const schema = productSchemaFor(request.resource)!;
  const columns = columnsFor(schema);
  if (request.type === 'read') {
    post({ type: 'progress', phase: 'reading', done: 0, total: 1 });
    const outcome = await readSpreadsheet(request.file);
    if ('problem' in outcome) return post({ type: 'problem', problem: outcome.problem });
    rows = outcome.rows;
    const header = findHeader(rows, columns);
    if (looksLikeAnother(schema, header?.match.matched ?? 0))
      return post({ type: 'problem', problem: 'otherType' });
    if (!header) return post({ type: 'problem', problem: 'noHeader' });
    if (rows.length - header.index - 1 > MAX_IMPORT_ROWS)
      return post({ type: 'problem', problem: 'tooManyRows' });
    const skuAt = header.match.byIndex.findIndex((c) => c?.path === 'sku');
    const skus =
      skuAt < 0 ? [] : rows.slice(header.index + 1).map((r) => toAsciiDigits(String(r[skuAt] ?? '')).trim());
    return post({
      type: 'read',
      skus: [...new Set(skus.filter(Boolean))],
      rows: rows.length - header.index - 1,
    });
  }
  // Fetched before the rows are read: a file read meanwhile replaces them.
  await loadCatalogue(request.lang, 'pages');
  const validate = validatorFor(schema);
  const result = checkRows(rows, {
    columns,
    references: request.references,
    validate: (values) => runValidator(validate, productInput(values, PRODUCT_SERVER_FIELDS)),
    existingSkus: new Set(request.existingSkus),
    lang: request.lang,
    t: translatorFor(request.lang),
    onProgress: (done, total) => post({ type: 'progress', phase: 'checking', done, total }),
  });
  if (!result.ok)
    return post({
      type: 'problem',
      problem: result.problem === 'noRows' ? 'empty' : 'noHeader',
      missing: result.missing,
    });
  for (let i = 0; i < result.rows.length; i += ROWS_PER_MESSAGE)
    post({ type: 'rows', rows: result.rows.slice(i, i + ROWS_PER_MESSAGE) });
  post({ type: 'checked', result: { ...result, rows: [] } });
};
