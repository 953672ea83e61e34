import { Unzip, UnzipInflate } from 'fflate';

/** What an .xlsx may unpack to, in all: far above 50,000 rows of products, far below a tab's memory. */
export const MAX_UNPACKED_BYTES = 300 * 1024 * 1024;
/** Spreadsheet XML packs about 10:1; a zip bomb packs a thousand times tighter. */
export const MAX_RATIO = 200;
export const MAX_ENTRIES = 5000;
/** The widest and longest sheet a template can become, with room to spare. */
export const MAX_SHEET_ROWS = 50_001 + 1000;
export const MAX_SHEET_COLUMNS = 500;

export type ZipProblem = 'notSpreadsheet' | 'zipBomb' | 'hugeSheet';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Reads the archive's central directory (its table of contents, at the end) and refuses it when
 * the sizes it declares are too large, or pack too tightly, before anything is inflated.
 */
export const checkZipDirectory = (bytes: Uint8Array): ZipProblem | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== 0x04034b50) return 'notSpreadsheet';
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'notSpreadsheet';
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (entries === 0xffff || at === 0xffffffff) return 'zipBomb'; // zip64: no spreadsheet of ours needs it
  if (entries > MAX_ENTRIES) return 'zipBomb';
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return 'notSpreadsheet';
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff || packed === 0xffffffff) return 'zipBomb';
    unpacked += size;
    if (unpacked > MAX_UNPACKED_BYTES) return 'zipBomb';
    if (size > 1024 * 1024 && size / Math.max(packed, 1) > MAX_RATIO) return 'zipBomb';
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return null;
};

/**
 * The first worksheet's declared size (`<dimension ref="A1:K120"/>`), read from the first few
 * kilobytes of its XML only: a sheet that claims a million rows is refused before it is parsed.
 */
export const checkSheetDimension = (bytes: Uint8Array): ZipProblem | null => {
  let head = '';
  let seen = false;
  const decoder = new TextDecoder();
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (seen || !/^xl\/worksheets\/sheet1\.xml$/i.test(file.name)) return;
    seen = true;
    file.ondata = (error, chunk, final) => {
      if (error) return;
      head += decoder.decode(chunk, { stream: !final });
      if (head.length > 16_384 || head.includes('<sheetData') || final) file.terminate();
    };
    file.start();
  };
  try {
    unzip.push(bytes, true);
  } catch {
    return 'notSpreadsheet';
  }
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?"/.exec(head);
  if (!ref) return null;
  const column = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  const rows = Number(ref[4] ?? ref[2]);
  const columns = column(ref[3] ?? ref[1]);
  return rows > MAX_SHEET_ROWS || columns > MAX_SHEET_COLUMNS ? 'hugeSheet' : null;
};
