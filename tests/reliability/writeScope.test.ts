/**
 * R1, writes that would move a record out of the writer's scope (issue 19, defect 1), generated
 * from the registry and screens.config.json: for every module, every record field its guards or
 * record scope read (team fields, dotted through a link; `userIs`; the owner links of a
 * `writeFollowsOwner` guard; the scope's owner field), every demo user and one user per record
 * clause (support/recordClauseUsers.ts) who may write a record of theirs, and a value of that field
 * that would leave the record outside their reach (another team, another owner, another person,
 * another account), the hand-kept oracle deciding which values do. The update is refused (403/404)
 * and the stored row is as it was (data, version, owner, history); a create with the same values is
 * refused and stores nothing. Each cell has a control: the admin's same write is accepted, so the
 * refusal is about the scope, never about a body the test got wrong. A scoped user's owner field
 * is the server's to set (recordScope.ts): their write is refused, or stored with their own account.
 * The module's named save routes (`saveRoutes`, mode `save`) carry the same update and create.
 * Token-mode sessions (the demo tokens `demo-pasajeros`, bound to an account and an opportunity, and
 * `demo-vigente`, bound to none) are writers too: moving their record to another account or
 * opportunity is refused, nothing stored (their scope's opportunity field is a scope field).
 *
 * Then every write route of every module on a record outside the caller's write scope (the same
 * callers): the update, `vigente`, the declared row actions (`alternar`, `anular`), the delete where
 * the module allows it, the transitions (their own guard) and the named save routes with an id,
 * each refused (403/404) with nothing stored (data, version, owner, history), and the admin's
 * identical request as the control, which succeeds and stores its change. A caller the route's
 * guard keeps out of every record meets it once per route (the server refuses before reading the
 * record); a caller who may pass on some record meets every record of another scope.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldFields, type Guard } from '../../engine/core/permissions';
import { transitionPath } from '../../engine/core/transitions';
import { ownerFieldValue } from '../../engine/core/recordScope';
import type { TestApp } from '../api/helpers/testApp';
import { DEMO_HOLDERS, holderMayPassOnSomeRecord, type Holder } from './support/accessOracle';
import { createRecord, minimalDatos, modulesOf, writableTextFields, type ModuleUnderTest, type StoredRecord } from './support/moduleCatalog';
import { startReliabilityApp } from './support/reliabilityApp';
import { addRecordClauseUsers } from './support/recordClauseUsers';
import {
  freshLinked,
  linkTarget,
  mayWrite,
  personPaths,
  reachExtra,
  recordCount,
  scopeFieldsOf,
  scopedHolder,
  storedState,
  teamPaths,
  teamValue,
  teamsOf,
  tokenFieldsOf,
  viewOf,
  type Teams,
} from './support/scopeWorld';
import { tempTokenHash } from '../../server/session/tempTokens';

let t: TestApp;
let teams: Teams;
let holders: Record<string, Holder>;
/** The token-mode callers by name: the bearer they send (a demo temporary token, README). */
const bearers: Record<string, string> = {};

/** The demo temporary tokens as token-mode holders: their account and opportunity as seeded. */
async function tokenHolders(): Promise<Record<string, Holder>> {
  const out: Record<string, Holder> = {};
  for (const token of ['demo-pasajeros', 'demo-vigente']) {
    const row = await t.db.selectFrom('temp_tokens').select(['cuenta', 'oportunidad']).where('token_hash', '=', tempTokenHash(token)).executeTakeFirstOrThrow();
    const cuenta = row.cuenta === null ? null : String(row.cuenta);
    bearers[`token:${token}`] = token;
    out[`token:${token}`] = {
      roles: [],
      areas: {},
      token: { cuenta, oportunidad: row.oportunidad === null ? null : Number(row.oportunidad) },
      ...(cuenta ? { account: cuenta } : {}),
    };
  }
  // demo-pasajeros is the token bound to an account and an opportunity: without them the token cells test nothing.
  expect(out['token:demo-pasajeros'].token?.oportunidad).not.toBeNull();
  return out;
}

