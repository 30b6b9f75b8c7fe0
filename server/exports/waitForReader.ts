/**
 * Backpressure for the export writers: after a batch, wait while the HTTP side has not taken what
 * was written, so a slow client never makes the server hold the whole file in memory. Resolves
 * false when the reader went away (the writer stops reading the database).
 */
import type { Writable } from 'node:stream';

export function waitForReader(out: Writable): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (!out.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (open: boolean) => () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(open);
    };
    const onDrain = done(true);
    const onClose = done(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}
