import { strToU8, zipSync } from 'fflate';

/**
 * A small .xlsx writer: just what the templates, the error files and the exports need (text and
 * number cells, a bold header, a frozen first row, column widths, text columns, right-to-left
 * sheets, hidden sheets, list and number validations, highlighted cells). Every text is an inline
 * string, never a formula, so a cell reading `=cmd|…` stays text in Excel.
 */

export type Cell = string | number | null | { value: string | number | null; error: true };

export type Validation = { column: number; fromRow: number; toRow: number } & (
  { type: 'list'; source: string } | { type: 'whole' | 'decimal'; min?: number; max?: number }
) & { title?: string; message?: string };

export type Sheet = {
  name: string;
  rows: Cell[][];
  /** Width of each column, in characters. */
  widths?: number[];
  /** Columns (0-based) formatted as text, so Excel keeps "00123" as typed. */
  textColumns?: number[];
  rightToLeft?: boolean;
  hidden?: boolean;
  /** Bold first row, frozen in place. */
  header?: boolean;
  validations?: Validation[];
};

const escape = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- XML 1.0 cannot hold these characters at all
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** `'Sheet name'!$A$1:$A$9`, for a list validation's source. */
export const rangeOf = (sheet: string, column: number, from: number, to: number) =>
  `'${sheet.replace(/'/g, "''")}'!$${columnName(column)}$${from}:$${columnName(column)}$${to}`;

// Styles: 0 plain, 1 header, 2 text, 3 highlighted, 4 highlighted text.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="4"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFE3F1EA"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFAD4D4"/><bgColor indexed="64"/></patternFill></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="3" borderId="0" xfId="0" applyFill="1"/><xf numFmtId="49" fontId="0" fillId="3" borderId="0" xfId="0" applyFill="1" applyNumberFormat="1"/></cellXfs>
</styleSheet>`;

const cellXml = (cell: Cell, ref: string, style: number) => {
  const highlighted = typeof cell === 'object' && cell !== null;
  const value = highlighted ? cell.value : cell;
  const s = highlighted ? (style === 2 ? 4 : 3) : style;
  const styleAttr = s ? ` s="${s}"` : '';
  if (value === null || value === '') return s ? `<c r="${ref}"${styleAttr}/>` : '';
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}"${styleAttr}><v>${value}</v></c>`;
  return `<c r="${ref}"${styleAttr} t="inlineStr"><is><t xml:space="preserve">${escape(String(value))}</t></is></c>`;
};

const validationXml = (v: Validation) => {
  const sqref = `${columnName(v.column)}${v.fromRow}:${columnName(v.column)}${v.toRow}`;
  const note =
    (v.title ? ` errorTitle="${escape(v.title)}" promptTitle="${escape(v.title)}"` : '') +
    (v.message ? ` error="${escape(v.message)}" prompt="${escape(v.message)}" showInputMessage="1"` : '');
  if (v.type === 'list')
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1"${note} sqref="${sqref}"><formula1>${escape(v.source)}</formula1></dataValidation>`;
  const bounds =
    v.min !== undefined && v.max !== undefined
      ? ` operator="between"><formula1>${v.min}</formula1><formula2>${v.max}</formula2>`
      : v.min !== undefined
        ? ` operator="greaterThanOrEqual"><formula1>${v.min}</formula1>`
        : ` operator="lessThanOrEqual"><formula1>${v.max ?? 0}</formula1>`;
  return `<dataValidation type="${v.type}" allowBlank="1" showErrorMessage="1"${note} sqref="${sqref}"${bounds}</dataValidation>`;
};

const sheetXml = (sheet: Sheet) => {
  const text = new Set(sheet.textColumns ?? []);
  const width = Math.max(1, ...sheet.rows.map((r) => r.length), sheet.widths?.length ?? 0);
  const view =
    `<sheetView workbookViewId="0"${sheet.rightToLeft ? ' rightToLeft="1"' : ''}>` +
    (sheet.header ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' : '') +
    '</sheetView>';
  const cols = Array.from({ length: width }, (_, i) => {
    const w = sheet.widths?.[i] ?? 14;
    return `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"${text.has(i) ? ' style="2"' : ''}/>`;
  }).join('');
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) =>
          cellXml(cell, `${columnName(c)}${r + 1}`, sheet.header && r === 0 ? 1 : text.has(c) ? 2 : 0),
        )
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const validations = sheet.validations?.length
    ? `<dataValidations count="${sheet.validations.length}">${sheet.validations.map(validationXml).join('')}</dataValidations>`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetViews>${view}</sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>` +
    `<sheetData>${rows}</sheetData>${validations}</worksheet>`
  );
};

/** The workbook's bytes: the sheets in order, the first one active. */
export const writeXlsx = (sheets: Sheet[]): Uint8Array<ArrayBuffer> => {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        sheets
          .map(
            (s, i) =>
              `<sheet name="${escape(s.name.slice(0, 31))}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((sheet, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet))));
  return zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>;
};
