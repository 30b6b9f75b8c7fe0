/**
 * Form drafts kept in the browser (SHR-OP01 override: an idle logout never loses typed work).
 * One entry per user, module and record under `bo.draft.<user>.<module>.<id | nuevo>`, value
 * `{ savedAt, version, datos }`. Storage is a port so that tests use a Map and the browser its
 * local web storage; a full or unavailable storage never breaks the form.
 */

/** The slice of the Web Storage API the drafts use. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key held (to prune old drafts); a storage without it is never pruned. */
  keys?(): string[];
}

/** What is kept of an unsaved form. */
export interface Draft {
  /** ISO instant of the last write. */
  readonly savedAt: string;
  /** Version of the record the edits started from; null when creating. */
  readonly version: number | null;
  readonly datos: Readonly<Record<string, unknown>>;
}

export interface DraftAddress {
  readonly username: string;
  readonly module: string;
  /** Record id; undefined for the create form. */
  readonly id?: number;
}

const PREFIX = 'bo.draft.';

/** Drafts older than this are dropped unread. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The storage key of one form's draft. */
export function draftKey({ username, module, id }: DraftAddress): string {
  return `${PREFIX}${username}.${module}.${id ?? 'nuevo'}`;
}

function parse(text: string | null): Draft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Draft> | null;
    const datos = value?.datos;
    if (typeof value?.savedAt !== 'string' || !Number.isFinite(Date.parse(value.savedAt))) return null;
    if (!datos || typeof datos !== 'object' || Array.isArray(datos)) return null;
    const version = typeof value.version === 'number' ? value.version : null;
    return { savedAt: value.savedAt, version, datos };
  } catch {
    return null;
  }
}

function expired(draft: Draft, now: number): boolean {
  return now - Date.parse(draft.savedAt) > DRAFT_MAX_AGE_MS;
}

/** The draft under `key`; a malformed or expired one is removed and reads as none. */
export function readDraft(storage: DraftStorage, key: string, now: number): Draft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  const draft = parse(text);
  if (!draft || expired(draft, now)) {
    removeDraft(storage, key);
    return null;
  }
  return draft;
}

/** Stores a draft; false when the storage refused it (full, disabled). */
export function writeDraft(storage: DraftStorage, key: string, draft: Draft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft (saved, discarded). */
export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds nothing of ours either.
  }
}

/** Removes every expired or malformed draft of any user; other keys are left alone. */
export function pruneDrafts(storage: DraftStorage, now: number): void {
  let keys: string[];
  try {
    keys = storage.keys?.() ?? [];
  } catch {
    return;
  }
  for (const key of keys) if (key.startsWith(PREFIX)) readDraft(storage, key, now);
}
