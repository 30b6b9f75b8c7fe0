/**
 * What the scope classes of the suite (writeScope, scopeOracles) share: the seeded teams, the record
 * fields a module's guards and record scope read (team fields, dotted through a link, `userIs`,
 * owner links of `set` clauses, the scope's owner field), the values a guard reads through a link
 * (straight from the database), and the oracle's answer on whether a holder may read or write a
 * record as it is or as a write would leave it. Read from the registry and screens.config.json.
 */
import { heldFields, linkedGuardFields, type Guard, type GuardClause } from '../../../engine/core/permissions';
import { ownerFieldValue } from '../../../engine/core/recordScope';
import type { TestApp } from '../../api/helpers/testApp';
import { holderMayPassOnSomeRecord, holderPasses, type Holder } from './accessOracle';
import { createRecord, modulesOf, type ModuleUnderTest } from './moduleCatalog';
import { teamOfUser, teamsWithoutUsers } from '../../api/helpers/teams';

/** The demo team (the staff's, `Equipo Comercial`) and another seeded team nobody of the demo users is in. */
export interface Teams {
  readonly own: number;
  readonly other: number;
}

export async function teamsOf(t: TestApp): Promise<Teams> {
  const own = await teamOfUser(t.db, 'staff');
  const other = (await teamsWithoutUsers(t.db))[0];
  if (other === undefined) throw new Error('no hay un equipo sin usuarios en los datos de prueba');
  return { own, other };
}

type Property = Record<string, unknown> & { type?: string; items?: { type?: string } };

const propertyOf = (m: ModuleUnderTest, field: string) => m.module.schema.properties[field] as Property | undefined;

/** Team ids as the field stores them: numbers, or the codes of the team combo (text). */
export function teamValue(m: ModuleUnderTest, field: string, team: number): unknown[] {
  return [propertyOf(m, field)?.items?.type === 'string' ? String(team) : team];
}

/** The module a link field leads to, or undefined. */
export function linkTarget(t: TestApp, m: ModuleUnderTest, field: string): ModuleUnderTest | undefined {
  const kind = (propertyOf(m, field)?.['x-link'] as { kind?: string } | undefined)?.kind;
  const target = kind ? t.config.links?.[kind]?.module : undefined;
  return target ? modulesOf(t).find((x) => x.name === target) : undefined;
}

function clauseFields(guard: Guard | undefined, pick: (clause: GuardClause) => string | undefined): string[] {
  const of = (clause: GuardClause): string[] =>
    'allOf' in clause ? clause.allOf.flatMap(of) : 'anyOf' in clause ? clause.anyOf.flatMap(of) : [pick(clause)].filter((f): f is string => !!f);
  return guard?.anyOf.flatMap(of) ?? [];
}

/** The paths a guard's `teamOf` clauses read (`equipos`, `cuenta.equipos`). */
export const teamPaths = (guard: Guard | undefined) => clauseFields(guard, (c) => ('teamOf' in c ? c.teamOf : undefined));
/** The paths a guard's `userIs` clauses read. */
export const personPaths = (guard: Guard | undefined) => clauseFields(guard, (c) => ('userIs' in c ? c.userIs : undefined));

/**
 * The top-level record fields a write could change to move the record out of a writer's scope:
 * every field a `teamOf`/`userIs` clause reads (the link, for a dotted one), every owner link a
 * `set` clause asks about, the record scope's owner field. Read and write guards both.
 */
export function scopeFieldsOf(m: ModuleUnderTest): string[] {
  const guards = [m.config.access.read, m.config.access.write];
  const paths = guards.flatMap((g) => [...teamPaths(g), ...personPaths(g), ...heldFields(g)]);
  const fields = paths.map((p) => p.split('.')[0]);
  const owner = m.config.recordScope?.ownerField;
  return [...new Set([...fields, ...(owner ? [owner] : [])])].filter((f) => propertyOf(m, f) && !propertyOf(m, f)?.readOnly);
}

/** The values the module's dotted clauses read through the record's links, straight from the database. */
export async function linkedOf(t: TestApp, m: ModuleUnderTest, datos: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const f of [...linkedGuardFields(m.config.access.read), ...linkedGuardFields(m.config.access.write)]) {
    const id = Number(datos[f.link]);
    const row = Number.isSafeInteger(id) && id > 0 ? await t.db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirst() : undefined;
    values[f.path] = (row?.data as Record<string, unknown> | undefined)?.[f.field];
  }
  return values;
}

/** A record as the oracle judges it: its data, what its guards read through links, its owner account. */
export interface View {
  readonly datos: Readonly<Record<string, unknown>>;
  readonly linked: Readonly<Record<string, unknown>>;
  readonly owner: string | null;
}

export async function viewOf(t: TestApp, m: ModuleUnderTest, datos: Readonly<Record<string, unknown>>, owner: string | null): Promise<View> {
  return { datos, linked: await linkedOf(t, m, datos), owner };
}

/** Whether the holder is limited by the module's record scope (not exempt). */
export function scopedHolder(m: ModuleUnderTest, holder: Holder): boolean {
  return !!m.config.recordScope && !holderPasses(holder, m.config.recordScope.exempt);
}

function inScope(m: ModuleUnderTest, holder: Holder, view: View): boolean {
  if (holder.token) return tokenInScope(m, holder.token, view);
  return !scopedHolder(m, holder) || (!!holder.account && view.owner === holder.account);
}

/**
 * A token reaches only a module open to tokens of its binding, and there only records of its account whose
 * owner field and opportunity field hold the token's values (recordScope.ts).
 */
