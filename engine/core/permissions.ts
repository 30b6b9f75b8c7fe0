/**
 * Permission model (ROL-*): roles compared case-insensitively, ROLE_ADMINISTRADOR implying
 * ROLE_GRUPOS, per-area records giving 'r' or 'w'. One evaluation used by the route guard, the
 * read-only modes of the UI and the API.
 */
export type Level = 'r' | 'w';

/** A per-area permission record as stored (ROL-09, ROL-10). */
export interface AreaPermission {
  readonly area: string;
  readonly vigente: boolean;
  readonly escritura: boolean;
  /** Extra flags of SGC (prepara/revisa/aprueba) and supplier evaluation. */
  readonly flags?: Readonly<Record<string, boolean>>;
}

/** Who is asking: everything a guard may look at. */
export interface Principal {
  readonly userId: number;
  readonly username: string;
  readonly roles: readonly string[];
  readonly permissions: readonly AreaPermission[];
  /** Agency account of an external user (record scope). */
  readonly accountId?: string | null;
  readonly teams?: readonly number[];
}

/**
 * A guard, declared in screens.config.json. `anyOf` passes when one clause passes; a clause is a
 * role, an area at a minimum level, or an area flag. An empty or missing guard denies (deny by default).
 */
export interface Guard {
  readonly anyOf: readonly GuardClause[];
}
export type GuardClause =
  | { readonly role: string }
  | { readonly area: string; readonly level: Level }
  | { readonly area: string; readonly flag: string };

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

/** 'w', 'r' or null for an area (ROL-10); a non-vigente record gives nothing. */
export function areaLevel(principal: Pick<Principal, 'permissions'>, area: string): Level | null {
  let level: Level | null = null;
  for (const record of principal.permissions) {
    if (record.area.toLowerCase() !== area.toLowerCase() || !record.vigente) continue;
    if (record.escritura) return 'w';
    level = 'r';
  }
  return level;
}

function clausePasses(principal: Principal, clause: GuardClause): boolean {
  if ('role' in clause) return hasRole(principal, clause.role);
  if ('level' in clause) {
    const level = areaLevel(principal, clause.area);
    return clause.level === 'r' ? level !== null : level === 'w';
  }
  return principal.permissions.some(
    (record) => record.area.toLowerCase() === clause.area.toLowerCase() && record.vigente && record.flags?.[clause.flag] === true,
  );
}

/** Evaluates a guard; a missing guard denies. */
export function canAccess(principal: Principal | null | undefined, guard: Guard | undefined): boolean {
  if (!principal || !guard) return false;
  return guard.anyOf.some((clause) => clausePasses(principal, clause));
}
