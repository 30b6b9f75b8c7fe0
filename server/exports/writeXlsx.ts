/** XLSX export with exceljs's streaming writer: rows are committed as they come, never held whole. */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { ExportCell } from '../../engine/core/export/exportValue';
import { sheetNameOf } from './sheetName';

export function xlsxStream(sheetName: string, header: readonly string[], batches: AsyncIterable<ExportCell[][]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
      sheet.columns = header.map((label) => ({ header: label, width: Math.max(12, Math.min(50, label.length + 10)) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(row).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
