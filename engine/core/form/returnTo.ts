/**
 * Where a form goes back to, and which tab it opens on (CON-04, CON-OP02, CON-OP12). Two URL query
 * parameters any screen may use: `?volver=<path>` (the caller: a new record saved there returns to
 * it) and `?solapa=<tab title>` (the form opens on that tab; accents and case ignored). A form
 * screen may also declare `afterSave.returnTo`, a path whose `:field`s are filled from the route's
 * params: a record created at one of its `paths.createWith` returns there (a contact created at
 * `/contactocuenta/:cuenta` goes back to `/cuenta/formulario/:cuenta?solapa=Contactos`). Pure.
 */
import { normalizeSearchText } from '../searchText';

/** The query parameter naming the caller's path. */
export const RETURN_PARAM = 'volver';
/** The query parameter naming the tab a form opens on. */
export const TAB_PARAM = 'solapa';

/** `raw` when it is a path of this app (`/…`, not `//host` nor a scheme), else null: a link cannot send the user elsewhere. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f]/.test(raw)) return null;
  return raw;
}

/** `template` with each `:name` of its path replaced by `values[name]`; null when one is missing. */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string | null {
  let missing = false;
  const [path, query] = template.split(/\?(.*)/s, 2);
  const filled = path.replace(/:(\w+)/g, (_param, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : query === undefined ? filled : `${filled}?${query}`;
}

/**
 * Where a new record goes once saved, when not to its own edit form: the caller's `volver` first,
 * else the screen's `returnTo` when the record was created at a `paths.createWith` path (`params`).
 */
export function returnPathOf(search: string, returnTo: string | undefined, params: Readonly<Record<string, unknown>> | undefined): string | null {
  const caller = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (caller) return caller;
  if (!returnTo || !params || !Object.keys(params).length) return null;
  return safeReturnPath(fillPath(returnTo, params));
}

/** The index of the tab titled `wanted` among `titles` (accents and case ignored), or -1. */
export function tabIndexByTitle(titles: readonly string[], wanted: string | null | undefined): number {
  if (!wanted) return -1;
  const key = normalizeSearchText(wanted);
  return titles.findIndex((title) => normalizeSearchText(title) === key);
}

/** The index of the tab `?solapa=` names among `titles`, or -1. */
export function tabIndexOf(titles: readonly string[], search: string): number {
  return tabIndexByTitle(titles, new URLSearchParams(search).get(TAB_PARAM));
}
