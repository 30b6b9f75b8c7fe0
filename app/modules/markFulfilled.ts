/**
 * Marks a settled promise fulfilled the way React's `use` records a promise it has read, so that a
 * component handed it later renders at once instead of suspending for a tick.
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value });
}
