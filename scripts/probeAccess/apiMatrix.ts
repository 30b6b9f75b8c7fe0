/**
 * Part 1 of the access probe: every documented operation (GET /api/openapi.json) × every caller ×
 * the planted records inside and outside their reach, over real HTTP with the body a client sends;
 * each answer judged by classify.ts against the oracle (oracle.ts). Writes the oracle allows, and
 * state changes (delete, row actions, transitions), run on a fresh twin of the planted record, so
 * that every caller meets the same records; a refused write is checked against the admin's read.
 */
import type { ModuleConfig } from '../../engine/core/screenConfig';
import { transitionPath } from '../../engine/core/transitions';
import type { TestApp } from '../../tests/api/helpers/testApp';
import { modulesOf, type ModuleUnderTest } from '../../tests/reliability/support/moduleCatalog';
import { scopeFieldsOf } from '../../tests/reliability/support/scopeWorld';
import type { World } from './callers';
import { count, emptyTally, readLeaks, writeLeaks, type Mark, type Tally } from './classify';
import { call, type Answer, type Method } from './httpApi';
import { mayRead, mayWrite, passes, scopeOf, type Caller, type RecordFacts } from './oracle';
import { cardNumber, createBody, factsOf, plantOne, sentinelText, type Planted, type PlantedFile } from './sentinels';

interface OpenApi {
  readonly paths: Readonly<Record<string, Readonly<Record<string, { requestBody?: unknown; parameters?: Array<{ name: string; in: string }> }>>>>;
}

/** The spec's own names of the supplier transitions (schemas/proveedor/proveedorRoutes.ts): module and transition. */
const LEGACY_TRANSITIONS: Readonly<Record<string, readonly [string, string]>> = {
  '/api/autorizaProveedor': ['proveedor', 'autorizar'],
  '/api/rechazaProveedor': ['proveedor', 'rechazar'],
};

/** One leak, as the report names it. */
export interface Leak {
  readonly caller: string;
  readonly request: string;
  readonly why: string;
}

export interface MatrixResult {
  readonly tallies: Map<string, Tally>;
  readonly leaks: Leak[];
  readonly errors: Leak[];
  /** Operations of the document the probe did not know how to call (listed, never silently dropped). */
  readonly skipped: string[];
  readonly operations: number;
  /** Every cell: caller, request, status, the start of the answer (for --celdas). */
  readonly cells: string[];
}

type Cell = { request: string; answer: Answer; leaks: string[] };

/** The probe's state: the server, the world, the planted records and the admin's last read of each. */
class Probe {
  readonly snapshots = new Map<number, string>();
  /** The clear card numbers of the twins. */
  readonly twinClear: Mark[] = [];
  readonly result: MatrixResult = { tallies: new Map(), leaks: [], errors: [], skipped: [], operations: 0, cells: [] };
  constructor(
    readonly t: TestApp,
    readonly url: string,
    readonly world: World,
    readonly planted: readonly Planted[],
    readonly files: readonly PlantedFile[],
  ) {}

  get admin() {
    return this.world.admin;
  }

  /** The admin's read of a record: version and data (or `gone`). */
  async snapshot(m: ModuleUnderTest, id: number): Promise<string> {
    const answer = await call(this.url, this.admin, 'GET', `${m.base}/${id}`);
    if (answer.status !== 200) return `gone ${answer.status}`;
    const { version, vigente, datos } = JSON.parse(answer.body) as { version: number; vigente?: boolean; datos: unknown };
    return JSON.stringify({ version, vigente, datos });
  }

  async adminRecord(m: ModuleUnderTest, id: number): Promise<{ version: number; datos: Record<string, unknown> } | undefined> {
    const answer = await call(this.url, this.admin, 'GET', `${m.base}/${id}`);
    return answer.status === 200 ? (JSON.parse(answer.body) as { version: number; datos: Record<string, unknown> }) : undefined;
  }

