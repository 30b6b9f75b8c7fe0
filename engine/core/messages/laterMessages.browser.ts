/**
 * The browser's stand-in for laterMessages.ts (vite.config.ts alias, decision 120): no texts in the
 * entry; `loadLaterMessages` downloads them (one chunk, once; a failed download is retried).
 */
import type { CatalogueEntry } from './catalogueEntry';
import { loadOnce } from '../loadOnce';

export const laterMessages: Readonly<Record<string, CatalogueEntry>> = {};

export const loadLaterMessages: () => Promise<Readonly<Record<string, CatalogueEntry>>> = loadOnce(() =>
  import('./laterMessages').then((module) => module.laterMessages),
);
