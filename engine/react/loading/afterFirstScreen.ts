/**
 * Code the first screen does not draw with (a menu's popover, the toaster, the idle dialog) loads
 * once that screen has settled and the browser is idle: PrefetchProvider calls
 * `firstScreenSettled()` then, and each part registered with `afterFirstScreen` starts its download
 * (or at once, when registered later). Each part also loads when first used, so nothing waits for this.
 */
const waiting = new Set<() => void>();
let settled = false;

/** Runs `task` once the first screen has settled (now, if it has); the returned function cancels a task still waiting. */
export function afterFirstScreen(task: () => void): () => void {
  if (settled) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/** The first screen has settled and the browser is idle: start what waited. */
export function firstScreenSettled(): void {
  settled = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}
