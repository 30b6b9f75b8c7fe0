/**
 * One XLSX export measurement in a fresh process (so its peak RSS is its own): `stream` writes
 * `rows` × 20 columns through the server's export writer (server/exports/writeXlsx.ts, batches of
 * 1,000 as the route reads them) into a byte-counting sink; `memory` builds the same workbook in
 * memory with exceljs and writes it to a buffer. Prints one JSON line: ms, peak RSS, bytes.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ExportCell } from '../engine/core/export/exportValue';
import { xlsxStream, xlsxValue, XLSX_DATE_FORMAT } from '../server/exports/writeXlsx';

const [mode, rowsArg] = process.argv.slice(2);
const rows = Number.parseInt(rowsArg, 10);
const COLUMNS = 20;
const BATCH = 1000;
const header = Array.from({ length: COLUMNS }, (_, i) => `Columna ${i + 1}`);

/** Row `n`: 10 text cells (two formula-like), 6 numbers, 4 dates. */
function rowOf(n: number): ExportCell[] {
  const cells: ExportCell[] = [];
  for (let c = 0; c < 10; c++)
    cells.push(c === 8 ? `=SUMA(${n};1)` : c === 9 ? `+54 11 ${4000 + (n % 6000)}-${n % 10000}` : `Texto ${c} del registro ${n} con algo de largo`);
  for (let c = 0; c < 6; c++) cells.push((n * (c + 1)) / 7 - 1000);
  for (let c = 0; c < 4; c++) cells.push({ date: `20${10 + (n % 15)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}` });
  return cells;
}

async function* batches(): AsyncGenerator<ExportCell[][]> {
  for (let start = 0; start < rows; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, rows - start) }, (_, i) => rowOf(start + i));
    await new Promise((resolve) => setImmediate(resolve)); // as a database read would
  }
}

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    bytes += chunk.length;
    callback();
  },
});

const start = performance.now();
if (mode === 'stream') {
  await pipeline(xlsxStream('Exportación', header, batches()), sink);
} else {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Exportación');
  sheet.columns = header.map((label) => ({ header: label, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of batches()) {
    for (const cells of batch) {
      const row = sheet.addRow(cells.map(xlsxValue));
      cells.forEach((cell, i) => {
        if (typeof cell === 'object' && cell !== null) row.getCell(i + 1).numFmt = XLSX_DATE_FORMAT;
      });
    }
  }
  bytes = (await workbook.xlsx.writeBuffer()).byteLength;
}
const ms = performance.now() - start;
console.log(JSON.stringify({ mode, rows, ms, peakRssMiB: process.resourceUsage().maxRSS / 1024, bytes }));