function tokenInScope(m: ModuleUnderTest, token: NonNullable<Holder['token']>, view: View): boolean {
  const scope = m.config.recordScope;
  if (!scope?.token || token.cuenta === null || view.owner !== token.cuenta) return false;
  const owner = scope.ownerField ? view.datos[scope.ownerField] : undefined;
  if (owner !== undefined && owner !== null && owner !== '' && String(owner) !== token.cuenta) return false;
  // Each token reaches only the module of its binding (decision 160): a trip's token the modules with an
  // opportunity field (its passengers), an account's token those without (its contacts).
  const field = scope.token.oportunidad;
  if (!field) return token.oportunidad === null;
  return token.oportunidad !== null && Number(view.datos[field]) === token.oportunidad;
}

/** The record fields a token session's scope holds to the token's values besides the owner field (its opportunity), for the module. */
export function tokenFieldsOf(m: ModuleUnderTest): string[] {
  const field = m.config.recordScope?.token?.oportunidad;
  return field ? [field] : [];
}

/** Whether the holder may read the record (the read guard on it, inside their record scope). */
export function mayRead(m: ModuleUnderTest, holder: Holder, view: View, teams: Teams): boolean {
  return inScope(m, holder, view) && holderPasses(holder, m.config.access.read, { datos: view.datos, linked: view.linked, teamId: teams.own });
}

/** Whether the holder may write the record (the write guard, or a transition's own guard, on it, inside their record scope). */
export function mayWrite(m: ModuleUnderTest, holder: Holder, view: View, teams: Teams, guard: Guard | undefined = m.config.access.write): boolean {
  return inScope(m, holder, view) && holderPasses(holder, guard, { datos: view.datos, linked: view.linked, teamId: teams.own });
}

/** Whether the holder may ask the module's record-less routes (list, `existe`): its read guard on some record. */
export function mayAskModule(m: ModuleUnderTest, holder: Holder): boolean {
  return holderMayPassOnSomeRecord(holder, m.config.access.read) && (!scopedHolder(m, holder) || !!holder.account);
}

/**
 * The extra datos of a record inside the holder's reach as far as the config lets it: the holder's
 * own account in the scope's owner field, the demo team in every team field (through a fresh linked
 * record for a dotted one), the holder's staff contact in every `userIs` field.
 */
export async function reachExtra(t: TestApp, m: ModuleUnderTest, holder: Holder, teams: Teams): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  const guards = [m.config.access.read, m.config.access.write];
  for (const path of new Set(guards.flatMap(teamPaths))) Object.assign(extra, await teamPathExtra(t, m, path, teams.own));
  if (holder.contactId !== undefined) for (const path of new Set(guards.flatMap(personPaths))) if (!path.includes('.')) extra[path] = holder.contactId;
  const ownerField = m.config.recordScope?.ownerField;
  if (ownerField && holder.account) extra[ownerField] = ownerFieldValue(m.module.schema.properties[ownerField], holder.account);
  // A token's opportunity (its account is `account` above).
  if (holder.token?.oportunidad != null) for (const field of tokenFieldsOf(m)) extra[field] = holder.token.oportunidad;
  return extra;
}

/** The datos that put `team` in a team path: the field itself, or, through a link, a fresh linked record holding it. */
export async function teamPathExtra(t: TestApp, m: ModuleUnderTest, path: string, team: number): Promise<Record<string, unknown>> {
  const dot = path.indexOf('.');
  if (dot < 0) return { [path]: teamValue(m, path, team) };
  const link = path.slice(0, dot);
  const target = linkTarget(t, m, link);
  if (!target) throw new Error(`${m.name}: la regla lee ${path} a través de un vínculo sin módulo`);
  const field = path.slice(dot + 1);
  return { [link]: await freshLinked(t, m, link, { [field]: teamValue(target, field, team) }) };
}

/**
 * The id of a record created (by admin) for the link field to name: as the field's link kind finds
 * it (its fixed filters, e.g. staff contacts are `personal`), plus `extra`.
 */
export async function freshLinked(t: TestApp, m: ModuleUnderTest, field: string, extra: Record<string, unknown> = {}): Promise<number> {
  const target = linkTarget(t, m, field);
  if (!target) throw new Error(`${m.name}.${field}: no es un vínculo a un módulo`);
  const kind = (propertyOf(m, field)?.['x-link'] as { kind: string }).kind;
  const filters = Object.entries(t.config.links?.[kind]?.filters ?? {}).filter(([f]) => f in target.module.schema.properties);
  // A link filter's value is text (a query parameter): read as the field's type (the staff kind's `cuenta` is an account id).
  const typed = (f: string, v: unknown) => {
    const type = (target.module.schema.properties[f] as { type?: unknown }).type;
    if (v === 'true' || v === 'false') return v === 'true';
    return (type === 'integer' || type === 'number') && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  };
  const fixed = Object.fromEntries(filters.map(([f, v]) => [f, typed(f, v)]));
  return (await createRecord(t, 'admin', target, { ...fixed, ...extra })).id;
}

/** The stored row (data, version, owner) and its history length: what a refused write must leave as it was. */
export async function storedState(t: TestApp, id: number) {
  const row = await t.db.selectFrom('records').select(['data', 'version', 'owner_account']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = await t.db
    .selectFrom('record_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('record_id', '=', id)
    .executeTakeFirstOrThrow();
  return { data: JSON.stringify(row.data), version: Number(row.version), owner: row.owner_account, history: Number(history.n) };
}

/** How many records the module holds. */
export async function recordCount(t: TestApp, m: ModuleUnderTest): Promise<number> {
  const row = await t.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('module', '=', m.module.name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
