/**
 * Permission model (ROL-*): roles compared case-insensitively, ROLE_ADMINISTRADOR implying
 * ROLE_GRUPOS, per-area records giving 'r' or 'w'. One evaluation used by the route guard, the
 * read-only modes of the UI and the API.
 */
import { ROLE_AREA_LEVELS } from './accessCatalogue';
import type { Level } from './accessLevel';
import type { Guard, GuardClause } from './screenConfig.generated';

export type { Level };

/** A per-area permission record as stored (ROL-09, ROL-10). */
export interface AreaPermission {
  readonly area: string;
  readonly vigente: boolean;
  readonly escritura: boolean;
  /** Extra flags of SGC (prepara/revisa/aprueba) and supplier evaluation. */
  readonly flags?: Readonly<Record<string, boolean>>;
}

/** What a temporary `?token=` access is for (TOK-03, TOK-06): the account and, for one trip, the opportunity (record ids). */
export interface TokenClaims {
  readonly cuenta: number | null;
  readonly oportunidad: number | null;
  /** The display names of the token's account and opportunity by record id, told with the session (the token reads neither module). */
  readonly nombres?: Readonly<Record<string, string>>;
}

/** Who is asking: everything a guard may look at. */
export interface Principal {
  /** A token-mode session's claims (Home token mode, COP-OP02); absent for a signed-in user. */
  readonly token?: TokenClaims | null;
  readonly userId: number;
  readonly username: string;
  readonly roles: readonly string[];
  readonly permissions: readonly AreaPermission[];
  /** Agency account of an external user (record scope). */
  readonly accountId?: string | null;
  /** That account's display name, told with the session (the user may not read the accounts: a link to it shows this). */
  readonly accountName?: string | null;
  readonly teams?: readonly number[];
  /**
   * The staff contact that is this user (the person a record names as its preparer, SGC-54, or
   * assignee, ACN-OP01; staff contacts are the records of `company.staffLink`'s kind, decision 161). Null or absent: the
   * user is nobody's preparer or assignee, so `userIs` clauses deny.
   */
  readonly contactId?: number | null;
  /**
   * Back-end settings a guard may name (`holdsSetting`): e.g. the agency team id (ACC-41,
   * ACC-OP14), configured on the server and told to the browser with the session.
   */
  readonly settings?: Readonly<Record<string, string | number | null>>;
}

/** A guard and its clauses: part of the screen config's shape, generated from its meta-schema. */
export type { Guard, GuardClause } from './screenConfig.generated';

/** The record a record-relative clause looks at (its data fields). */
export type GuardRecord = Readonly<Record<string, unknown>>;

export const ADMIN_ROLE = 'ROLE_ADMINISTRADOR';

/** Roles as the user effectively holds them: upper case, with implied roles added (ROL-02, ROL-03). */
export function effectiveRoles(roles: readonly string[]): Set<string> {
  const set = new Set(roles.map((role) => role.trim().toUpperCase()));
  if (set.has(ADMIN_ROLE)) set.add('ROLE_GRUPOS');
  return set;
}

/** Case-insensitive role check (ROL-02). */
export function hasRole(principal: Pick<Principal, 'roles'>, role: string): boolean {
  return effectiveRoles(principal.roles).has(role.toUpperCase());
}

/**
 * 'w', 'r' or null for an area (ROL-10); a non-vigente record gives nothing. A role may imply a level
 * on an area without a record (ROL-OP03, `ROLE_AREA_LEVELS`).
 */
export function areaLevel(principal: Pick<Principal, 'permissions'> & Partial<Pick<Principal, 'roles'>>, area: string): Level | null {
  let level: Level | null = null;
  for (const role of effectiveRoles(principal.roles ?? [])) {
    for (const implied of ROLE_AREA_LEVELS[role] ?? []) {
      if (implied.area.toLowerCase() !== area.toLowerCase()) continue;
      if (implied.level === 'w') return 'w';
      level = 'r';
    }
  }
  for (const record of principal.permissions) {
    if (record.area.toLowerCase() !== area.toLowerCase() || !record.vigente) continue;
    if (record.escritura) return 'w';
    level = 'r';
  }
  return level;
}

/** Ids a record field holds (teams, linked people): an id, a list of ids, or linked rows `{ id }` (`eliminar` rows do not count). */
function idsIn(value: unknown): number[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.flatMap((item) => {
    if (item && typeof item === 'object') {
      const row = item as { id?: unknown; eliminar?: unknown };
      return row.eliminar === true ? [] : idsIn(row.id);
    }
    const id = Number(item);
    return Number.isInteger(id) ? [id] : [];
  });
}

