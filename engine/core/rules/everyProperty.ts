/**
 * Every property of a module schema, wherever it is: top-level properties, properties of nested
 * objects and of array items (`direcciones[].telefono`), each with its path (`*` stands for every
 * item of an array), its Spanish label and its schema pointer. The fields that derive a rule from
 * an annotation (x-mask, the limits) are picked from it.
 */
import type { JsonSchemaProperty } from '../moduleSchema';

/** Any array element along a field's path. */
export const EVERY_ITEM = '*';

export interface SchemaProperty {
  /** Property names from the record's root; `EVERY_ITEM` for the items of an array. */
  readonly path: readonly string[];
  readonly property: JsonSchemaProperty;
  /** The property's `title`, else its name. */
  readonly label: string;
  /** JSON pointer of the property in the schema (`#/properties/direcciones/items/properties/calle`). */
  readonly pointer: string;
}

type Properties = Readonly<Record<string, JsonSchemaProperty>>;

/** Every property under `properties`, in schema order (a nested object's own entry before its members). */
export function everyProperty(properties: Properties): SchemaProperty[] {
  return walkProperties(properties, [], '#');
}

function walkProperties(properties: Properties, path: readonly string[], pointer: string): SchemaProperty[] {
  return Object.entries(properties).flatMap(([name, property]) => walk(property, name, [...path, name], `${pointer}/properties/${name}`));
}

function walk(property: JsonSchemaProperty, name: string, path: readonly string[], pointer: string): SchemaProperty[] {
  if (!property || typeof property !== 'object') return [];
  const found: SchemaProperty[] = [{ path, property, label: property.title ?? name, pointer }];
  const nested = property.properties;
  if (nested && typeof nested === 'object') found.push(...walkProperties(nested as Properties, path, pointer));
  const items = property.items;
  if (items && typeof items === 'object' && !Array.isArray(items))
    found.push(...walk(items as JsonSchemaProperty, name, [...path, EVERY_ITEM], `${pointer}/items`));
  return found;
}
