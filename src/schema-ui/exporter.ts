import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter } from 'react-admin';
import { escapeRecord } from './csv';

/** react-admin's CSV export, with formula cells escaped (its default exporter does not). */
export const safeExporter =
  (filename: string): Exporter =>
  (records) =>
    jsonExport(records.map(escapeRecord), (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, filename);
    });
