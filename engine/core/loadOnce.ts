/**
 * A download started once and shared: every call returns the same promise, and a rejected one is
 * forgotten so that the next call retries (a chunk that failed to download offline). The browser's
 * on-demand chunks (later icons and messages, the 20 px icon table, lazy components) load this way.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
