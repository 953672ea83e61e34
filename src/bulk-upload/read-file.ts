import Papa from 'papaparse';
import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { MAX_IMPORT_ROWS } from '../../schemas/imports';
import { checkSheetDimension, checkZipDirectory, type ZipProblem } from './zip-guard';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type FileProblem = ZipProblem | 'tooBig' | 'tooManyRows' | 'empty' | 'unreadable';
export type ReadOutcome = { rows: string[][] } | { problem: FileProblem };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1256, which Arabic Excel writes. */
export const decodeCsv = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
};

const asText = (cell: unknown) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : String(cell);

/**
 * A spreadsheet's first sheet as rows of cell texts. The type is read from the bytes, never from
 * the name; an .xlsx is checked for zip bombs and impossible sizes before it is unpacked. Cells are
 * kept as text (numbers too, so an SKU keeps its leading zeros) and never evaluated.
 */
export const readSpreadsheet = async (file: Blob): Promise<ReadOutcome> => {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > MAX_FILE_BYTES) return { problem: 'tooBig' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let rows: string[][];
  if (isZip(bytes)) {
    const problem = checkZipDirectory(bytes) ?? checkSheetDimension(bytes);
    if (problem) return { problem };
    try {
      // Inflated here, in one go (this already runs in a worker), and handed on uncompressed:
      // read-excel-file would otherwise inflate large parts in workers made from blob: URLs,
      // which our Content-Security-Policy rightly refuses.
      const parts = unzipSync(bytes, { filter: (f) => /\.(xml|rels)$/i.test(f.name) });
      const stored = zipSync(parts, { level: 0 });
      const data = await readSheet(stored.buffer as ArrayBuffer, { parseNumber: (text: string) => text });
      rows = data.map((row) => row.map(asText));
    } catch {
      return { problem: 'notSpreadsheet' };
    }
  } else {
    const text = decodeCsv(bytes);
    // A binary file (a picture renamed .csv) is not a table of text.
    // eslint-disable-next-line no-control-regex -- control characters are what marks a binary file
    if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) return { problem: 'notSpreadsheet' };
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    rows = parsed.data.map((row) => row.map(asText));
  }
  if (rows.length > MAX_IMPORT_ROWS + 10) return { problem: 'tooManyRows' };
  if (!rows.some((row) => row.some((cell) => cell.trim() !== ''))) return { problem: 'empty' };
  return { rows };
};
