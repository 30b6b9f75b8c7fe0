/**
 * The browser's stand-in for laterMessages.ts (vite.config.ts alias, decision 120): no texts in the
 * entry; `loadLaterMessages` downloads them (one chunk, once; a failed download is retried).
 */
import type { CatalogueEntry } from './catalogueEntry';

export const laterMessages: Readonly<Record<string, CatalogueEntry>> = {};

let loading: Promise<Readonly<Record<string, CatalogueEntry>>> | null = null;

export function loadLaterMessages(): Promise<Readonly<Record<string, CatalogueEntry>>> {
  loading ??= import('./laterMessages').then(
    (module) => module.laterMessages,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
