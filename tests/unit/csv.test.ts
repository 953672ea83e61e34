import { describe, expect, it } from 'vitest';
import { escapeCell, escapeRecord } from '../../src/schema-ui/csv';

describe('CSV export keeps cells as data', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', "=cmd|' /c calc'!A0", '+1', '-2+3', '@SUM(1)', '\tx', '\rx']) {
      expect(escapeCell(cell)).toBe(`'${cell}`);
    }
    expect(escapeCell('Michelin 205/55 R16')).toBe('Michelin 205/55 R16');
    expect(escapeCell(-5)).toBe(-5);
  });

  it('escapes nested values too', () => {
    expect(escapeRecord({ name: '=1+1', size: { width: 205 }, images: ['@x'] })).toEqual({
      name: "'=1+1",
      size: { width: 205 },
      images: ["'@x"],
    });
  });
});
