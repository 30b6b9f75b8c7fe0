/** What `npm run new-module` is asked for, checked before anything is written. */
import type { FieldSpec } from './fieldSpec';

export interface ModuleSpec {
  /** Folder, schema `x-module`, API path segment: lower case letters and digits. */
  readonly name: string;
  /** The record's name in the singular: form title (`Aerolínea`). */
  readonly title: string;
  /** The list and menu title (`Aerolíneas`). */
  readonly plural: string;
  /** The list's path (`/aerolineas`); the form is at `<route>/nuevo` and `<route>/editar/:id`. */
  readonly route: string;
  /** Roles that may read and write (ROLE_ADMINISTRADOR always may). */
  readonly roles: readonly string[];
  /** Roles that may only read (the list, the form read-only, the export). */
  readonly readRoles?: readonly string[];
  readonly fields: readonly FieldSpec[];
  /** Label of the menu group the entry goes in (created when missing); absent: top level. */
  readonly menuGroup?: string;
}

export const MODULE_NAME = /^[a-z][a-z0-9]{1,39}$/;
export const ROUTE = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
export const ROLE = /^ROLE_[A-Z0-9_]+$/;
export const ADMIN_ROLE = 'ROLE_ADMINISTRADOR';

/** `Aerolínea` → `Aerolíneas`, `Proveedor` → `Proveedores`: a plural to start from. */
export function pluralOf(title: string): string {
  if (/[aeiouáéó]$/i.test(title)) return `${title}s`;
  if (/z$/i.test(title)) return `${title.slice(0, -1)}ces`;
  return `${title}es`;
}

/** The field that names a record: the first `string` field (required, searched, the list's link). */
export function nameFieldOf(spec: Pick<ModuleSpec, 'fields'>): FieldSpec {
  const field = spec.fields.find((f) => f.kind === 'string');
  if (!field) throw new Error('Al menos un campo debe ser de tipo string: el primero es el nombre del registro (obligatorio, buscado, enlace de la lista).');
  return field;
}

/** Problems with the spec itself (Spanish, one per line); empty when it is usable. */
export function specProblems(spec: ModuleSpec): string[] {
  const problems: string[] = [];
  if (!MODULE_NAME.test(spec.name)) problems.push(`Nombre de módulo inválido "${spec.name}": minúsculas y dígitos, empieza con letra (p. ej. aerolinea).`);
  if (!ROUTE.test(spec.route)) problems.push(`Ruta inválida "${spec.route}": empieza con / y tiene minúsculas, dígitos y guiones (p. ej. /aerolineas).`);
  if (!spec.title.trim()) problems.push('Falta el título (--title).');
  if (!spec.plural.trim()) problems.push('Falta el título de la lista (--plural).');
  for (const role of [...spec.roles, ...(spec.readRoles ?? [])]) if (!ROLE.test(role)) problems.push(`Rol inválido "${role}": use ROLE_NOMBRE.`);
  if (spec.fields.length === 0) problems.push('Falta al menos un campo (--field nombre:string:Nombre).');
  const seen = new Set<string>();
  for (const field of spec.fields) {
    if (seen.has(field.name)) problems.push(`El campo "${field.name}" está repetido.`);
    seen.add(field.name);
  }
  if (spec.fields.length > 0 && !spec.fields.some((f) => f.kind === 'string')) {
    problems.push('Al menos un campo debe ser de tipo string: el primero es el nombre del registro (obligatorio, buscado, enlace de la lista).');
  }
  return problems;
}