  /** Texts the caller may not see: sentinels of records they may not read, and every clear card number. */
  hidden(caller: Caller): Mark[] {
    return hiddenFrom(caller, this.planted, this.files, this.world.teams.own).concat(this.twinClear);
  }

  record(caller: Caller, cell: Cell): void {
    const tally = this.result.tallies.get(caller.name) ?? emptyTally();
    this.result.tallies.set(caller.name, tally);
    count(tally, cell.answer.status, cell.leaks.length);
    this.result.cells.push(`${caller.name}\t${cell.answer.status}\t${cell.request}\t${cell.answer.body.slice(0, 160).replace(/\s+/g, ' ')}`);
    for (const why of cell.leaks) this.result.leaks.push({ caller: caller.name, request: cell.request, why });
    if (cell.answer.status >= 500)
      this.result.errors.push({ caller: caller.name, request: cell.request, why: `${cell.answer.status} ${cell.answer.body.slice(0, 200)}` });
  }

  async send(caller: Caller, method: Method, path: string, body?: unknown): Promise<{ request: string; answer: Answer }> {
    return { request: `${method} ${path}`, answer: await call(this.url, caller.bearer, method, path, body) };
  }

  /** A read cell. */
  async read(
    caller: Caller,
    method: Method,
    path: string,
    body: unknown,
    extra: { record?: Planted; lookupOf?: Planted; revealOf?: Planted } = {},
  ): Promise<void> {
    const { request, answer } = await this.send(caller, method, path, body);
    const readable = (p: Planted) => mayRead(caller, p.m.config, p.facts, this.world.teams.own);
    // The reveal route shows a card's number to whoever may read the card: only there is it no leak.
    const hidden = this.hidden(caller).filter((mark) => !(extra.revealOf && readable(extra.revealOf) && extra.revealOf.clear.includes(mark)));
    const leaks = readLeaks({
      status: answer.status,
      body: answer.body,
      hidden,
      record: extra.record && { what: `${extra.record.m.name}/${extra.record.variant}`, readable: readable(extra.record) },
      lookupOf: extra.lookupOf && !readable(extra.lookupOf) ? `${extra.lookupOf.m.name}/${extra.lookupOf.variant}` : undefined,
    });
    this.record(caller, { request, answer, leaks });
  }

  /** A twin of a planted record (same reach, same sentinel), for a write that changes it. */
  async twin(p: Planted): Promise<Planted> {
    // A card of its own (the same number would be a duplicate): its number is hidden from everyone too.
    const extra = Object.fromEntries(Object.entries(p.extra).map(([f, v]) => [f, p.clear.some((c) => c.text === v) ? cardNumber() : v]));
    const twin = await plantOne(this.t, this.url, this.admin, p.m, p.variant, extra, p.field, p.mark.text);
    this.twinClear.push(...twin.clear);
    return twin;
  }

  /** The facts of a record as the admin reads it now (after a write). */
  async factsNow(m: ModuleUnderTest, id: number): Promise<RecordFacts | undefined> {
    const stored = await this.adminRecord(m, id);
    return stored && (await factsOf(this.t, this.url, this.admin, m, stored.datos));
  }

