/**
 * A list screen whose path has params (`/admin/permisos/gestion/:area`, ADM-11): its fixed filters
 * may name them (`"fixedFilters": { "area": ":area" }`), so one screen lists one kind of record per
 * URL. Opened at a path, the screen is read as the concrete screen of that URL: its path filled and
 * its fixed filters resolved, so the list's call, its "Volver" and the entry's first call all see
 * plain values. Pure: the app's router, the entry and the server share it.
 */
import { fillPath } from '../form/returnTo';
import { routeParams as paramsOfPath } from '../form/routePrefill';
import type { FormScreenConfig, ListScreenConfig } from '../screenConfig';

/** A fixed filter's value that names a param of the list's path (`:area`): the param's name, else null. */
export function paramOfFixedValue(value: string): string | null {
  const match = /^:([A-Za-z_][A-Za-z0-9_]*)$/.exec(value);
  return match ? match[1] : null;
}

/**
 * The screen as opened with `params` (the route's): `path` filled and each fixed filter that names a
 * param given that param's value. A named param missing from `params` leaves the screen as declared
 * (a config check refuses a fixed filter naming a param its path does not have).
 */
export function listScreenAt<S extends Pick<ListScreenConfig, 'path' | 'fixedFilters'>>(screen: S, params: Readonly<Record<string, string | undefined>>): S {
  if (!screen.path.includes(':')) return screen;
  const path = fillPath(screen.path, params);
  if (path === null) return screen;
  const fixed = screen.fixedFilters
    ? Object.fromEntries(
        Object.entries(screen.fixedFilters).map(([name, value]) => {
          const param = paramOfFixedValue(value);
          return [name, param === null ? value : (params[param] ?? value)];
        }),
      )
    : undefined;
  return { ...screen, path, ...(fixed ? { fixedFilters: fixed } : {}) };
}

/** The params a list screen's fixed filters name that its path does not declare (a config problem each). */
export function unknownFixedParams(screen: Pick<ListScreenConfig, 'path' | 'fixedFilters'>): string[] {
  const declared = new Set(paramsOfPath(screen.path));
  return Object.values(screen.fixedFilters ?? {})
    .map(paramOfFixedValue)
    .filter((param): param is string => param !== null && !declared.has(param));
}

/**
 * Where "Nuevo" of a list opened with `params` creates: the form's first `createWith` path whose
 * params the list's route gives (filled: the new record starts with them, ADM-11's area), else its
 * plain create path.
 */
export function createPathFor(form: Pick<FormScreenConfig, 'paths'>, params: Readonly<Record<string, string | undefined>>): string {
  for (const path of form.paths.createWith ?? []) {
    const names = paramsOfPath(path);
    if (names.length && names.every((name) => params[name] !== undefined)) {
      const filled = fillPath(path, params);
      if (filled) return filled;
    }
  }
  return form.paths.create;
}
