/**
 * An in-memory module API for stories and their tests (MSW is not installed): an `ApiTransport`
 * that answers the generic module routes of docs/api.md (list with text/vigente filters, sort and
 * paging, get, create, update with version check, history, existe) plus `imLoggedIn`. Given the
 * screen `config`, it also applies every declared filter kind and its rules, the list screen's cap
 * (`pantalla`), the row actions (alternar/anular) and exports, and serves `combos` and the address
 * picker's suggestions (the offline gazetteer on engine/core's test places).
 */
import { fixtureLookups } from '../../tests/fixtures/fixtureModules';
import { createPlaceIndex, type PlaceIndex } from '../../engine/core/address/placeIndex';
import { suggestAddresses } from '../../engine/core/address/suggestAddresses';
import { testPlaces } from '../../engine/core/address/testPlaces';
import { diffRecords } from '../../engine/core/diffRecords';
import { normalizeSearchText } from '../../engine/core/searchText';
import { checkListFilters, filterParams, isSet, multiValues } from '../../engine/core/listFilters';
import { withLinkFieldFilters } from '../../engine/core/related/linkFieldFilters';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { t } from '../../engine/core/messages';
import type { ModuleListConfig, ScreensConfig } from '../../engine/core/screenConfig';
import type { LookupOption } from '../../engine/react/data/useLookup';
import type { ApiRequest, ApiResponse, ApiTransport } from '../../engine/react/api/ApiClient';
import type { HistoryEntry, ModuleRecord, RecordData } from '../../engine/react/data/types';

export interface FakeServerOptions {
  /** Records per module name. */
  readonly records?: Readonly<Record<string, readonly ModuleRecord[]>>;
  /** History per `module/id` (otherwise built from the fake's own writes). */
  readonly history?: Readonly<Record<string, readonly HistoryEntry[]>>;
  /** Fields that feed the text search. */
  readonly searchFields?: readonly string[];
  readonly cap?: number;
  /** Failures to simulate. */
  readonly fail?: {
    readonly list?: number;
    readonly load?: number;
    readonly save?: number;
    readonly saveCampos?: ReadonlyArray<{ path: string; mensaje: string }>;
  };
  /** Pretend another user saved first: PUT answers 409 with this current record. */
  readonly conflictWith?: ModuleRecord;
  /** Artificial latency (ms). */
  readonly latencyMs?: number;
  /** What the server stores of a write's data (a server that computes or normalises fields, x-computed); default: the data as sent. */
  readonly storeAs?: (module: string, datos: RecordData) => RecordData;
  /** Who the fake says made its writes. */
  readonly user?: string;
  /** The screen config: filters of every kind with their rules, list screens' caps, row actions. */
  readonly config?: ScreensConfig;
  /** The module registry: with `config`, every x-link field filters its module's list, as the API does. */
  readonly registry?: SchemaRegistry;
  /** Options of `GET /api/combos/:combo` (default: the fixture module's, tests/fixtures/fixtureModules.ts). */
  readonly combos?: Readonly<Record<string, readonly LookupOption[]>>;
  /** Row actions (alternar/anular) and exports that fail with this status. */
  readonly failActions?: number;
  readonly failExport?: number;
}

/** Whether a record passes the declared non-text filters (as the API's SQL does). */
function matchesFilters(list: ModuleListConfig, record: ModuleRecord, p: Readonly<Record<string, string | undefined>>): boolean {
  return list.filters.every((filter) => {
    const value = p[filter.name];
    const field = filter.field ?? '';
    const stored = record.datos[field];
    if (filter.kind === 'dateRange') {
      const [desde, hasta] = filterParams(filter).map((param) => p[param]);
      const day = String(stored ?? '').slice(0, 10);
      return (!isSet(desde) || (day !== '' && day >= String(desde))) && (!isSet(hasta) || (day !== '' && day <= String(hasta)));
    }
    if (!isSet(value) || filter.kind === 'text' || field === 'vigente') return true;
    if (filter.kind === 'multi') return multiValues(value).includes(String(stored));
    if (filter.kind === 'boolean') return (stored === true) === (value === 'true');
    return String(stored ?? '') === value;
  });
}

export interface FakeServer {
  readonly transport: ApiTransport;
  readonly calls: ApiRequest[];
  records(module: string): ModuleRecord[];
}

let placeIndex: PlaceIndex | null = null;
const places = () => (placeIndex ??= createPlaceIndex(testPlaces));
const json = (status: number, body: unknown): ApiResponse => ({ status, body });
const error = (status: number, codigo: string, mensaje: string, extra: Record<string, unknown> = {}) => json(status, { error: { codigo, mensaje, ...extra } });
const now = () => new Date().toISOString();

