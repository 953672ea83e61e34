import type { Exporter } from 'ra-core';
import { downloadCSV } from 'mawrid:ra-core/downloadCSV';

/**
 * ra-core's default CSV export, swapped in by vite.config.ts: every list controller names it as its
 * default, so jsonexport came with every list, though ours export with their own
 * (src/schema-ui/exporter.ts). It is fetched when a list without an exporter of its own exports.
 * Only `downloadCSV` is imported, by its file: ra-core's index imports this module.
 */
export const defaultExporter: Exporter = (data, _fetchRelated, _dataProvider, resource) =>
  void import('jsonexport/dist/index.js').then(({ default: jsonExport }) =>
    jsonExport(data, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(csv, resource);
    }),
  );
