/**
 * The light list reply (`lite=true`, CON-08's `busqueda.lite`): each record with only the fields a
 * link modal of the module needs, for callers that list records to pick one. Those are the columns
 * of every `links` kind that searches the module and what a pick of such a kind reads of the picked
 * record: an `x-link`'s prefill sources (LNK-32, LNK-33), its checks' linked field (LNK-34) and its
 * option filter's field (CRD-16), a search link list's columns (the row it adds copies them; without
 * columns, the item's fields). A module no link modal searches has no light reply.
 */
import { columnReads, linkListPolicyOf } from '../linkList/linkListPolicy';
import type { JsonSchemaProperty } from '../moduleSchema';
import type { LinkKindConfig } from '../screenConfig';
import { linkAnnotationOf } from './linkAnnotation';

type Links = Readonly<Record<string, LinkKindConfig>> | undefined;
type Properties = Readonly<Record<string, JsonSchemaProperty>>;

/** Whether `module` has a light reply: some link kind searches it. */
export function hasLiteReply(links: Links, module: string): boolean {
  return Object.values(links ?? {}).some((kind) => kind.module === module);
}

/** What a pick through `property` (an `x-link` or a search link list of one of `kinds`) reads of the picked record. */
function pickReads(property: JsonSchemaProperty, kinds: ReadonlySet<string>): string[] {
  const link = linkAnnotationOf(property);
  if (link && kinds.has(link.kind)) {
    return [
      ...(link.prefill ?? []).map((rule) => rule.from),
      ...(link.checks ?? []).map((check) => check.linkedField),
      ...(link.filter ? [link.filter.on] : []),
    ];
  }
  const list = linkListPolicyOf(property);
  if (list?.search && kinds.has(list.search)) {
    const items = property.items as { properties?: Properties } | undefined;
    return list.columns ? list.columns.flatMap(columnReads) : Object.keys(items?.properties ?? {});
  }
  return [];
}

/** Every property of `properties`, nested ones (objects, array items) included. */
function everyProperty(properties: Properties | undefined): JsonSchemaProperty[] {
  return Object.values(properties ?? {}).flatMap((property) => {
    const items = property.items as { properties?: Properties } | undefined;
    return [property, ...everyProperty(property.properties as Properties | undefined), ...everyProperty(items?.properties)];
  });
}

/**
 * The fields of `module`'s light reply, columns first, without repeats (empty: no light reply);
 * `schemas`: every module's schema properties, whose link fields may pick records of it.
 */
export function liteFields(links: Links, module: string, schemas: Iterable<{ readonly properties?: Properties }> = []): string[] {
  const kinds = Object.entries(links ?? {}).filter(([, kind]) => kind.module === module);
  if (!kinds.length) return [];
  const names = new Set(kinds.map(([name]) => name));
  const columns = kinds.flatMap(([, kind]) => kind.columns.map((column) => column.field));
  const reads = [...schemas].flatMap((schema) => everyProperty(schema.properties).flatMap((property) => pickReads(property, names)));
  return [...new Set([...columns, ...reads])];
}

/** `datos` with only `fields` (those it has). */
export function liteDatos(datos: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in datos).map((field) => [field, datos[field]]));
}
