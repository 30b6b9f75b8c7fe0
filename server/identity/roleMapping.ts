/**
 * With an external OpenID Connect provider, the roles of a user may come from the provider's access
 * token (decision 154): a claim (`OIDC_ROLES_CLAIM`, a dotted path such as `realm_access.roles`)
 * whose values map to our roles (`OIDC_ROLE_MAP`: `valor=ROLE_X;otro=ROLE_Y,ROLE_Z`). Each verified
 * token brings the user's `user_roles` in line with it (written only when they differ, so the
 * access-change triggers fire only on a real change). Without a mapping the roles stay those stored.
 */
import type { Kysely } from 'kysely';
import { KNOWN_ROLES } from '../../engine/core/accessCatalogue';
import type { Database } from '../db/schema';

/** One value of the claim and the role it gives. */
export interface RoleRule {
  readonly value: string;
  readonly role: string;
}

export interface RoleMapping {
  /** The claim's path in the token (`groups`, `realm_access.roles`). */
  readonly claim: string;
  readonly rules: readonly RoleRule[];
}

const known = new Set<string>(KNOWN_ROLES);

/** The mapping of OIDC_ROLES_CLAIM / OIDC_ROLE_MAP, or null when no claim is named; a bad map stops start-up. */
export function roleMappingOf(claim: string | undefined, map: string | undefined): RoleMapping | null {
  const path = claim?.trim();
  if (!path) return null;
  const rules: RoleRule[] = [];
  for (const entry of (map ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const eq = entry.lastIndexOf('=');
    const value = entry.slice(0, eq).trim();
    const roles = entry
      .slice(eq + 1)
      .split(',')
      .map((role) => role.trim().toUpperCase())
      .filter(Boolean);
    if (eq <= 0 || !value || !roles.length) throw new Error(`OIDC_ROLE_MAP inválido: '${entry}' (se espera valor=ROLE_X)`);
    for (const role of roles) {
      if (!known.has(role)) throw new Error(`OIDC_ROLE_MAP nombra un rol desconocido: ${role}`);
      rules.push({ value, role });
    }
  }
  if (!rules.length) throw new Error('OIDC_ROLES_CLAIM está definido pero OIDC_ROLE_MAP no asigna ningún rol');
  return { claim: path, rules };
}

/** The claim's values in a token payload (a string or a list of strings at the dotted path). */
function claimValues(payload: Record<string, unknown>, path: string): string[] {
  let value: unknown = payload;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The roles a token's payload gives under the mapping, sorted. */
export function mappedRoles(mapping: RoleMapping, payload: Record<string, unknown>): string[] {
  const values = new Set(claimValues(payload, mapping.claim));
  return [...new Set(mapping.rules.filter((rule) => values.has(rule.value)).map((rule) => rule.role))].sort();
}

/** Makes a user's stored roles exactly `roles`, writing only what differs. */
export async function syncRoles(db: Kysely<Database>, userId: number, roles: readonly string[]): Promise<void> {
  const stored = (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map((row) => row.role);
  const missing = roles.filter((role) => !stored.includes(role));
  const extra = stored.filter((role) => !roles.includes(role));
  if (!missing.length && !extra.length) return;
  await db.transaction().execute(async (trx) => {
    if (extra.length) await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role', 'in', extra).execute();
    if (missing.length)
      await trx
        .insertInto('user_roles')
        .values(missing.map((role) => ({ user_id: userId, role })))
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
}
