/**
 * The vocabulary of guards (ROL-05, ROL-09, ROL-OP02, ROL-OP03): the roles the identity service
 * may grant, the per-area permission records of section 4.2 of the catalogue, and the rights a role
 * implies on an area. A guard in screens.config.json that names a role outside the list is a typo
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

/** A per-area permission record's area (ROL-09): its code, the spec's name, how admins manage it. */
export interface PermissionArea {
  /** The code permission records carry (`permissions.area`), the admin route slug where there is one. */
  readonly area: string;
  readonly nombre: string;
  /** Managed through the generic `/admin/permisos/gestion/tipo/{tipo}` screens (ROL-OP02). */
  readonly generic?: true;
  /** Its meaning is not confirmed: no guard may name it (ROL-OP02, DSC). */
  readonly unconfirmed?: true;
}

/** The thirteen areas of ROL-09, with the admin slugs of the catalogue's section 4.2. */
export const PERMISSION_AREAS: readonly PermissionArea[] = [
  { area: 'reportes', nombre: 'Habilitación de reportes', generic: true },
  { area: 'tarjetas', nombre: 'Tarjetas' },
  { area: 'banco', nombre: 'Bancos' },
  { area: 'contacto', nombre: 'Contactos' },
  { area: 'proveedores', nombre: 'Proveedores' },
  { area: 'proveedoresadmin', nombre: 'Administración de proveedores' },
  { area: 'cuentaegencia', nombre: 'Cuentas de agencia' },
  { area: 'archivos', nombre: 'Archivos', generic: true },
  { area: 'dsc', nombre: 'DSC', generic: true, unconfirmed: true },
  { area: 'gestionsistema', nombre: 'Sistema' },
  { area: 'documentossgc', nombre: 'Documentos SGC' },
  { area: 'cuentasacobrar', nombre: 'Cuentas a cobrar' },
  { area: 'evaluacionproveedores', nombre: 'Evaluación de proveedores' },
];

/** Rights a role gives on an area without a permission record (ROL-OP03: the supplier admin writes `proveedoresadmin`). */
export const ROLE_AREA_LEVELS: Readonly<Record<string, ReadonlyArray<{ readonly area: string; readonly level: Level }>>> = {
  ROLE_ADMIN_PROVEEDORES: [{ area: 'proveedoresadmin', level: 'w' }],
};

const knownRoles = new Set<string>(KNOWN_ROLES);
const unconfirmedAreas = new Set(PERMISSION_AREAS.filter((a) => a.unconfirmed).map((a) => a.area));

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
