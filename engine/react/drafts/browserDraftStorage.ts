/** `localStorage` as the drafts' storage port; a browser that refuses storage reads as empty. */
import type { DraftStorage } from '../../core/draftStore';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's draft storage (drafts outlive the session on purpose: SHR-OP01 override). */
export const browserDraftStorage: DraftStorage = {
  getItem: (key) => local()?.getItem(key) ?? null,
  setItem: (key, value) => local()?.setItem(key, value),
  removeItem: (key) => local()?.removeItem(key),
  keys: () => {
    const storage = local();
    return storage ? Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null) : [];
  },
};
