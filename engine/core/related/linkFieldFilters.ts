/**
 * The generic filter by link field: every `x-link` id property of a module can filter its list by
 * the linked record's id (`GET /api/modulos/pruebanota?prueba=42`), without a filter declared in
 * the screen config. Related-records panels list another module's records this way (an account's
 * notes, cards, files: ACC-36, ACC-38, ACC-39). The implicit filters are `link` filters, so the
 * same rules apply (a non-numeric id is refused; a value counts for "at least one filter") and the
 * same SQL runs, inside the module's read guard and record scope like any list.
 */
import { linkedProperties } from '../linkSearch/linkAnnotation';
import { filterParams } from '../listFilters';
import type { JsonSchemaProperty } from '../schemaRegistry';
import type { FilterConfig, ModuleListConfig } from '../screenConfig';

interface SchemaLike {
  readonly properties: Readonly<Record<string, JsonSchemaProperty>>;
}

const holdsOneId = (property: JsonSchemaProperty | undefined) => property?.type === 'integer' || property?.type === 'number';

/**
 * The link fields a list may be filtered by: single-id `x-link` properties without field guards
 * (`x-access`: filtering by a field some users may not read would tell them its value).
 */
export function linkFilterFields(schema: SchemaLike): string[] {
  return linkedProperties(schema.properties)
    .filter(({ field }) => holdsOneId(schema.properties[field]) && schema.properties[field]['x-access'] === undefined)
    .map(({ field }) => field);
}

/** The module's list config plus one `link` filter per link field whose name no declared filter uses. */
export function withLinkFieldFilters(list: ModuleListConfig, schema: SchemaLike): ModuleListConfig {
  const taken = new Set(list.filters.flatMap((f) => filterParams(f)));
  const implicit: FilterConfig[] = linkFilterFields(schema)
    .filter((field) => !taken.has(field))
    .map((field) => ({ name: field, kind: 'link', label: schema.properties[field].title ?? field, field }));
  return implicit.length ? { ...list, filters: [...list.filters, ...implicit] } : list;
}