beforeAll(async () => {
  t = await startReliabilityApp();
  teams = await teamsOf(t);
  holders = {
    ...DEMO_HOLDERS,
    ...(await addRecordClauseUsers(
      t,
      modulesOf(t).flatMap((m) => [m.config.access.read, m.config.access.write]),
      teams.own,
    )),
    ...(await tokenHolders()),
  };
});
afterAll(async () => {
  await t?.close();
});

/** A change of the record's data: fields set, fields dropped (undefined). */
type Change = Record<string, unknown>;

const applied = (datos: Record<string, unknown>, change: Change) =>
  Object.fromEntries(Object.entries({ ...datos, ...change }).filter(([, v]) => v !== undefined));

/** The datos that put the other team behind every dotted team path read through `link`. */
function otherTeamThrough(m: ModuleUnderTest, link: string): Record<string, unknown> {
  const target = linkTarget(t, m, link);
  const paths = [m.config.access.read, m.config.access.write].flatMap(teamPaths).filter((p) => p.startsWith(`${link}.`));
  return target ? Object.fromEntries(paths.map((p) => [p.slice(link.length + 1), teamValue(target, p.slice(link.length + 1), teams.other)])) : {};
}

/** The values of `field` a write could give: another linked record (of another team), another team, another owner link, another account. */
async function candidatesOf(m: ModuleUnderTest, field: string): Promise<Array<{ label: string; change: Change }>> {
  const property = m.module.schema.properties[field] as Record<string, unknown>;
  const out: Array<{ label: string; change: Change }> = [];
  if (property['x-link']) {
    out.push({ label: `${field}→otro`, change: { [field]: await freshLinked(t, m, field, otherTeamThrough(m, field)) } });
    // An owner link (`set` clause): the record handed to another kind of owner.
    if (heldFields(m.config.access.write).includes(field)) {
      for (const other of heldFields(m.config.access.write).filter((g) => g !== field && linkTarget(t, m, g))) {
        out.push({ label: `${field}→${other}`, change: { [field]: undefined, [other]: await freshLinked(t, m, other, otherTeamThrough(m, other)) } });
      }
    }
  } else if (property.type === 'array') out.push({ label: `${field}→otro equipo`, change: { [field]: teamValue(m, field, teams.other) } });
  else out.push({ label: `${field}→otra cuenta`, change: { [field]: ownerFieldValue(property, '987654321') } });
  return out;
}

/** The records a writer reaches: their reach (support/scopeWorld.ts), and one per owner link of a `writeFollowsOwner` guard. */
async function subjectExtras(m: ModuleUnderTest, holder: Holder): Promise<Array<{ label: string; extra: Change }>> {
  const reach = await reachExtra(t, m, holder, teams);
  const owners = heldFields(m.config.access.write).filter((f) => linkTarget(t, m, f));
  const out = [{ label: 'alcance', extra: reach }];
  for (const owner of owners) {
    const ownTeam = Object.fromEntries(Object.entries(otherTeamThrough(m, owner)).map(([f]) => [f, teamValue(linkTarget(t, m, owner)!, f, teams.own)]));
    out.push({
      label: `dueño ${owner}`,
      extra: { ...reach, ...Object.fromEntries(owners.map((o) => [o, undefined])), [owner]: await freshLinked(t, m, owner, ownTeam) },
    });
  }
  return out;
}

const ownerOf = async (id: number) => (await t.db.selectFrom('records').select('owner_account').where('id', '=', id).executeTakeFirstOrThrow()).owner_account;

