/** Characters that make a spreadsheet read a cell as a formula (security.md row 27). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that a spreadsheet shows as text, never runs: `=1+1` becomes `'=1+1`. */
export const escapeCell = (value: unknown): unknown =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

/** Escapes every string of a record, nested values included, before it is written to CSV. */
export const escapeRecord = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(escapeRecord);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeRecord(v)]));
  }
  return escapeCell(value);
};
