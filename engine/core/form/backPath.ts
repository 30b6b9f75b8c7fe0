/** Where a record form's "Volver" goes. */
import { listOfForm } from '../listAtRecord';
import { listReturnPath } from '../listReturn';
import { listScreenAt } from '../routeScreens/listScreenAt';
import { screenById } from '../screenAccess';
import type { FormScreenConfig, ScreensConfig } from '../screenConfig';

/**
 * The list that opens this form (as the user left it when the history entry `entry` says),
 * else the after-save target; null when neither is a screen to go back to.
 */
export function backPath(
  config: ScreensConfig,
  screen: FormScreenConfig,
  recordId?: number,
  entry?: unknown,
  /** The record's values: a list path with params (ADM-11's `:area`) opens at the record's. */
  datos?: Readonly<Record<string, unknown>>,
): string | null {
  const at = <S extends { path: string; fixedFilters?: Readonly<Record<string, string>> }>(list: S): S =>
    datos ? listScreenAt(list, textValues(datos)) : list;
  // A saved record goes back to the search it was opened from, else to its own row when the list can open at it (recordPath, ACC-OP01).
  const list = listOfForm(config, screen);
  if (list) return listReturnPath(at(list), entry, recordId);
  const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
  return target && target.kind !== 'form' ? at(target).path : null;
}

/** The record's plain values as route params (texts and numbers). */
function textValues(datos: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(datos).flatMap(([field, value]) => (typeof value === 'string' || typeof value === 'number' ? [[field, String(value)]] : [])),
  );
}
