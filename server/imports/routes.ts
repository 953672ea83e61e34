import {
  importBatchResult,
  importBatchSchema,
  importFinishSchema,
  importRecordSchema,
  importStartSchema,
  knownSkusAnswer,
  knownSkusSchema,
} from '../../schemas/imports';
import { orNotFound } from '../errors';
import { page, refusals, type ApiPlugin } from '../http/contract';
import { contentRange, listQuerystring, parseListQuery } from '../http/list-query';
import { batchParams, importDetails, importParams, toImport, toRowResult } from './contract';
import type { ImportService } from './service';
import { IMPORT_FILTERS, IMPORT_SORT } from './store';

/**
 * Spreadsheet imports (issue 12): start one, send its rows in numbered batches, finish it; the
 * history in ra-data-simple-rest's shape, and each import's report. Another vendor's import is 404.
 */
export const importRoutes: ApiPlugin<{ imports: ImportService }> = async (app, { imports }) => {
  app.get(
    '/imports',
    { schema: { querystring: listQuerystring, response: { 200: page(importRecordSchema) } } },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sort: Object.keys(IMPORT_SORT),
        filter: IMPORT_FILTERS,
        defaultSort: ['createdAt', 'DESC'],
      });
      const { rows, total } = await imports.list({ vendorId: request.vendor.id, ...query });
      reply.header('Content-Range', contentRange('imports', query.range[0], rows.length, total));
      return rows.map(toImport);
    },
  );

  app.get(
    '/imports/:id',
    { schema: { params: importParams, response: { 200: importDetails } } },
    async (request) => {
      const { row, results } = orNotFound(await imports.get(request.vendor.id, request.params.id));
      return { ...toImport(row), report: results.map((r) => toRowResult(r, request.lang, request.t)) };
    },
  );

  app.post(
    '/imports/known-skus',
    { schema: { body: knownSkusSchema, response: { 200: knownSkusAnswer, ...refusals(403) } } },
    async (request) => ({
      known: await imports.knownSkus(request.vendor, request.body.resource, request.body.skus),
    }),
  );

  // 201 when started, 200 when the same id comes again from the same vendor (a retried start).
  app.post(
    '/imports',
    {
      schema: {
        body: importStartSchema,
        response: { 201: importRecordSchema, 200: importRecordSchema, ...refusals(403, 409) },
      },
    },
    async (request, reply) => {
      const { created, row } = await imports.start(request.vendor, request.body);
      return reply.status(created ? 201 : 200).send(toImport(row));
    },
  );

  app.post(
    '/imports/:id/batches/:n',
    {
      schema: {
        params: batchParams,
        body: importBatchSchema,
        response: { 200: importBatchResult, ...refusals(403, 409) },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      const results = orNotFound(await imports.addBatch(request.vendor, id, n, request.body.rows));
      return { results: results.map((r) => toRowResult(r, request.lang, request.t)) };
    },
  );

  app.post(
    '/imports/:id/finish',
    {
      schema: {
        params: importParams,
        body: importFinishSchema,
        response: { 200: importRecordSchema, ...refusals(409) },
      },
    },
    async (request) =>
      toImport(orNotFound(await imports.finish(request.vendor.id, request.params.id, request.body.status))),
  );
};
