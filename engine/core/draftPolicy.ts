/**
 * When a form counts as edited and when a kept draft is worth offering (SHR-OP01 override).
 * Blank values (`undefined`, `null`, `''`) are the same: a field typed and cleared again is not
 * a change, nor is a key rjsf adds without a value.
 */
import type { Draft } from './draftStore';
import { isEmpty } from './blank';

type Data = Readonly<Record<string, unknown>>;

function normalise(value: unknown): unknown {
  if (isEmpty(value)) return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Data)
      .map(([k, v]) => [k, normalise(v)] as const)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

/** True when `current` differs from the data the form was opened with. */
export function isDirty(loaded: Data, current: Data): boolean {
  return JSON.stringify(normalise(loaded)) !== JSON.stringify(normalise(current));
}

/** True when the kept draft holds something the loaded record does not (so restoring changes the form). */
export function shouldOfferDraft(draft: Draft | null, loaded: Data): draft is Draft {
  return draft !== null && isDirty(loaded, draft.datos);
}

/**
 * The version a restored draft is saved against: the one its edits started from. When the record
 * moved on since (someone else saved), the save then meets the stale-version conflict (409) and
 * shows what changed, instead of silently putting the draft's old values over the new ones.
 */
export function restoredVersion(draft: Draft, loadedVersion: number | undefined): number | undefined {
  if (loadedVersion === undefined) return undefined;
  return draft.version !== null && draft.version < loadedVersion ? draft.version : loadedVersion;
}
