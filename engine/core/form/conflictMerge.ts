/**
 * The field-by-field conflict of a stale save (409): which fields differ between the user's values
 * and the server's current ones, who changed each and when (from the history), the user's choice
 * per field (mine / theirs) and the merged data, based on the current version so that saving again
 * succeeds. Nothing is overwritten without the user choosing it.
 */
import { diffRecords } from '../diffRecords';

type Data = Readonly<Record<string, unknown>>;
export type ConflictChoice = 'mine' | 'theirs';

/** One field where the user's value and the stored one differ. */
export interface ConflictField {
  readonly field: string;
  readonly mine: unknown;
  readonly theirs: unknown;
  /** True when the user edited it since opening the record. */
  readonly changedByMe: boolean;
  /** True when someone else changed it since the user opened the record. */
  readonly changedByThem: boolean;
}

/** Who changed a field last and when. */
export interface LastChange {
  readonly usuario: string;
  readonly fecha: string;
}

/** A history entry as the API returns it (only what the merge reads). */
export interface HistoryLike {
  readonly version: number;
  readonly fecha: string;
  readonly usuario: string;
  readonly cambios: ReadonlyArray<{ readonly campo: string }>;
}

/** The differing fields, in the order of the user's data then the stored one's. */
export function conflictFields(opened: Data, mine: Data, theirs: Data): ConflictField[] {
  const byMe = new Set(diffRecords(opened, mine).map((c) => c.campo));
  const byThem = new Set(diffRecords(opened, theirs).map((c) => c.campo));
  return diffRecords(theirs, mine).map((c) => ({
    field: c.campo,
    mine: mine[c.campo],
    theirs: theirs[c.campo],
    changedByMe: byMe.has(c.campo),
    changedByThem: byThem.has(c.campo),
  }));
}

/** The preselected choice: the user's value only where the user edited it and nobody else did. */
export function defaultChoice(field: ConflictField): ConflictChoice {
  return field.changedByMe && !field.changedByThem ? 'mine' : 'theirs';
}

/** The merged data: the stored values, with the user's where chosen. */
export function mergeConflict(
  mine: Data,
  theirs: Data,
  fields: readonly ConflictField[],
  choices: Readonly<Record<string, ConflictChoice>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...theirs };
  for (const field of fields) {
    if ((choices[field.field] ?? defaultChoice(field)) !== 'mine') continue;
    if (mine[field.field] === undefined) delete merged[field.field];
    else merged[field.field] = mine[field.field];
  }
  return merged;
}

/** The newest history entry after `sinceVersion` that changed `field`, or null. */
export function lastChange(history: readonly HistoryLike[], field: string, sinceVersion = 0): LastChange | null {
  const entry = [...history].sort((a, b) => b.version - a.version).find((e) => e.version > sinceVersion && e.cambios.some((c) => c.campo === field));
  return entry ? { usuario: entry.usuario, fecha: entry.fecha } : null;
}
