/** Paths of a form screen for a record (`:id` replaced) or for a new one. */
import type { FormScreenConfig, OpenTarget } from '../../core/screenConfig';

const withId = (path: string, id: number | string) => path.replace(':id', encodeURIComponent(String(id)));

/** The edit path of `form` for record `id`. */
export function editPath(form: FormScreenConfig, id: number | string): string {
  return withId(form.paths.edit, id);
}

/** The path that opens record `id` in `form`: its read-only view path (soloVer) or its edit path. */
export function openPath(form: FormScreenConfig, id: number | string, target: OpenTarget = 'edit'): string {
  const view = form.paths.view;
  if (target === 'view' && !view) throw new Error(`El formulario '${form.id}' no declara paths.view`);
  return withId(target === 'view' && view ? view : form.paths.edit, id);
}
