import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportDate, exportValue } from './exportValue';
import { neutralizeCell } from './neutralizeCell';

describe('export cells', () => {
  it('neutralises cells that start with = + - @ tab or CR', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCell(text)).toBe(`'${text}`);
    }
    expect(neutralizeCell('Banco =Galicia')).toBe('Banco =Galicia');
  });

  it('keeps numbers as numbers, negative ones included', () => {
    expect(exportValue(-12.5)).toBe(-12.5);
    expect(exportValue(0)).toBe(0);
    expect(exportValue(Number.NaN)).toBeNull();
  });

  it('CST-54 writes dates as DD/MM/YYYY and CST-58 leaves 1800 and before blank', () => {
    expect(exportDate('2026-03-09')).toBe('09/03/2026');
    expect(exportDate('2026-11-22T10:53:00.000Z')).toBe('22/11/2026');
    expect(exportDate('1800-12-31')).toBe('');
    expect(exportValue('2026-01-05', 'date')).toBe('05/01/2026');
  });

  it('writes booleans in Spanish', () => {
    expect(exportValue(true)).toBe('Sí');
    expect(exportValue(false)).toBe('No');
  });

  it('no text cell ever starts with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = exportValue(text);
        return typeof cell !== 'string' || !/^[=+\-@\t\r]/.test(cell);
      }),
    );
  });
});
