import { downloadCSV, type Exporter } from 'react-admin';
import { escapeRecord } from './csv';

/**
 * react-admin's CSV export, with formula cells escaped (its default exporter does not). jsonexport
 * is fetched when the vendor exports, not with every list.
 */
export const safeExporter =
  (filename: string): Exporter =>
  (records) =>
    void import('jsonexport/dist/index.js').then(({ default: jsonExport }) =>
      jsonExport(records.map(escapeRecord), (error: Error | null, csv: string) => {
        if (!error) downloadCSV(csv, filename);
      }),
    );
