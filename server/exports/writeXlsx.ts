/**
 * XLSX export with exceljs's streaming writer: rows are committed as they come and the writer
 * waits for the zip's deflater (waitForSheetZip) and for the reader, so memory stays flat whatever the row count (docs/benchmarks.md). Cells
 * are typed: numbers as numbers, dates as dates shown DD/MM/YYYY (CST-54), text as strings.
 * A string cell is never a formula, so no apostrophe is added (`-5`, `+54 11 …` stay as they are),
 * and its text is written exactly: a carriage return survives (keepCarriageReturns).
 */
import { PassThrough } from 'node:stream';
import { isExportDate, type ExportCell } from '../../engine/core/export/exportValue';
import { loadExcel } from './loadExcel';
import { sheetNameOf } from './sheetName';
import { waitForReader } from './waitForReader';
import { waitForSheetZip } from './waitForSheetZip';

/** CST-54 as a spreadsheet number format. */
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

// XML 1.0 cannot hold these: a stored value with one would make the whole file unreadable.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The exceljs value of one cell. */
export function xlsxValue(cell: ExportCell): string | number | Date | null {
  if (cell === null || typeof cell === 'number') return cell;
  if (isExportDate(cell)) {
    const [year, month, day] = cell.date.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day));
  }
  return cell.replace(NOT_XML, '');
}

export function xlsxStream(sheetName: string, header: readonly string[], batches: AsyncIterable<ExportCell[][]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
      sheet.columns = header.map((label) => ({ header: xlsxValue(label) as string, width: Math.max(12, Math.min(50, label.length + 10)) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const rows of batches) {
        for (const cells of rows) {
          const row = sheet.addRow(cells.map(xlsxValue));
          cells.forEach((cell, i) => {
            if (isExportDate(cell)) row.getCell(i + 1).numFmt = XLSX_DATE_FORMAT;
          });
          row.commit();
        }
        if (!(await waitForSheetZip(sheet)) || !(await waitForReader(out))) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