  /**
   * A write cell on a planted record: on a twin when the oracle lets the caller write it or the
   * write changes state (so the planted record stays as planted), checked against the admin's read.
   */
  async write(
    caller: Caller,
    p: Planted,
    may: (facts: RecordFacts) => boolean,
    build: (target: Planted, version: number, datos: Record<string, unknown>) => { method: Method; path: string; body?: unknown },
    options: { alwaysTwin?: boolean; deletes?: boolean } = {},
  ): Promise<void> {
    const allowed = may(p.facts);
    const target = allowed || options.alwaysTwin ? await this.twin(p) : p;
    const before = this.snapshots.get(target.id) ?? (await this.snapshot(p.m, target.id));
    const current = await this.adminRecord(p.m, target.id);
    // The body a client sends: the data it read (the admin's read here), with the card number in clear as typed.
    const datos = {
      ...(current?.datos ?? {}),
      ...Object.fromEntries(Object.entries(target.extra).filter(([f]) => target.clear.some((c) => c.text === target.extra[f]))),
    };
    const { method, path, body } = build(target, current?.version ?? 1, datos);
    const { request, answer } = await this.send(caller, method, path, body);
    const after = await this.snapshot(p.m, target.id);
    this.snapshots.set(target.id, after);
    const factsAfter = answer.status < 300 && !options.deletes ? await this.factsNow(p.m, target.id) : undefined;
    const leaks = writeLeaks({
      status: answer.status,
      body: answer.body,
      hidden: this.hidden(caller),
      what: `${p.m.name}/${p.variant}`,
      mayBefore: allowed,
      mayAfter: factsAfter && may(factsAfter),
      storedAfterRefusal: answer.status >= 300 && after !== before,
    });
    this.record(caller, { request: `${request} (${p.m.name}/${p.variant}${target === p ? '' : ', gemelo'})`, answer, leaks });
  }

  /** A create cell: the body of a variant's reach; a refused one must leave no record holding its marker. */
  async create(
    caller: Caller,
    m: ModuleUnderTest,
    path: string,
    extra: Record<string, unknown>,
    variant: string,
    wrap: (datos: Record<string, unknown>) => unknown = (datos) => ({ datos }),
  ): Promise<void> {
    const marker = sentinelText('alta');
    const datos = await createBody(this.t, m, extra, marker);
    const scope = scopeOf(caller, m.config);
    // A scoped caller's record is owned by their account whatever the body says (record scope).
    const asSent = await factsOf(this.t, this.url, this.admin, m, datos);
    const facts = scope.kind === 'account' ? { ...asSent, owner: scope.account } : asSent;
    const allowed = mayWrite(caller, m.config, facts, this.world.teams.own);
    const { request, answer } = await this.send(caller, 'POST', path, wrap(datos));
    let mayAfter: boolean | undefined;
    let stored = false;
    if (answer.status < 300) {
      const id = Number((JSON.parse(answer.body) as { id?: number }).id);
      const now = Number.isSafeInteger(id) ? await this.factsNow(m, id) : undefined;
      mayAfter = now && mayWrite(caller, m.config, now, this.world.teams.own);
    } else stored = await this.holds(m, marker);
    const leaks = writeLeaks({
      status: answer.status,
      body: answer.body,
      hidden: this.hidden(caller),
      what: `${m.name} (alta ${variant})`,
      mayBefore: allowed,
      mayAfter,
      storedAfterRefusal: stored,
    });
    this.record(caller, { request: `${request} (alta ${variant})`, answer, leaks });
  }

  /** Whether the admin finds a record of the module holding `marker` (the list's text search). */
  async holds(m: ModuleUnderTest, marker: string): Promise<boolean> {
    const answer = await call(this.url, this.admin, 'GET', `${m.base}?texto=${encodeURIComponent(marker)}`);
    return answer.status === 200 && answer.body.includes(marker);
  }
}

/** Texts the caller may not see: sentinels of records (and names of their files) they may not read, and every clear card number. */
export function hiddenFrom(caller: Caller, planted: readonly Planted[], files: readonly PlantedFile[], teamId: number): Mark[] {
  const readable = (p: Planted) => mayRead(caller, p.m.config, p.facts, teamId);
  return [...planted, ...files.map((f) => f.record)]
    .flatMap((p) => [...(readable(p) ? [] : [p.mark]), ...p.clear])
    .concat(files.filter((f) => !readable(f.record)).map((f) => f.mark));
}

const fill = (path: string, values: Readonly<Record<string, string | number>>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));

