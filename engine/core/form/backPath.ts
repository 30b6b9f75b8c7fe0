/** Where a record form's "Volver" goes. */
import { listOfForm } from '../listAtRecord';
import { listReturnPath } from '../listReturn';
import { screenById } from '../screenAccess';
import type { FormScreenConfig, ScreensConfig } from '../screenConfig';

/**
 * The list that opens this form (as the user left it when the history entry `entry` says),
 * else the after-save target; null when neither is a screen to go back to.
 */
export function backPath(config: ScreensConfig, screen: FormScreenConfig, recordId?: number, entry?: unknown): string | null {
  // A saved record goes back to the search it was opened from, else to its own row when the list can open at it (recordPath, ACC-OP01).
  const list = listOfForm(config, screen);
  if (list) return listReturnPath(list, entry, recordId);
  const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
  return target && target.kind !== 'form' ? target.path : null;
}
