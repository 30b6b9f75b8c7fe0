/**
 * exceljs, loaded on the first spreadsheet the process writes or reads (an XLSX export, an XLSX
 * import), its encoder wrapped to keep carriage returns (keepCarriageReturns). Loaded lazily: the
 * package costs about 8 MiB of heap and 27 MiB of resident memory that a server handling no
 * spreadsheet does not need to carry (decision 166's memory measurement).
 */
import type ExcelJS from 'exceljs';
import { keepCarriageReturns } from './keepCarriageReturns';

let loaded: Promise<typeof ExcelJS> | undefined;

/** The exceljs module, loaded once. */
export function loadExcel(): Promise<typeof ExcelJS> {
  loaded ??= (async () => {
    const { default: excel } = await import('exceljs');
    await keepCarriageReturns();
    return excel;
  })();
  return loaded;
}
