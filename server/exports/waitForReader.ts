/**
 * Backpressure for the export writers: after a batch, wait while the HTTP side has not taken what
 * was written, so a slow client never makes the server hold the whole file in memory. Resolves
 * false when the reader went away (the writer stops reading the database).
 */
import type { Writable } from 'node:stream';

export function waitForReader(out: Writable): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (!out.writableNeedDrain) return Promise.resolve(true);
  return drainedOrClosed(out);
}

/** Resolves true on the stream's next 'drain', false if it closes first; both listeners go either way. */
export function drainedOrClosed(stream: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (open: boolean) => () => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(open);
    };
    const onDrain = done(true);
    const onClose = done(false);
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}
