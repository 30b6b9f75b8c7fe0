/** Field-level diff behind every `historial` entry. */
export interface FieldChange {
  readonly campo: string;
  readonly antes: unknown;
  readonly despues: unknown;
}

/**
 * Two field values are the same (an absent value is null). The same object is the same value without
 * serialising it (a form keeps the subtrees a keystroke left alone).
 */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Changes between two versions of a record's data, in the order of the fields of `after`, then removed ones. */
export function diffRecords(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): FieldChange[] {
  const old = before ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(old)])];
  return keys.filter((key) => !sameValue(old[key], after[key])).map((key) => ({ campo: key, antes: old[key] ?? null, despues: after[key] ?? null }));
}
