import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { waitForSheetZip, ZIP_AHEAD_BYTES } from './waitForSheetZip';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('XLSX export backpressure inside exceljs (issue 9: memory flat at 100,000 rows)', () => {
  it('waits while the zip side holds more than the allowance, and goes on once it has taken it', async () => {
    const zipSide = new PassThrough(); // nobody reads yet: what is written stays held
    zipSide.write(Buffer.alloc(ZIP_AHEAD_BYTES + 1));
    const wait = waitForSheetZip({ stream: { pipes: [zipSide] } });
    expect(await settled(wait)).toBe(false);
    zipSide.resume();
    expect(await wait).toBe(true);
  });

  it('does not wait below the allowance, and says so when the zip side went away', async () => {
    const zipSide = new PassThrough();
    zipSide.write(Buffer.alloc(1024));
    expect(await waitForSheetZip({ stream: { pipes: [zipSide] } })).toBe(true);
    zipSide.write(Buffer.alloc(ZIP_AHEAD_BYTES + 1));
    const wait = waitForSheetZip({ stream: { pipes: [zipSide] } });
    zipSide.destroy();
    expect(await wait).toBe(false);
  });

  it("finds exceljs's own zip side on a real streaming worksheet (the internal it reads still exists)", async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new Writable({ write: (_c, _e, done) => done() }), useSharedStrings: false });
    const sheet = workbook.addWorksheet('Hoja');
    for (let i = 0; i < 3000; i++) sheet.addRow([`Texto largo de la fila ${i} para llenar bloques`, i]).commit();
    const pipes = (sheet as unknown as { stream: { pipes: Array<{ _writableState?: { length: number } }> } }).stream.pipes;
    expect(pipes.length).toBe(1);
    expect(pipes[0]._writableState?.length).toBeGreaterThan(0);
    sheet.commit();
    await workbook.commit();
  });
});
