/**
 * Paths of a form screen for a record (`:id` replaced, and any other `:field` by the record's
 * value, e.g. `/contactoOportunidad/:cuenta/:oportunidad/:id`, COP-02) or for a new one.
 */
import type { FormScreenConfig, OpenTarget } from '../../core/screenConfig';

type Datos = Readonly<Record<string, unknown>>;

const withId = (path: string, id: number | string, datos?: Datos) =>
  path.replace(/:(\w+)/g, (param, name: string) => {
    const value = name === 'id' ? id : datos?.[name];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : param;
  });

/** The edit path of `form` for record `id` (with `datos`, the path's other params filled from it). */
export function editPath(form: FormScreenConfig, id: number | string, datos?: Datos): string {
  return withId(form.paths.edit, id, datos);
}

/** The path that opens record `id` in `form`: its read-only view path (soloVer) or its edit path. */
export function openPath(form: FormScreenConfig, id: number | string, target: OpenTarget = 'edit', datos?: Datos): string {
  const view = form.paths.view;
  if (target === 'view' && !view) throw new Error(`El formulario '${form.id}' no declara paths.view`);
  return withId(target === 'view' && view ? view : form.paths.edit, id, datos);
}
