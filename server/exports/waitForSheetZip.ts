/**
 * Backpressure inside exceljs's streaming writer. A worksheet's rows go into a buffer stream
 * (exceljs `StreamBuf`, batch mode) that writes each full 64 KiB block to the zip's deflater without
 * waiting for it: when generating rows is faster than deflating them, the deflater's queue holds
 * the sheet's XML (at 100,000 rows × 20 columns, ~130 MiB more than at 10,000; docs/benchmarks.md).
 * After a batch, when a destination of the sheet's stream holds more than `ZIP_AHEAD_BYTES`, the
 * export waits until it has taken them, so the writer never runs far ahead of compression.
 *
 * exceljs 4 has no option for this; the internal read is `worksheet.stream.pipes` (the
 * destinations `StreamBuf.pipe()` collected: archiver's PassThrough in front of the deflater). If a
 * later exceljs renames it, nothing is found and this waits for nothing: the export stays correct,
 * only its memory bound is lost, and waitForSheetZip.test.ts fails on the real writer.
 */
import type { Writable } from 'node:stream';
import { drainedOrClosed } from './waitForReader';

interface SheetWithStream {
  readonly stream?: { readonly pipes?: readonly Writable[] };
}

/**
 * How far the rows may run ahead of the deflater: enough that compression (zlib, on libuv's
 * threads) always has work while the next batch is built, small enough to keep memory flat.
 */
export const ZIP_AHEAD_BYTES = 4 * 1024 * 1024;

/** Bytes a destination holds; archiver's streams are readable-stream 2, without `writableLength`. */
function heldBytes(destination: Writable): number {
  const state = (destination as Writable & { _writableState?: { length?: number } })._writableState;
  return destination.writableLength ?? state?.length ?? 0;
}

/** Waits until the zip side has taken the sheet's rows written so far; false if it went away. */
export async function waitForSheetZip(sheet: unknown): Promise<boolean> {
  for (const destination of (sheet as SheetWithStream).stream?.pipes ?? []) {
    if (destination.destroyed === true) return false;
    if (heldBytes(destination) > ZIP_AHEAD_BYTES && !(await drainedOrClosed(destination))) return false;
  }
  return true;
}
