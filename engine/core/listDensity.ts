/**
 * The density of list tables ("lists dense enough to work in"): `normal` (the default,
 * already tighter than Blueprint's 40 px rows) or `compacta` (small buttons, tight cells: twice the
 * rows on a screen). The choice is the user's and is remembered per user in the browser. Pure.
 */

export type ListDensity = 'normal' | 'compacta';

/** The density of a user who never chose one. */
export const DEFAULT_LIST_DENSITY: ListDensity = 'normal';

/** The browser storage key of a user's density: one per user, so that a shared browser keeps each one's. */
export function listDensityKey(userId: number | string): string {
  return `bo.listas.densidad.${userId}`;
}

/** A stored density, or the default when nothing (or something unknown) is stored. */
export function readListDensity(raw: string | null | undefined): ListDensity {
  return raw === 'compacta' || raw === 'normal' ? raw : DEFAULT_LIST_DENSITY;
}

/** The other density (what the toggle switches to). */
export function toggledListDensity(density: ListDensity): ListDensity {
  return density === 'compacta' ? 'normal' : 'compacta';
}
