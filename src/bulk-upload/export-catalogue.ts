import type { DataProvider, SortPayload } from 'react-admin';
import type { Lang, ProductSchema } from '../../schemas';
import type { Translate } from '../../schemas/i18n/translate';
import { toCells } from './catalogue-rows';
import { columnsFor } from './columns';
import { downloadBytes } from './downloads';
import { fetchReferences } from './import-api';
import { buildCsv, buildWorkbook } from './template';

const PAGE = 1000;

type Request = {
  schema: ProductSchema;
  format: 'xlsx' | 'csv';
  lang: Lang;
  t: Translate;
  dataProvider: DataProvider;
  filter: Record<string, unknown>;
  sort: SortPayload;
  total: number;
};

/**
 * Every product the list's filters find, a page of 1,000 at a time, saved in the template's format.
 * Loaded on the first click only: the spreadsheet writer is no part of the list's first paint.
 */
export const exportCatalogue = async ({
  schema,
  format,
  lang,
  t,
  dataProvider,
  filter,
  sort,
  total,
}: Request) => {
  const columns = columnsFor(schema);
  const references = await fetchReferences(columns.flatMap((c) => (c.reference ? [c.reference] : [])));
  const records: Record<string, unknown>[] = [];
  for (let page = 1; records.length < total; page++) {
    const { data } = await dataProvider.getList(schema['x-resource'], {
      pagination: { page, perPage: PAGE },
      sort,
      filter,
    });
    if (!data.length) break;
    records.push(...data);
  }
  const context = { columns, lang, t, references };
  const rows = records.map((r) => toCells(columns, r, references, lang));
  const name = `${schema['x-resource']}-${new Date().toISOString().slice(0, 10)}.${format}`;
  downloadBytes(format === 'xlsx' ? buildWorkbook(context, rows) : buildCsv(context, rows), name);
};
