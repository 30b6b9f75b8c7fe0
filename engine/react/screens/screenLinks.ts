/** Paths of a form screen for a record (`:id` replaced) or for a new one. */
import type { FormScreenConfig } from '../../core/screenConfig';

/** The edit path of `form` for record `id`. */
export function editPath(form: FormScreenConfig, id: number | string): string {
  return form.paths.edit.replace(':id', encodeURIComponent(String(id)));
}