/** Creates the fake server. */
export function createFakeModuleServer(options: FakeServerOptions = {}): FakeServer {
  const data = new Map<string, ModuleRecord[]>(Object.entries(options.records ?? {}).map(([m, rows]) => [m, rows.map((r) => ({ ...r }))]));
  const history = new Map<string, HistoryEntry[]>(Object.entries(options.history ?? {}).map(([k, v]) => [k, [...v]]));
  const searchFields = options.searchFields ?? ['descripcion', 'pais', 'provincia', 'localidad', 'direccionCompleta'];
  const user = options.user ?? 'Ana Administradora';
  const calls: ApiRequest[] = [];
  const rows = (m: string) => data.get(m) ?? (data.set(m, []), data.get(m)!);
  const addHistory = (m: string, id: number, entry: HistoryEntry) => history.set(`${m}/${id}`, [entry, ...(history.get(`${m}/${id}`) ?? [])]);

  const list = (m: string, p: Readonly<Record<string, string | undefined>>) => {
    if (options.fail?.list) return error(options.fail.list, 'error', 'falla simulada');
    const texto = p.texto ? normalizeSearchText(p.texto) : '';
    if (texto && texto.length < 3) return error(400, 'validacion', 'Mínimo 3 caracteres para realizar la búsqueda');
    let found = rows(m).filter((r) => !texto || normalizeSearchText(searchFields.map((f) => String(r.datos[f] ?? '')).join(' ')).includes(texto));
    if (p.vigente) found = found.filter((r) => String(r.vigente) === p.vigente);
    const moduleConfig = options.config?.modules[m];
    const schema = moduleConfig && options.registry?.has(moduleConfig.schema) ? options.registry.get(moduleConfig.schema).schema : undefined;
    const moduleList = moduleConfig && schema ? withLinkFieldFilters(moduleConfig.list, schema) : moduleConfig?.list;
    if (moduleList) {
      const problem = checkListFilters(moduleList, p);
      if (problem) return error(400, 'filtro_invalido', t(problem.key, problem.args));
      found = found.filter((r) => matchesFilters(moduleList, r, p));
    }
    const field = p.orden ?? 'id';
    const dir = p.dir === 'desc' ? -1 : 1;
    const value = (r: ModuleRecord) => String(r.datos[field] ?? (r as unknown as Record<string, unknown>)[field] ?? '');
    found = [...found].sort((a, b) => value(a).localeCompare(value(b), 'es') * dir);
    const screenCap = options.config?.screens.find((s) => s.id === p.pantalla && s.kind === 'list' && s.module === m);
    const cap = (screenCap?.kind === 'list' ? screenCap.cap : undefined) ?? options.cap ?? options.config?.modules[m]?.list.cap ?? 1000;
    const capReached = found.length > cap;
    found = found.slice(0, cap);
    const offset = Number(p.offset ?? 0);
    const limit = Number(p.limit ?? 25);
    return json(200, { datos: found.slice(offset, offset + limit), total: found.length, extras: { cap, capReached } });
  };

  const save = (m: string, body: { datos: RecordData; version?: number }, id?: number) => {
    if (options.fail?.save) return error(options.fail.save, 'error', 'falla simulada', options.fail.saveCampos ? { campos: options.fail.saveCampos } : {});
    body = { ...body, datos: options.storeAs ? options.storeAs(m, body.datos) : body.datos };
    if (id === undefined) {
      const record: ModuleRecord = {
        id: Math.max(0, ...rows(m).map((r) => r.id)) + 1,
        version: 1,
        vigente: true,
        datos: body.datos,
        creadoEn: now(),
        creadoPor: user,
        modificadoEn: now(),
        modificadoPor: user,
      };
      rows(m).push(record);
      addHistory(m, record.id, { version: 1, accion: 'alta', fecha: record.creadoEn, usuario: user, cambios: [] });
      return json(201, record);
    }
    const index = rows(m).findIndex((r) => r.id === id);
    if (index === -1) return error(404, 'no_encontrado', 'El recurso solicitado no existe.');
    const current = options.conflictWith ?? rows(m)[index];
    if (body.version !== current.version) return error(409, 'conflicto', 'conflicto', { actual: current });
    const updated = { ...current, version: current.version + 1, datos: body.datos, modificadoEn: now(), modificadoPor: user };
    rows(m)[index] = updated;
    addHistory(m, id, {
      version: updated.version,
      accion: 'modificacion',
      fecha: updated.modificadoEn,
      usuario: user,
      cambios: diffRecords(current.datos, body.datos).map((c) => ({ ...c })),
    });
    return json(200, updated);
  };

  /** POST /api/modulos/:m/:id/alternar|anular/:campo (the fields declared by the config's row actions). */
  const flag = (m: string, id: number, how: string, field: string, body: { version?: number }) => {
    if (options.failActions) return error(options.failActions, 'error', 'falla simulada');
    const declared = options.config?.screens.some(
      (s) => s.kind === 'list' && s.module === m && (s.rowActions ?? []).some((a) => a.kind === (how === 'alternar' ? 'toggle' : 'annul') && a.field === field),
    );
    if (!declared) return error(400, 'campo_invalido', t('list.unknownField', { field }));
    const index = rows(m).findIndex((r) => r.id === id);
    if (index === -1) return error(404, 'no_encontrado', 'El recurso solicitado no existe.');
    const current = rows(m)[index];
    if (body.version !== current.version) return error(409, 'conflicto', 'conflicto', { actual: current });
    const before = field === 'vigente' ? current.vigente : current.datos[field] === true;
    const after = how === 'alternar' ? !before : true;
    const updated: ModuleRecord =
      field === 'vigente'
        ? { ...current, vigente: after, version: current.version + 1 }
        : { ...current, datos: { ...current.datos, [field]: after }, version: current.version + 1 };
    rows(m)[index] = updated;
    return json(200, updated);
  };

  const route = (req: ApiRequest): ApiResponse => {
    if (req.path === '/api/imLoggedIn') return json(200, { ok: true });
    // The address picker's suggestions: the offline gazetteer on the test places, as the server answers.
    if (req.path === '/api/direcciones/sugerencias')
      return json(200, { datos: suggestAddresses({ texto: req.params?.texto ?? '', pais: req.params?.pais }, places()) });
    const combo = /^\/api\/combos\/([^/]+)$/.exec(req.path);
    if (combo) {
      const options_ = (options.combos ?? fixtureLookups())[decodeURIComponent(combo[1])];
      return options_ ? json(200, { datos: options_ }) : error(404, 'no_encontrado', 'El recurso solicitado no existe.');
    }
    const action = /^\/api\/modulos\/([^/]+)\/(\d+)\/(alternar|anular)\/([^/]+)$/.exec(req.path);
    if (action && req.method === 'POST')
      return flag(action[1], Number(action[2]), action[3], decodeURIComponent(action[4]), (req.body ?? {}) as { version?: number });
    const match = /^\/api\/modulos\/([^/]+)(?:\/([^/]+))?(?:\/(historial))?$/.exec(req.path);
    if (!match) return error(404, 'no_encontrado', 'El recurso solicitado no existe.');
    const [, m, second, third] = match;
    const p = req.params ?? {};
    if (req.method === 'GET' && !second) return list(m, p);
    if (req.method === 'POST' && !second) return save(m, req.body as { datos: RecordData });
    if (req.method === 'GET' && second === 'existe') {
      const taken = rows(m).some(
        (r) => r.id !== Number(p.excluir) && normalizeSearchText(String(r.datos[p.campo ?? ''] ?? '')) === normalizeSearchText(p.valor ?? ''),
      );
      return json(200, { existe: taken });
    }
    const id = Number(second);
    if (req.method === 'GET' && third) return json(200, { datos: history.get(`${m}/${id}`) ?? [] });
    if (req.method === 'GET') {
      if (options.fail?.load) return error(options.fail.load, 'error', 'falla simulada');
      const record = rows(m).find((r) => r.id === id);
      return record ? json(200, record) : error(404, 'no_encontrado', 'El recurso solicitado no existe.');
    }
    if (req.method === 'PUT') return save(m, req.body as { datos: RecordData; version: number }, id);
    return error(405, 'metodo', 'método no permitido');
  };

  return {
    calls,
    records: (m) => rows(m),
    transport: async (req) => {
      calls.push(req);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      // An export answers bytes (a CSV of the list's names), not JSON.
      const exported = /^\/api\/modulos\/([^/?]+)\/exportar\/(csv|xlsx)/.exec(req.path);
      if (exported) {
        if (options.failExport) return error(options.failExport, 'error', 'falla simulada');
        const file = new Blob(
          [
            rows(exported[1])
              .map((r) => String(r.datos.nombre ?? r.id))
              .join('\r\n'),
          ],
          { type: 'text/csv' },
        );
        // Streamed like the real transport: half of the bytes, a pause, then the rest.
        req.onDownloadProgress?.(Math.ceil(file.size / 2));
        if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        req.onDownloadProgress?.(file.size);
        return { status: 200, body: file };
      }
      return JSON.parse(JSON.stringify(route(req))) as ApiResponse;
    },
  };
}
