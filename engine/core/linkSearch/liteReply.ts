/**
 * The light list reply (`lite=true`, CON-08's `busqueda.lite`): each record with only the fields a
 * link modal of the module shows (the columns of every `links` kind that searches it), for callers
 * that list records to pick one. A module no link modal searches has no light reply.
 */
import type { LinkKindConfig } from '../screenConfig';

/** The fields of `module`'s light reply, in column order without repeats (empty: no light reply). */
export function liteFields(links: Readonly<Record<string, LinkKindConfig>> | undefined, module: string): string[] {
  const fields = Object.values(links ?? {})
    .filter((kind) => kind.module === module)
    .flatMap((kind) => kind.columns.map((column) => column.field));
  return [...new Set(fields)];
}

/** `datos` with only `fields` (those it has). */
export function liteDatos(datos: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in datos).map((field) => [field, datos[field]]));
}
