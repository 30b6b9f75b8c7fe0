/**
 * CSV export with papaparse (UTF-8 with BOM so spreadsheets read accents), written batch by batch
 * and waiting for the reader. Text cells are quoted and neutralised (csvCell).
 */
import Papa from 'papaparse';
import { PassThrough } from 'node:stream';
import { csvCell } from '../../engine/core/export/csvCell';
import type { ExportCell } from '../../engine/core/export/exportValue';
import { waitForReader } from './waitForReader';

const unparse = (rows: (string | number)[][]) => Papa.unparse(rows, { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && value !== '' });

export function csvStream(header: readonly string[], batches: AsyncIterable<ExportCell[][]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(`\uFEFF${unparse([header.map(csvCell)])}\r\n`);
      for await (const rows of batches) {
        if (rows.length) out.write(`${unparse(rows.map((row) => row.map(csvCell)))}\r\n`);
        if (!(await waitForReader(out))) return;
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
