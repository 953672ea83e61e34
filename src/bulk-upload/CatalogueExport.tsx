import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ProductSchema } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { toCells } from './catalogue-rows';
import { columnsFor } from './columns';
import { downloadBytes } from './downloads';
import { fetchReferences } from './import-api';
import { buildCsv, buildWorkbook } from './template';

const PAGE = 1000;

/**
 * Export in the template's format (labels in the reader's language, one row per product, enum
 * labels and reference names instead of codes), as .xlsx or .csv: what a vendor exports, edits in
 * Excel and uploads again. Every product the list's filters find, a page of 1,000 at a time.
 */
export const CatalogueExport = ({ schema }: { schema: ProductSchema }) => {
  const { t, lang } = useLanguage();
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const columns = columnsFor(schema);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const references = await fetchReferences(columns.flatMap((c) => (c.reference ? [c.reference] : [])));
      const records: Record<string, unknown>[] = [];
      for (let page = 1; records.length < (total ?? 0); page++) {
        const { data } = await dataProvider.getList(schema['x-resource'], {
          pagination: { page, perPage: PAGE },
          sort,
          filter: filterValues,
        });
        if (!data.length) break;
        records.push(...data);
      }
      const context = { columns, lang, t, references };
      const rows = records.map((r) => toCells(columns, r, references, lang));
      const name = `${schema['x-resource']}-${new Date().toISOString().slice(0, 10)}.${format}`;
      downloadBytes(format === 'xlsx' ? buildWorkbook(context, rows) : buildCsv(context, rows), name);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={t('bulk.exportXlsx')} onClick={() => void run('xlsx')} disabled={busy || !total}>
        <DownloadIcon />
      </Button>
      <Button label={t('bulk.exportCsv')} onClick={() => void run('csv')} disabled={busy || !total}>
        <DownloadIcon />
      </Button>
    </>
  );
};
