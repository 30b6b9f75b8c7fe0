/**
 * When a form counts as edited and when a kept draft is worth offering (SHR-OP01 override).
 * Blank values (`undefined`, `null`, `''`) are the same: a field typed and cleared again is not
 * a change, nor is a key rjsf adds without a value.
 */
import type { Draft } from './draftStore';
import { isEmpty } from './blank';

type Data = Readonly<Record<string, unknown>>;

/** What `normalise` would turn into nothing: a blank value, or an object holding only such values. */
function vanishes(value: unknown): boolean {
  if (isEmpty(value)) return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.values(value as Data).every(vanishes);
}

/**
 * Whether two values are the same once blanks are dropped (keys in any order). A subtree that is
 * the same object on both sides is not walked: a form shares every subtree a keystroke left alone
 * with the data before it (engine/react/form/leanForm.ts), so comparing after a keystroke walks the
 * changed path, not the whole record.
 */
function sameNormalised(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const gone = vanishes(a);
  if (gone || vanishes(b)) return gone && vanishes(b);
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameNormalised(item, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Data;
  const right = b as Data;
  return Object.keys(left).every((key) => sameNormalised(left[key], right[key])) && Object.keys(right).every((key) => key in left || vanishes(right[key]));
}

/** True when `current` differs from the data the form was opened with. */
export function isDirty(loaded: Data, current: Data): boolean {
  return !sameNormalised(loaded, current);
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
