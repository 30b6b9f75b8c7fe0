/** Focuses a field's input by its data path (`pais`, `.pais`, `/pais`, `a.0.b`). */
import { fieldDomId } from './fieldLabel';

export function focusField(path: string): void {
  const element = document.getElementById(fieldDomId(path.replace(/^[./]/, '').replace(/\//g, '.')));
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}