/** A request as `user` sends it: a demo user's access token, or a token-mode session's temporary token. */
const call = (user: string, options: InjectOptions): Promise<LightMyRequestResponse> =>
  bearers[user] ? t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${bearers[user]}` } }) : t.as(user, options);

/** The module's named save routes that update a record by id or create one (`saveRoutes` of mode `save`, whole record). */
const savePaths = (m: ModuleUnderTest) => (m.config.saveRoutes ?? []).filter((r) => r.mode === 'save' && !r.fields).map((r) => r.path);

describe("R1 a write cannot move a record out of the writer's scope (issue 19, defect 1), generated", () => {
  it('every scope field × every writer × a value outside their reach: update and create refused, nothing stored', async () => {
    const failures: string[] = [];
    const cells: Record<string, number> = {};
    let tokenCells = 0;
    for (const m of modulesOf(t)) {
      const fields = [...new Set([...scopeFieldsOf(m), ...tokenFieldsOf(m)])];
      if (!fields.length) continue;
      const started = Date.now();
      const candidates = new Map<string, Array<{ label: string; change: Change }>>();
      for (const field of fields) candidates.set(field, await candidatesOf(m, field));
      const ownerField = m.config.recordScope?.ownerField;
      for (const [user, holder] of Object.entries(holders)) {
        for (const subject of await subjectExtras(m, holder)) {
          const probe = await createRecord(t, 'admin', m, subject.extra);
          const probeOwner = await ownerOf(probe.id);
          if (!mayWrite(m, holder, await viewOf(t, m, probe.datos, probeOwner), teams)) continue;
          let probeUsed = false;
          for (const [field, list] of candidates) {
            for (const { label, change } of list) {
              // A scoped user's owner field is the server's to set; a token naming another account is refused.
              const forced = scopedHolder(m, holder) && !holder.token && field === ownerField;
              const afterOwner = scopedHolder(m, holder) ? (holder.account ?? null) : ownerField && field === ownerField ? String(change[field]) : probeOwner;
              const afterDatos = applied(probe.datos, forced ? { [field]: ownerFieldValue(m.module.schema.properties[field], holder.account ?? '') } : change);
              if (!forced && mayWrite(m, holder, await viewOf(t, m, afterDatos, afterOwner), teams)) continue;
              cells[m.name] = (cells[m.name] ?? 0) + 1;
              if (holder.token) tokenCells += 1;
              // The first cell writes on the probe, the next ones on fresh twins of it (the control changes the record).
              const record = probeUsed ? await createRecord(t, 'admin', m, subject.extra) : probe;
              probeUsed = true;
              const where = `${m.name}/${subject.label} ${user} ${label}`;
              const read = await call(user, { method: 'GET', url: `${m.base}/${record.id}` });
              if (read.statusCode !== 200) {
                failures.push(`${where}: the writer cannot read the record (${read.statusCode})`);
                continue;
              }
              const before = await storedState(t, record.id);
              const res = await call(user, {
                method: 'PUT',
                url: `${m.base}/${record.id}`,
                payload: { version: read.json().version, datos: applied(read.json().datos, change) },
              });
              const after = await storedState(t, record.id);
              // The same update through each named save route, before anything else changes the record.
              for (const path of forced ? [] : savePaths(m)) {
                const saved = await call(user, {
                  method: 'POST',
                  url: path,
                  payload: { id: record.id, version: read.json().version, datos: applied(read.json().datos, change) },
                });
                const state = await storedState(t, record.id);
                if (![403, 404].includes(saved.statusCode))
                  failures.push(`${where}: ${path} answered ${saved.statusCode} (expected 403/404) ${saved.body.slice(0, 160)}`);
                if (JSON.stringify(state) !== JSON.stringify(before))
                  failures.push(
                    `${where}: ${path} ${saved.statusCode} but stored (version ${before.version}→${state.version}, history ${before.history}→${state.history})`,
                  );
              }
              if (forced) {
                const own = ownerFieldValue(m.module.schema.properties[field], holder.account ?? '');
                const storedOwn =
                  res.statusCode === 200 && after.owner === holder.account && (JSON.parse(after.data) as Record<string, unknown>)[field] === own;
                const refused = [403, 404].includes(res.statusCode) && JSON.stringify(after) === JSON.stringify(before);
                if (!storedOwn && !refused)
                  failures.push(
                    `${where}: update ${res.statusCode}, stored owner ${after.owner} ${field}=${JSON.stringify((JSON.parse(after.data) as Record<string, unknown>)[field])} ${res.body.slice(0, 160)}`,
                  );
                continue;
              }
              if (![403, 404].includes(res.statusCode))
                failures.push(`${where}: update answered ${res.statusCode} (expected 403/404) ${res.body.slice(0, 160)}`);
              if (JSON.stringify(after) !== JSON.stringify(before))
                failures.push(
                  `${where}: update ${res.statusCode} but stored (version ${before.version}→${after.version}, history ${before.history}→${after.history}, owner ${before.owner}→${after.owner})`,
                );
              // The control: the admin, whom no scope limits, may make the same change (the body is valid).
              const adminRead = (await t.as('admin', { method: 'GET', url: `${m.base}/${record.id}` })).json();
              const control = await t.as('admin', {
                method: 'PUT',
                url: `${m.base}/${record.id}`,
                payload: { version: adminRead.version, datos: applied(adminRead.datos, change) },
              });
              if (control.statusCode !== 200)
                failures.push(`${where}: control (admin's same update) answered ${control.statusCode} ${control.body.slice(0, 160)}`);
              for (const path of savePaths(m)) {
                const again = (await t.as('admin', { method: 'GET', url: `${m.base}/${record.id}` })).json();
                const saved = await t.as('admin', {
                  method: 'POST',
                  url: path,
                  payload: { id: record.id, version: again.version, datos: applied(again.datos, change) },
                });
                if (saved.statusCode !== 200)
                  failures.push(`${where}: control (admin's same ${path}) answered ${saved.statusCode} ${saved.body.slice(0, 160)}`);
              }
              // A create with the same values.
              const datos = await minimalDatos(t, m, { ...subject.extra, ...change });
              const count = await recordCount(t, m);
              for (const url of [m.base, ...savePaths(m)]) {
                const created = await call(user, { method: 'POST', url, payload: { datos: applied(datos, {}) } });
                if (![403, 404].includes(created.statusCode))
                  failures.push(`${where}: create ${url} answered ${created.statusCode} (expected 403/404) ${created.body.slice(0, 160)}`);
                if ((await recordCount(t, m)) !== count) failures.push(`${where}: create ${url} answered ${created.statusCode} and a record was stored`);
              }
              for (const url of [m.base, ...savePaths(m)]) {
                // The admin's identical creates (a named save route answers 201 or 200 with the new id; its
                // record's other values fresh, since the first control holds any unique one).
                const same = url === m.base ? datos : await minimalDatos(t, m, { ...subject.extra, ...change });
                const createControl = await t.as('admin', { method: 'POST', url, payload: { datos: applied(same, {}) } });
                if (![200, 201].includes(createControl.statusCode))
                  failures.push(`${where}: control (admin's same create ${url}) answered ${createControl.statusCode} ${createControl.body.slice(0, 160)}`);
              }
            }
          }
        }
      }
      console.info(`writeScope ${m.name}: ${cells[m.name] ?? 0} cells, ${Date.now() - started} ms`);
    }
    const total = Object.values(cells).reduce((a, b) => a + b, 0);
    console.info(`writeScope: ${total} cells ${JSON.stringify(cells)}`);
    expect(failures, `${failures.length} failures in ${total} cells`).toEqual([]);
    // Every kind of scope field meets a writer it would move the record away from.
    expect(Object.keys(cells)).toEqual(expect.arrayContaining(['tarjeta', 'cuenta', 'cuentabancaria', 'contacto', 'pruebasgc']));
    // A token session moving its passenger to another account or opportunity (COP-OP02).
    expect(tokenCells).toBeGreaterThanOrEqual(2);
  });
});

