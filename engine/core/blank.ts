/**
 * The two meanings of "no value", named apart (they were eight local helpers that mixed them):
 * `isEmpty` is the stored or typed value exactly (undefined, null or ''), and `isBlank` also counts
 * a text of only spaces, for rules that ask whether the user wrote something.
 */

/** No value: undefined, null or the empty string (a string of spaces is a value). */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** No value or only spaces: what a required-looking rule treats as not filled in. */
export function isBlank(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value.trim() === '');
}
