/**
 * The vocabulary of guards (ROL-05, ROL-OP02, ROL-OP03): the roles the identity service may grant,
 * the areas no guard may name yet, and the rights a role implies on an area (the areas themselves,
 * the permission records of section 4.2, are the product's data: server/seed/permissionAreas.ts). A guard in screens.config.json that names a role outside the list is a typo
 * that would silently deny everyone, so the config check refuses it; an area may also be a module's
 * own (the test fixture's `prueba`), but DSC, whose meaning the product owner has not confirmed,
 * may not guard anything yet.
 */
import type { Level } from './accessLevel';

/** The known roles (ROL-05), as the roles answer spells them. */
export const KNOWN_ROLES = [
  'ROLE_ADMINISTRADOR',
  'ROLE_GRUPOS',
  'ROLE_CONTACTOS',
  'ROLE_CUENTAS',
  'ROLE_AT',
  'ROLE_EXTERNO',
  'ROLE_OPORTUNIDADES',
  'ROLE_EDITOR_TC',
  'ROLE_ADMIN_PROVEEDORES',
  'ROLE_AUDITOR_RGC',
  'ROLE_DOCUMENTOS_SGC',
  'ROLE_ESTADO_DE_CUENTA',
  'ROLE_ACTIVIDADES',
  'ROLE_REPORTES',
  'ROLE_COMPROBANTES',
] as const;

/** Areas whose meaning the product owner has not confirmed: no guard may name them (ROL-OP02, DSC). */
export const UNCONFIRMED_AREAS: readonly string[] = ['dsc'];

/** Rights a role gives on an area without a permission record (ROL-OP03: the supplier admin writes `proveedoresadmin`). */
export const ROLE_AREA_LEVELS: Readonly<Record<string, ReadonlyArray<{ readonly area: string; readonly level: Level }>>> = {
  ROLE_ADMIN_PROVEEDORES: [{ area: 'proveedoresadmin', level: 'w' }],
};

const knownRoles = new Set<string>(KNOWN_ROLES);
const unconfirmedAreas = new Set(UNCONFIRMED_AREAS);

/** A guard clause's word that the config check refuses, with the JSON path that holds it. */
export interface GuardWordProblem {
  readonly path: string;
  readonly message: string;
}

/** Every guard clause of a config (any object with a `role` or an `area` next to `level`/`flag`), checked against the vocabulary. */
export function guardWordProblems(config: unknown): GuardWordProblem[] {
  const problems: GuardWordProblem[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}/${i}`));
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typeof node.role === 'string' && !knownRoles.has(node.role.trim().toUpperCase())) {
      problems.push({ path: `${path}/role`, message: `rol desconocido '${node.role}' (roles conocidos: ROL-05)` });
    }
    if (typeof node.area === 'string' && ('level' in node || 'flag' in node) && unconfirmedAreas.has(node.area.toLowerCase())) {
      problems.push({ path: `${path}/area`, message: `el área '${node.area}' no está confirmada y no puede usarse en un permiso (ROL-OP02)` });
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${path}/${key}`);
  };
  visit(config, '');
  return problems;
}
