import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell } from './csvCell';
import { exportDate, exportValue } from './exportValue';
import { isFormulaLike, neutralizeCell } from './neutralizeCell';

describe('CSV formula neutralisation (OWASP CSV injection, decision in docs/decisions.md)', () => {
  it.each([
    ['=', '=HYPERLINK("http://x")'],
    ['+', '+54 11 4444-5555'],
    ['-', '-5'],
    ['@', '@SUM(A1)'],
    ['tab', '\tx'],
    ['CR', '\rx'],
    ['LF', '\n=1+1'],
    ['LF alone', '\nhola'],
    ['leading spaces', '   =1+1'],
    ['NBSP', '\u00a0=1+1'],
    ['zero-width space', '\u200b=1+1'],
    ['BOM', '\ufeff@SUM(A1)'],
    ['fullwidth =', '\uff1d1+1'],
    ['fullwidth +', '\uff0b1'],
    ['fullwidth -', '\uff0d1'],
    ['fullwidth @', '\uff20SUM(A1)'],
    ['a quote before =', '"=1+1'],
    ['a semicolon before =', ';=cmd|"/c calc"!A0'],
    ['a comma before -', ',-2+3'],
    ['mixed invisible run', ' \u200b\u00a0"; +1'],
  ])('prefixes a cell starting with %s', (_case, text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutralizeCell(text)).toBe(`'${text}`);
  });

  it.each([
    ['plain text', 'Banco Galicia'],
    ['a formula character later', 'Banco =Galicia'],
    ['a leading space alone', '  hola'],
    ['a leading quote alone', '"Hola"'],
    ['an apostrophe', "'=ya neutralizado"],
    ['the empty string', ''],
    ['a semicolon alone', ';'],
  ])('leaves %s as it is', (_case, text) => {
    expect(neutralizeCell(text)).toBe(text);
  });

  it('never touches numbers', () => {
    expect(neutralizeCell(-5)).toBe(-5);
    expect(csvCell(-42.25)).toBe(-42.25);
  });

  it('no CSV text cell built from skippable and trigger characters reads as a formula', () => {
    const alphabet = fc.constantFrom(' ', '\u00a0', '\u200b', '\ufeff', '"', ';', ',', '=', '+', '-', '@', '\uff1d', '\uff20', '\t', '\r', '\n', 'a', '1', "'");
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 8 }), (text) => {
        const cell = csvCell(exportValue(text));
        return typeof cell === 'string' && (cell.startsWith("'") || !/^[\s\u200b\ufeff";,]*[=+\-@\uff1d\uff20]/.test(cell));
      }),
      { numRuns: 300 },
    );
  });
});

describe('export cells', () => {
  it('keeps numbers as numbers, negative ones included', () => {
    expect(exportValue(-12.5)).toBe(-12.5);
    expect(exportValue(0)).toBe(0);
    expect(exportValue(Number.NaN)).toBeNull();
  });

  it('keeps text as it is: neutralising is the CSV writer’s job, XLSX never adds a quote', () => {
    expect(exportValue('-5')).toBe('-5');
    expect(exportValue('+54 11 4444-5555')).toBe('+54 11 4444-5555');
    expect(csvCell(exportValue('-5'))).toBe("'-5");
  });

  it('CST-54 dates are typed calendar dates, written DD/MM/YYYY in CSV; CST-58 1800 and before blank', () => {
    expect(exportValue('2026-03-09', 'date')).toEqual({ date: '2026-03-09' });
    expect(exportValue('2026-11-22T10:53:00.000Z', 'date')).toEqual({ date: '2026-11-22' });
    expect(exportValue('1800-12-31', 'date')).toBeNull();
    expect(exportValue('no es fecha', 'date')).toBe('no es fecha');
    expect(csvCell(exportValue('2026-01-05', 'date'))).toBe('05/01/2026');
    expect(exportDate('2026-03-09')).toBe('09/03/2026');
    expect(exportDate('1800-12-31')).toBe('');
  });

  it('writes booleans in Spanish', () => {
    expect(exportValue(true)).toBe('Sí');
    expect(exportValue(false)).toBe('No');
  });
});