/** One write route of a module on a record, and the request a client sends it (built once per record: caller and admin send the same). */
interface RecordRoute {
  readonly label: string;
  /** The guard the route decides by: the module's write guard, or a transition's own. */
  readonly guard: Guard | undefined;
  /** Whether the admin's request changes the record (an update changes a text field when the module has one). */
  readonly changes: boolean;
  /** Whether a token-mode session may call it at all (a transition never: transitionRoutes.ts). */
  readonly tokens: boolean;
  request(record: StoredRecord): InjectOptions;
}

let changeCount = 0;

/** The fields a module's row actions toggle or annul (list rows; annul also from the form's actions), as the server reads them. */
function actionFields(m: ModuleUnderTest, kind: 'toggle' | 'annul'): string[] {
  const fields = t.config.screens.flatMap((s) => [
    ...(s.kind === 'list' && s.module === m.name ? (s.rowActions ?? []).flatMap((a) => (a.kind === kind && a.field ? [a.field] : [])) : []),
    ...(kind === 'annul' && s.kind === 'form' && s.module === m.name ? (s.actions ?? []).flatMap((a) => (a.kind === 'annul' && a.field ? [a.field] : [])) : []),
  ]);
  return [...new Set(fields)];
}

/** Every write route of the module on one record: update, vigente, row actions, delete, transitions, named save routes by id. */
function recordRoutesOf(m: ModuleUnderTest): RecordRoute[] {
  const write = m.config.access.write;
  const scopeFields = new Set([...scopeFieldsOf(m), ...tokenFieldsOf(m)]);
  const text = writableTextFields(m).find((f) => !scopeFields.has(f));
  const changed = (datos: Record<string, unknown>) => (text ? { ...datos, [text]: `Prueba cambio ${++changeCount}` } : datos);
  const onRecord = (label: string, method: 'POST' | 'DELETE', path: string, guard = write, tokens = true): RecordRoute => ({
    label,
    guard,
    changes: true,
    tokens,
    request: (r) => ({ method, url: path.replace(':id', String(r.id)), payload: { version: r.version } }),
  });
  const routes: RecordRoute[] = [
    {
      label: 'PUT /:id',
      guard: write,
      changes: !!text,
      tokens: true,
      request: (r) => ({ method: 'PUT', url: `${m.base}/${r.id}`, payload: { version: r.version, datos: changed(r.datos) } }),
    },
    onRecord('POST /:id/vigente', 'POST', `${m.base}/:id/vigente`),
    ...actionFields(m, 'toggle').map((f) => onRecord(`POST /:id/alternar/${f}`, 'POST', `${m.base}/:id/alternar/${f}`)),
    ...actionFields(m, 'annul').map((f) => onRecord(`POST /:id/anular/${f}`, 'POST', `${m.base}/:id/anular/${f}`)),
    ...(m.config.delete ? [onRecord('DELETE /:id', 'DELETE', `${m.base}/:id`)] : []),
    ...(m.config.transitions ?? []).map((tr) => onRecord(`transición ${tr.name}`, 'POST', transitionPath(m.name, tr), tr.access, false)),
  ];
  for (const path of savePaths(m)) {
    routes.push({
      label: `POST ${path} (id)`,
      guard: write,
      changes: !!text,
      tokens: true,
      request: (r) => ({ method: 'POST', url: path, payload: { id: r.id, version: r.version, datos: changed(r.datos) } }),
    });
  }
  return routes;
}

