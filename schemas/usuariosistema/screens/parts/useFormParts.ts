/**
 * The users' screens draw form widgets (the module's form dialog) and texts of the catalogue's
 * second part (passwords, dialogs): they wait for both, as the engine's lazy forms do (`loadWidgets`
 * loads the widgets, the later icons and the later messages, once).
 */
import { use } from 'react';
import { loadWidgets } from '../../../../engine/react/loading/widgetLoader';

export function useFormParts(): void {
  use(loadWidgets());
}
