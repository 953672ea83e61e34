import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ProductSchema } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';

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
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const { exportCatalogue } = await import('./export-catalogue');
      await exportCatalogue({
        schema,
        format,
        lang,
        t,
        dataProvider,
        filter: filterValues,
        sort,
        total: total ?? 0,
      });
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={t('spreadsheet.exportXlsx')} onClick={() => void run('xlsx')} disabled={busy || !total}>
        <DownloadIcon />
      </Button>
      <Button label={t('spreadsheet.exportCsv')} onClick={() => void run('csv')} disabled={busy || !total}>
        <DownloadIcon />
      </Button>
    </>
  );
};
