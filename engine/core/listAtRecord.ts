/**
 * A list screen opened at one record (`recordPath`, ACC-02, ACC-OP01): `/listaCuentas/42` is the
 * account list searched by account 42, its row selected. It is where the list's form goes back to
 * ("Volver") from a saved record, so the user returns to the row they opened.
 */
import type { FormScreenConfig, ListScreenConfig, ScreensConfig } from './screenConfig';
import { positiveIdOf } from './positiveId';

/** The list's path at record `id`, or null when the screen declares no `recordPath`. */
export function listAtRecordPath(list: Pick<ListScreenConfig, 'recordPath'>, id: number): string | null {
  return list.recordPath ? list.recordPath.replace(':id', encodeURIComponent(String(id))) : null;
}

/** The record id of a `recordPath` route parameter: a positive integer, else undefined (the plain list). */
export function recordIdParam(value: string | undefined): number | undefined {
  return positiveIdOf(value);
}

/** The list screen whose form is `form`, if any. */
export function listOfForm(config: Pick<ScreensConfig, 'screens'>, form: Pick<FormScreenConfig, 'id'>): ListScreenConfig | undefined {
  return config.screens.find((s): s is ListScreenConfig => s.kind === 'list' && s.form === form.id);
}

/** Where the form's "Volver" goes for `recordId` (a saved record): the list at that record when it can open there, else the list. */
export function listBackPath(list: ListScreenConfig, recordId?: number): string {
  return (recordId !== undefined && listAtRecordPath(list, recordId)) || list.path;
}
