/** CSV export with papaparse (UTF-8 with BOM so spreadsheets read accents), written batch by batch. */
import Papa from 'papaparse';
import { PassThrough } from 'node:stream';
import type { ExportCell } from '../../engine/core/export/exportValue';

export function csvStream(header: readonly string[], batches: AsyncIterable<ExportCell[][]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(`\uFEFF${Papa.unparse([header as string[]], { newline: '\r\n' })}\r\n`);
      for await (const rows of batches) {
        if (rows.length && !out.write(`${Papa.unparse(rows, { newline: '\r\n' })}\r\n`)) {
          await new Promise((resolve) => out.once('drain', resolve));
        }
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