/**
 * The records the route cells run on: one nobody's reach holds, and the reach of each kind of
 * caller the module tells apart (their staff contact, their account, their token's opportunity; the
 * demo team in every team field; each owner link of a `writeFollowsOwner` guard). Extra datos only:
 * each route gets fresh records, since the admin's control changes (or removes) them.
 */
async function routeSubjects(m: ModuleUnderTest): Promise<Array<{ label: string; extra: Change }>> {
  const guards = [m.config.access.read, m.config.access.write];
  const person = guards.some((g) => personPaths(g).length > 0);
  const owner = !!m.config.recordScope?.ownerField;
  const out: Array<{ label: string; extra: Change }> = [{ label: 'fuera de todo alcance', extra: {} }];
  const seen = new Set<string>([JSON.stringify({})]);
  const shapes = new Set<string>();
  for (const [user, holder] of Object.entries(holders)) {
    const shape = JSON.stringify([person ? (holder.contactId ?? null) : null, owner ? (holder.account ?? null) : null, holder.token?.oportunidad ?? null]);
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    for (const subject of await subjectExtras(m, holder)) {
      const key = JSON.stringify(subject.extra);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ label: `${subject.label} de ${user}`, extra: subject.extra });
    }
  }
  return out;
}

describe("R1 every write route refuses a record outside the caller's write scope and stores nothing (issue 19, defect 1), generated", () => {
  it("every module × write route × caller × record of another scope: 403/404, nothing stored; the admin's identical request stores", async () => {
    const failures: string[] = [];
    const cells: Record<string, number> = {};
    const routesSeen = new Set<string>();
    let tokenCells = 0;
    const started = Date.now();
    for (const m of modulesOf(t)) {
      const subjects = await routeSubjects(m);
      for (const route of recordRoutesOf(m)) {
        routesSeen.add(`${m.name} ${route.label}`);
        for (const [i, subject] of subjects.entries()) {
          const record = await createRecord(t, 'admin', m, subject.extra);
          const view = await viewOf(t, m, record.datos, await ownerOf(record.id));
          const request = route.request(record);
          const before = await storedState(t, record.id);
          for (const [user, holder] of Object.entries(holders)) {
            if (user === 'admin') continue;
            // Kept out of every record by the route's guard (or a token by the route): refused before the record is read, once per route.
            const everywhere = !holderMayPassOnSomeRecord(holder, route.guard) || (!!holder.token && !route.tokens);
            if (everywhere ? i > 0 : mayWrite(m, holder, view, teams, route.guard) && !(holder.token && !route.tokens)) continue;
            cells[m.name] = (cells[m.name] ?? 0) + 1;
            if (holder.token) tokenCells += 1;
            const where = `${m.name} ${route.label} on ${subject.label}, ${user}`;
            const res = await call(user, request);
            if (![403, 404].includes(res.statusCode)) failures.push(`${where}: answered ${res.statusCode} (expected 403/404) ${res.body.slice(0, 160)}`);
            const after = await storedState(t, record.id).catch(() => null);
            if (JSON.stringify(after) !== JSON.stringify(before))
              failures.push(`${where}: ${res.statusCode} but stored (${JSON.stringify(before)} → ${JSON.stringify(after)})`.slice(0, 400));
          }
          // The control: the admin's identical request succeeds and stores its change (or removes the record).
          const control = await call('admin', request);
          const stored = await storedState(t, record.id).catch(() => null);
          const changed = stored === null || stored.version > before.version;
          if (![200, 204].includes(control.statusCode) || (route.changes && !changed))
            failures.push(
              `${m.name} ${route.label} on ${subject.label}: control (admin's same request) answered ${control.statusCode}, changed ${changed} ${control.body.slice(0, 160)}`,
            );
        }
      }
    }
    const total = Object.values(cells).reduce((a, b) => a + b, 0);
    console.info(`writeScope routes: ${total} cells in ${Date.now() - started} ms ${JSON.stringify(cells)}`);
    expect(failures, `${failures.length} failures in ${total} cells`).toEqual([]);
    // Every kind of write route met callers it must refuse: row actions, delete, transitions, named save routes.
    expect([...routesSeen]).toEqual(
      expect.arrayContaining([
        'tarjeta POST /:id/anular/anulada',
        'tarjeta DELETE /:id',
        'cuentabancaria POST /:id/alternar/vigente',
        'proveedor transición autorizar',
        'cuenta POST /api/guardarCuenta (id)',
        'pruebasgc POST /:id/alternar/aprobado',
      ]),
    );
    expect(cells.contactooportunidad).toBeGreaterThan(0);
    expect(tokenCells).toBeGreaterThan(0);
  });
});
