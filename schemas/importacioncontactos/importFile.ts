/**
 * The uploaded file of a bulk import read as it arrives (decision 153): its name and type checked
 * first (CSV or XLSX, ADM-OP05; the old binary XLS refused with a Spanish message), then its rows
 * streamed — CSV with papaparse (UTF-8, `;` or `,` detected), XLSX with exceljs' streaming reader
 * (the first sheet; a formula cell is its text, never evaluated) — as arrays of text cells. The
 * upload's size limit is enforced while streaming (413).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../server/exports/loadExcel';
import { t } from '../../engine/core/messages';
import { cellText } from '../../engine/core/bulkImport/importValues';
import { HttpError } from '../../server/http/httpError';
import { isAcceptableFileName } from '../../server/files/uploadPolicy';

export type ImportFormat = 'csv' | 'xlsx';
const msg = (key: string, args?: Record<string, string | number>) => t(`importacioncontactos.${key}`, args);

/** The format a file name says, or a Spanish 4xx refusal (name, .xls, any other type). */
export function formatOf(name: string): ImportFormat {
  if (!isAcceptableFileName(name)) throw new HttpError(400, 'archivo_invalido', msg('archivoNombre'));
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'xls') throw new HttpError(415, 'tipo_no_soportado', msg('archivoXls'));
  throw new HttpError(415, 'tipo_no_soportado', msg('archivoTipo'));
}

/** The refusal of a file past `maxBytes`. */
export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    'archivo_muy_grande',
    msg('archivoGrande', { max: (maxBytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 }) }),
  );
}

/**
 * The file's bytes as they arrive, counted against `maxBytes` (busboy's own cut, `truncated`, said
 * the same way) and the first ones checked against the format: an XLSX is a ZIP (`PK`), a CSV is
 * text with no NUL.
 */
async function* checkedChunks(source: Readable, name: string, format: ImportFormat, maxBytes: number): AsyncGenerator<Buffer> {
  let size = 0;
  let checked = false;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    if (!checked && chunk.length) {
      checked = true;
      const zip = chunk[0] === 0x50 && chunk[1] === 0x4b;
      if (format === 'xlsx' ? !zip : zip || chunk.subarray(0, 4096).includes(0))
        throw new HttpError(415, 'tipo_no_soportado', msg('archivoContenido', { nombre: name, tipo: format.toUpperCase() }));
    }
    yield chunk;
  }
  if ((source as { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
}

/** The rows of a CSV, each an array of text cells (UTF-8 decoded across chunks, the BOM dropped, the delimiter detected). */
async function* csvRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t', '|'] }) as unknown as Duplex;
  const decoder = new StringDecoder('utf8');
  const feed = async () => {
    try {
      for await (const chunk of chunks) {
        if (parser.destroyed) return;
        if (!parser.write(decoder.write(chunk))) await Promise.race([once(parser, 'drain'), once(parser, 'close')]);
      }
      parser.end(decoder.end());
    } catch (error) {
      parser.destroy(error as Error);
    }
  };
  void feed();
  let first = true;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (first && typeof row[0] === 'string') row[0] = row[0].replace(/^\uFEFF/, '');
      first = false;
      yield row;
    }
  } finally {
    parser.destroy();
  }
}

/**
 * The rows of the first sheet of an XLSX, each an array of text cells. The ZIP is staged to a
 * temporary file first (its entries may come in any order), then read by exceljs' streaming reader.
 */
async function* xlsxRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const staged = join(tmpdir(), `importacion-${randomUUID()}.xlsx`);
  try {
    await pipeline(Readable.from(chunks), createWriteStream(staged));
    const excel = await loadExcel();
    const reader = new excel.stream.xlsx.WorkbookReader(staged, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        yield cells;
      }
      return;
    }
  } finally {
    await rm(staged, { force: true });
  }
}

/** The rows of the uploaded file (its first row the header), read as they arrive. */
export async function* fileRows(source: Readable, name: string, format: ImportFormat, maxBytes: number): AsyncGenerator<string[]> {
  const chunks = checkedChunks(source, name, format, maxBytes);
  try {
    yield* format === 'csv' ? csvRows(chunks) : xlsxRows(chunks);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw new HttpError(400, 'archivo_ilegible', msg('archivoIlegible', { detalle: error instanceof Error ? error.message.slice(0, 200) : '' }));
  }
}
