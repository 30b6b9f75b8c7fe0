/**
 * The legacy search payload `busqueda` (LNK-06, LNK-12) mapped onto a module's list query: `filtro`
 * and `codigo` are the list's text search, `contacto`, `cuenta` and `vendedor` its filters of those
 * names (a link field filters by its own name), `vigente` its boolean filter, `fechaMin`/`fechaMax`
 * its date-range filter (`<name>Desde`/`<name>Hasta`), `limite` the page size, `id` one record.
 * `cuentaDirecto` its flag filter of that name (an account without its child accounts), `lite` the
 * list's light reply where the module has one (`options.lite`; elsewhere it changes nothing, a list
 * row is already the record). A criterion the module's list cannot
 * apply is reported, never dropped: a search that ignored it would answer more than was asked.
 */
import type { ModuleListConfig } from '../screenConfig';

/** The payload, as the spec's link modals send it. */
export interface Busqueda {
  readonly filtro?: string;
  readonly contacto?: number;
  readonly codigo?: string;
  readonly id?: number;
  readonly fechaMin?: string;
  readonly fechaMax?: string;
  readonly cuenta?: number;
  readonly vigente?: boolean;
  /** A seller code (`V01`: the account's `vendedor`) or a seller record's id. */
  readonly vendedor?: string | number;
  readonly limite?: number;
  readonly lite?: boolean;
  readonly cuentaDirecto?: boolean;
}

export type BusquedaQuery =
  /** The list query to run (string values, as a query string carries them). */
  | { readonly kind: 'list'; readonly params: Readonly<Record<string, string>> }
  /** One record by its id. */
  | { readonly kind: 'record'; readonly id: number }
  /** A criterion this module's list has no filter for. */
  | { readonly kind: 'unsupported'; readonly criterio: string };

/** The criteria with a meaning of their own; the rest name a filter of the list. */
const OWN_CRITERIA: ReadonlySet<string> = new Set(['filtro', 'codigo', 'id', 'fechaMin', 'fechaMax', 'vigente', 'limite', 'lite', 'cuentaDirecto']);

/** Maps `busqueda` onto `list`'s query. */
export function busquedaQuery(busqueda: Busqueda, list: Pick<ModuleListConfig, 'filters'>, options: { readonly lite?: boolean } = {}): BusquedaQuery {
  const filterOf = (kind: string, name?: string) => list.filters.find((f) => f.kind === kind && (name === undefined || f.name === name));
  const params: Record<string, string> = {};
  const text = [busqueda.filtro, busqueda.codigo].filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' ');
  if (text) {
    const filter = filterOf('text');
    if (!filter) return { kind: 'unsupported', criterio: busqueda.filtro ? 'filtro' : 'codigo' };
    params[filter.name] = text;
  }
  // Every other criterion (`contacto`, `cuenta`, `vendedor`: the route's schema lists them) filters by the link or combo filter of its name.
  for (const [name, value] of Object.entries(busqueda)) {
    if (value === undefined || OWN_CRITERIA.has(name)) continue;
    const filter = list.filters.find((f) => f.name === name && (f.kind === 'link' || f.kind === 'combo'));
    if (!filter) return { kind: 'unsupported', criterio: name };
    params[filter.name] = String(value);
  }
  if (busqueda.vigente !== undefined) {
    if (!filterOf('boolean', 'vigente')) return { kind: 'unsupported', criterio: 'vigente' };
    params.vigente = String(busqueda.vigente);
  }
  if (busqueda.fechaMin !== undefined || busqueda.fechaMax !== undefined) {
    const range = filterOf('dateRange');
    if (!range) return { kind: 'unsupported', criterio: busqueda.fechaMin !== undefined ? 'fechaMin' : 'fechaMax' };
    if (busqueda.fechaMin !== undefined) params[`${range.name}Desde`] = busqueda.fechaMin;
    if (busqueda.fechaMax !== undefined) params[`${range.name}Hasta`] = busqueda.fechaMax;
  }
  if (busqueda.cuentaDirecto !== undefined) {
    if (!filterOf('flag', 'cuentaDirecto')) return { kind: 'unsupported', criterio: 'cuentaDirecto' };
    params.cuentaDirecto = String(busqueda.cuentaDirecto);
  }
  if (busqueda.lite === true && options.lite) params.lite = 'true';
  if (busqueda.id !== undefined) return { kind: 'record', id: busqueda.id };
  if (busqueda.limite !== undefined) params.limit = String(busqueda.limite);
  return { kind: 'list', params };
}