/** A value a record field holds: not missing, null, an empty text or an empty list. */
function holds(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function clausePasses(principal: Principal, clause: GuardClause, record?: GuardRecord): boolean {
  if ('allOf' in clause) return clause.allOf.length > 0 && clause.allOf.every((c) => clausePasses(principal, c, record));
  if ('anyOf' in clause) return clause.anyOf.some((c) => clausePasses(principal, c, record));
  if ('set' in clause) return !!record && holds(record[clause.field]) === clause.set;
  if ('teamOf' in clause) {
    if (!record) return false;
    const mine = new Set(principal.teams ?? []);
    return idsIn(record[clause.teamOf]).some((id) => mine.has(id));
  }
  if ('userIs' in clause) {
    const me = principal.contactId;
    return !!record && typeof me === 'number' && idsIn(record[clause.userIs]).includes(me);
  }
  if ('equals' in clause) return !!record && record[clause.field] === clause.equals;
  if ('differs' in clause) return !!record && record[clause.field] !== clause.differs;
  if ('holdsSetting' in clause) {
    const setting = principal.settings?.[clause.holdsSetting];
    // An unset setting is held by no record: the clause denies (deny by default).
    return !!record && setting !== null && setting !== undefined && idsIn(record[clause.field]).includes(Number(setting));
  }
  if ('token' in clause) return !!principal.token;
  if ('role' in clause) return hasRole(principal, clause.role);
  if ('level' in clause) {
    const level = areaLevel(principal, clause.area);
    return clause.level === 'r' ? level !== null : level === 'w';
  }
  return principal.permissions.some(
    (record) => record.area.toLowerCase() === clause.area.toLowerCase() && record.vigente && record.flags?.[clause.flag] === true,
  );
}

/** Evaluates a guard, for a given record when it has record clauses (`teamOf`, `userIs`); a missing guard denies. */
export function canAccess(principal: Principal | null | undefined, guard: Guard | undefined, record?: GuardRecord): boolean {
  if (!principal || !guard) return false;
  return guard.anyOf.some((clause) => clausePasses(principal, clause, record));
}

function someClause(guard: Guard | undefined, test: (clause: GuardClause) => boolean): boolean {
  const visit = (clause: GuardClause): boolean =>
    test(clause) || ('allOf' in clause && clause.allOf.some(visit)) || ('anyOf' in clause && clause.anyOf.some(visit));
  return !!guard && guard.anyOf.some(visit);
}

/** True when the guard has a clause that depends on the record (checked again once the record is known). */
export function guardNeedsRecord(guard: Guard | undefined): boolean {
  return someClause(guard, (clause) => 'teamOf' in clause || 'userIs' in clause || 'field' in clause);
}

/** True when the guard asks who the user is as a person (`userIs`): the server then resolves the user's contact. */
export function guardNeedsContact(guard: Guard | undefined): boolean {
  return someClause(guard, (clause) => 'userIs' in clause);
}

/**
 * True when some record may pass the guard for this principal: its record clauses are taken as met,
 * every other clause is checked (a cards reader by team needs the cards area: CRD-19). What the
 * screens ask before offering what a user could only see refused (a related tab, ACC-36), and what
 * the server's single-record routes ask before loading the record, whose record clauses they then
 * check on the stored record.
 */
export function mayPassOnSomeRecord(principal: Principal | null | undefined, guard: Guard | undefined): boolean {
  if (!principal || !guard) return false;
  const passes = (clause: GuardClause): boolean =>
    'allOf' in clause
      ? clause.allOf.length > 0 && clause.allOf.every(passes)
      : 'anyOf' in clause
        ? clause.anyOf.some(passes)
        : 'teamOf' in clause || 'userIs' in clause || 'set' in clause || 'differs' in clause || clausePasses(principal, clause);
  return guard.anyOf.some(passes);
}

/** A record clause that names a field of a linked record: `teamOf: "cuenta.equipos"` (CRD-19: the team of the card's account). */
export interface LinkedGuardField {
  /** The clause's field as written (`cuenta.equipos`): the key the record given to `canAccess` holds the linked value under. */
  readonly path: string;
  /** The record's link field (`cuenta`). */
  readonly link: string;
  /** The linked record's field (`equipos`). */
  readonly field: string;
}

/**
 * The record clauses of a guard that look through a link (`<link>.<field>`): the server reads the
 * linked record's field and gives it to `canAccess` under the dotted name, on a record (its link)
 * or on a create or a related list (the link the body or the filter names).
 */
export function linkedGuardFields(guard: Guard | undefined): LinkedGuardField[] {
  const found = new Map<string, LinkedGuardField>();
  const visit = (clause: GuardClause): void => {
    if ('allOf' in clause) clause.allOf.forEach(visit);
    if ('anyOf' in clause) clause.anyOf.forEach(visit);
    const path = 'teamOf' in clause ? clause.teamOf : 'userIs' in clause ? clause.userIs : 'field' in clause ? clause.field : undefined;
    const dot = path?.indexOf('.') ?? -1;
    if (path && dot > 0) found.set(path, { path, link: path.slice(0, dot), field: path.slice(dot + 1) });
  };
  guard?.anyOf.forEach(visit);
  return [...found.values()];
}

/** The fields the guard's `teamOf` clauses name (dotted ones included). */
function teamPaths(guard: Guard | undefined): string[] {
  const of = (clause: GuardClause): string[] =>
    'allOf' in clause ? clause.allOf.flatMap(of) : 'anyOf' in clause ? clause.anyOf.flatMap(of) : 'teamOf' in clause ? [clause.teamOf] : [];
  return guard?.anyOf.flatMap(of) ?? [];
}

/**
 * True when the user belongs to no team and only that keeps them out: the guard would let them in
 * as a member of a record's team (ACC-79, CRD-22: `No se encuentra en equipo asociado al usuario
 * con id {id}` instead of the module's denial). Never for a user who passes anyway or has a team.
 */
export function deniedForNoTeam(principal: Principal | null | undefined, guard: Guard | undefined): boolean {
  if (!principal || (principal.teams ?? []).length > 0 || canAccess(principal, guard)) return false;
  const paths = teamPaths(guard);
  if (!paths.length) return false;
  const anyTeam = -1;
  return canAccess({ ...principal, teams: [anyTeam] }, guard, Object.fromEntries(paths.map((path) => [path, [anyTeam]])));
}

/** The fields a guard's `set` clauses ask about (the owner links of a `writeFollowsOwner` module). */
export function heldFields(guard: Guard | undefined): string[] {
  const found = new Set<string>();
  const visit = (clause: GuardClause): void => {
    if ('allOf' in clause) clause.allOf.forEach(visit);
    if ('anyOf' in clause) clause.anyOf.forEach(visit);
    if ('set' in clause) found.add(clause.field);
  };
  guard?.anyOf.forEach(visit);
  return [...found];
}