/** The module routes of one module for one caller. */
async function moduleCells(probe: Probe, caller: Caller, m: ModuleUnderTest, doc: OpenApi, handled: Set<string>): Promise<void> {
  const own = probe.planted.filter((p) => p.m.name === m.name);
  const teamId = probe.world.teams.own;
  const writeOk = (facts: RecordFacts) => mayWrite(caller, m.config, facts, teamId);
  const listSearch = 'texto=Sentinela';
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path !== m.base && !path.startsWith(`${m.base}/`)) continue;
    for (const method of Object.keys(item).map((k) => k.toUpperCase() as Method)) {
      const key = `${method} ${path}`;
      handled.add(key);
      const rest = path.slice(m.base.length);
      if (method === 'GET' && rest === '') {
        await probe.read(caller, 'GET', `${m.base}?${listSearch}`, undefined);
        // The list filtered by each link a planted record holds (a card's account: the team rule reads it).
        for (const p of own)
          for (const f of m.config.list.filters)
            if (f.field && typeof p.facts.datos[f.field] === 'number')
              await probe.read(caller, 'GET', `${m.base}?${f.name}=${String(p.facts.datos[f.field])}`, undefined);
      } else if (method === 'GET' && rest.startsWith('/exportar/')) {
        await probe.read(caller, 'GET', `${path}?${listSearch}`, undefined);
      } else if (method === 'GET' && rest === '/existe') {
        for (const p of own) await probe.read(caller, 'GET', `${path}?campo=${p.field}&valor=${encodeURIComponent(p.mark.text)}`, undefined, { lookupOf: p });
      } else if (method === 'POST' && rest === '/coincide') {
        for (const p of own) await probe.read(caller, 'POST', path, { valores: { [p.field]: p.mark.text } }, { lookupOf: p });
      } else if (method === 'POST' && rest === '/buscar') {
        await probe.read(caller, 'POST', path, { busqueda: { filtro: 'Sentinela' } });
        for (const p of own) await probe.read(caller, 'POST', path, { busqueda: { id: p.id } });
      } else if (method === 'POST' && rest === '/calcular') {
        await probe.read(caller, 'POST', path, { datos: await createBody(probe.t, m, own[0]?.extra ?? {}, sentinelText('calculo')) });
      } else if (method === 'POST' && rest === '') {
        for (const p of own) await probe.create(caller, m, path, p.extra, p.variant);
      } else if (method === 'GET' && /^\/\{id\}(\/historial)?$/.test(rest)) {
        for (const p of own) await probe.read(caller, 'GET', fill(path, { id: p.id }), undefined, { record: p });
      } else if (method === 'POST' && rest.startsWith('/{id}/revelar/')) {
        for (const p of own)
          for (const [field] of Object.entries(m.module.schema.properties).filter(([, pr]) => (pr as Record<string, unknown>)['x-encrypted']))
            await probe.read(caller, 'POST', fill(path, { id: p.id, campo: field }), undefined, { record: p, revealOf: p });
      } else if (method === 'PUT' && rest === '/{id}') {
        for (const p of own)
          await probe.write(caller, p, writeOk, (target, version, datos) => ({ method, path: fill(path, { id: target.id }), body: { version, datos } }));
        // A write out of scope, over HTTP: the record in reach moved to the values of the one out of reach (every scope field).
        const inside = own.find((p) => p.variant === 'dentro');
        const outside = own.find((p) => p.variant === 'fuera');
        if (inside && outside) {
          const moved = Object.fromEntries(
            scopeFieldsOf(m)
              .filter((f) => f in outside.facts.datos)
              .map((f) => [f, outside.facts.datos[f]]),
          );
          await probe.write(
            caller,
            inside,
            writeOk,
            (target, version, datos) => ({ method, path: fill(path, { id: target.id }), body: { version, datos: { ...datos, ...moved } } }),
            { alwaysTwin: true },
          );
        }
      } else if (method === 'DELETE' && rest === '/{id}') {
        for (const p of own)
          await probe.write(caller, p, writeOk, (target, version) => ({ method, path: fill(path, { id: target.id }), body: { version } }), {
            alwaysTwin: true,
            deletes: true,
          });
      } else if (method === 'POST' && rest === '/{id}/vigente') {
        for (const p of own)
          await probe.write(caller, p, writeOk, (target, version) => ({ method, path: fill(path, { id: target.id }), body: { version } }), {
            alwaysTwin: true,
          });
      } else if (method === 'POST' && /^\/\{id\}\/(alternar|anular)\/\{campo\}$/.test(rest)) {
        const kind = rest.includes('/anular/') ? 'annul' : 'toggle';
        const fields = new Set(
          probe.t.config.screens.flatMap((s) =>
            s.kind === 'list' && s.module === m.name ? (s.rowActions ?? []).flatMap((a) => (a.kind === kind ? [a.field] : [])) : [],
          ),
        );
        for (const campo of [...fields, 'noDeclarado']) {
          const fieldGuard = (m.module.schema.properties[campo] as { 'x-access'?: { write?: ModuleConfig['access']['write'] } } | undefined)?.['x-access']
            ?.write;
          // A row action writes one field: the record's write rule and that field's own; an undeclared field is nobody's.
          const may = (facts: RecordFacts) => fields.has(campo) && writeOk(facts) && (!fieldGuard || passes(caller, fieldGuard, facts, teamId));
          for (const p of own)
            await probe.write(caller, p, may, (target, version) => ({ method, path: fill(path, { id: target.id, campo }), body: { version } }), {
              alwaysTwin: true,
            });
        }
      } else {
        handled.delete(key);
      }
    }
  }
  // The module's named save routes (ACC-34, ACC-35): the module's create or update.
  for (const route of m.config.saveRoutes ?? []) {
    if (!doc.paths[route.path]) continue;
    handled.add(`POST ${route.path}`);
    const pick = (datos: Record<string, unknown>) =>
      route.fields ? Object.fromEntries(Object.entries(datos).filter(([f]) => route.fields!.includes(f))) : datos;
    for (const p of own) await probe.create(caller, m, route.path, p.extra, p.variant, (datos) => ({ datos: pick(datos) }));
    if (route.mode === 'save')
      for (const p of own)
        await probe.write(caller, p, writeOk, (target, version, datos) => ({ method: 'POST', path: route.path, body: { id: target.id, version, datos } }));
  }
  // Transitions: their own guard on the record, inside the record scope.
  for (const transition of m.config.transitions ?? []) {
    const paths = [
      transitionPath(m.name, transition).replace(':id', '{id}'),
      ...Object.entries(LEGACY_TRANSITIONS)
        .filter(([, [mod, name]]) => mod === m.name && name === transition.name)
        .map(([legacy]) => legacy),
    ];
    const may = (facts: RecordFacts) => mayRead(caller, m.config, facts, teamId) && passes(caller, transition.access, facts, teamId);
    for (const path of paths.filter((p) => doc.paths[p])) {
      handled.add(`POST ${path}`);
      for (const p of own)
        await probe.write(
          caller,
          p,
          may,
          (target, version) => ({
            method: 'POST',
            path: path.includes('{id}') ? fill(path, { id: target.id }) : path,
            body: path.includes('{id}') ? { version, ...(transition.reason ? { motivo: 'Prueba de la sonda' } : {}) } : { id: target.id, version },
          }),
          { alwaysTwin: true },
        );
    }
  }
}

