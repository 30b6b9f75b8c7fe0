/**
 * The record's system fields: what the engine owns and a module never declares (docs/decisions.md,
 * "System fields"). They are columns of the records table, sent beside `datos` on the wire, never
 * inside it; a write that carries one in `datos` (a record sent back as it was read by an older
 * client) has it dropped, not refused.
 */

/** Fields every record has outside its module schema, that config references may name (list columns, read-only rules). */
export const systemFields = ['id', 'vigente', 'version', 'creadoEn', 'modificadoEn'] as const;
export type SystemField = (typeof systemFields)[number];

/** Every name the engine owns on a record: a schema may not declare them, a write's `datos` loses them. */
export const engineOwnedFields: ReadonlySet<string> = new Set([...systemFields, 'idCrm', 'creadoPor', 'modificadoPor']);

/** `datos` without the engine-owned fields (the same object when it has none). */
export function withoutSystemFields<T extends Readonly<Record<string, unknown>>>(datos: T): T {
  if (!Object.keys(datos).some((field) => engineOwnedFields.has(field))) return datos;
  return Object.fromEntries(Object.entries(datos).filter(([field]) => !engineOwnedFields.has(field))) as T;
}
