import ExcelJS from 'exceljs';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ExportCell } from '../../engine/core/export/exportValue';
import { xlsxStream } from './writeXlsx';

async function* once(rows: ExportCell[][]) {
  yield rows;
}

async function readBack(header: string[], rows: ExportCell[][]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await buffer(xlsxStream('Prueba', header, once(rows)))) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe('xlsxStream', () => {
  it('R6 writes text exactly: CR, CR LF and LF come back as stored (not normalised to LF)', async () => {
    const texts = ['\r=1+1', 'a\r\nb', 'a\nb', 'fin\r', '_x000D_ literal', '-5', '+54 11 4444-5555'];
    const sheet = await readBack(
      ['Texto\r'],
      texts.map((text) => [text]),
    );
    expect(sheet.getCell('A1').value).toBe('Texto\r');
    texts.forEach((text, i) => {
      const cell = sheet.getCell(`A${i + 2}`);
      expect(cell.type, JSON.stringify(text)).toBe(ExcelJS.ValueType.String);
      expect(cell.value, JSON.stringify(text)).toBe(text);
    });
  });

  it('R6 keeps numbers and dates typed and writes no formula', async () => {
    const sheet = await readBack(['Número', 'Fecha', 'Texto'], [[-5, { date: '2026-03-09' }, '=1+1']]);
    const [number, date, text] = [1, 2, 3].map((i) => sheet.getRow(2).getCell(i));
    expect(number.type).toBe(ExcelJS.ValueType.Number);
    expect(number.value).toBe(-5);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(text.type).toBe(ExcelJS.ValueType.String);
    expect(text.value).toBe('=1+1');
  });
});