/** Values for the path and query parameters of the routes outside the modules, from the planted records. */
function otherRequests(probe: Probe, method: Method, path: string): Array<{ path: string; body?: unknown }> {
  const cuentas = probe.planted.filter((p) => p.m.name === 'cuenta');
  const documentos = [...new Set(probe.planted.map((p) => p.facts.datos.documento).filter((d): d is string => typeof d === 'string'))];
  const values: Record<string, Array<string | number>> = {
    token: ['demo-pasajeros', 'demo-vigente'],
    id: path.startsWith('/api/logos')
      ? ['predeterminado']
      : path.startsWith('/api/usuario')
        ? ['usr-admin', 'usr-externo']
        : path.startsWith('/api/archivos')
          ? ['no-existe']
          : cuentas.map((p) => p.id),
    combo: ['equipos', 'vendedores'],
    modulo: modulesOf(probe.t).map((m) => m.name),
    // The planted records' documents, and documents in the shape the registers take (a CUIT, a DNI).
    documento: [...documentos, '30712345604', '20123456786', '12345678'],
    estado: [1, 2],
  };
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  let paths = [path];
  for (const name of names) paths = paths.flatMap((p) => (values[name] ?? ['1']).map((v) => p.replace(`{${name}}`, encodeURIComponent(String(v)))));
  const query: Record<string, string> = {
    '/api/sesion': 'ruta=/tarjetas',
    '/api/getDataCombos': 'combos=equipos',
    '/api/direcciones/sugerencias': 'texto=Florida',
  };
  return paths.map((p) => ({ path: query[path] ? `${p}?${query[path]}` : p, body: method === 'GET' ? undefined : {} }));
}

/** A multipart upload as the file widget sends it (uploadTarget.ts), of a one-page PDF. */
async function upload(probe: Probe, caller: Caller): Promise<void> {
  const body = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  body.append('archivo[]', new Blob([pdf], { type: 'application/pdf' }), 'sonda.pdf');
  body.append('app', '17');
  body.append('prefijo', '');
  body.append('carpeta', 'general');
  const res = await fetch(`${probe.url}/api/archivos`, { method: 'POST', body, headers: caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {} });
  const answer = { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
  probe.record(caller, { request: 'POST /api/archivos', answer, leaks: readLeaks({ status: answer.status, body: answer.body, hidden: probe.hidden(caller) }) });
}

/** Runs part 1. */
export async function runApiMatrix(
  t: TestApp,
  url: string,
  world: World,
  planted: readonly Planted[],
  files: readonly PlantedFile[],
  log: (line: string) => void,
): Promise<MatrixResult> {
  const doc = JSON.parse((await call(url, undefined, 'GET', '/api/openapi.json')).body) as OpenApi;
  const probe = new Probe(t, url, world, planted, files);
  const all = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  (probe.result as { operations: number }).operations = all.length;
  const handled = new Set<string>();
  // The control of "a refused create stored nothing": the admin's text search finds every planted record by its sentinel.
  for (const p of planted)
    if (!(await probe.holds(p.m, p.mark.text)))
      throw new Error(`La búsqueda de ${p.m.name} no encuentra el centinela de ${p.variant}: la sonda no podría ver un alta rechazada que se guardó.`);
  for (const caller of world.callers) {
    const started = Date.now();
    for (const m of modulesOf(t)) await moduleCells(probe, caller, m, doc, handled);
    for (const key of all) {
      const [method, path] = key.split(' ') as [Method, string];
      if (path.startsWith('/api/modulos/') || handled.has(key)) continue;
      if (key === 'POST /api/archivos') {
        await upload(probe, caller);
        continue;
      }
      // A file is read through the record it is attached to.
      if (path.startsWith('/api/archivos/{id}')) {
        for (const file of files) await probe.read(caller, method, fill(path, { id: file.id }), undefined, { record: file.record });
        continue;
      }
      // Every other route is a read or an action of the session (cuentaProspectToken): never a 5xx, never a text out of reach.
      for (const request of otherRequests(probe, method, path)) await probe.read(caller, method, request.path, request.body);
    }
    const tally = probe.result.tallies.get(caller.name);
    log(`  ${caller.name}: ${tally?.cells ?? 0} celdas, ${tally?.leaks ?? 0} fugas, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  probe.result.skipped.push(...all.filter((key) => key.split(' ')[1].startsWith('/api/modulos/') && !handled.has(key)));
  return probe.result;
}
