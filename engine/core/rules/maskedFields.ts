/**
 * The fields of a module schema that declare `"x-mask"`, wherever they are: top-level
 * properties, properties of nested objects and of array items (`direcciones[].telefono`). Each
 * comes with its path (`*` stands for every item of an array), its Spanish label and the schema
 * path that named the mask, for the start-up error when the mask is not registered.
 */
import type { JsonSchemaProperty } from '../moduleSchema';

/** Any array element along a masked field's path. */
export const EVERY_ITEM = '*';

export interface MaskedField {
  /** Property names from the record's root; `EVERY_ITEM` for the items of an array. */
  readonly path: readonly string[];
  /** The mask's registry name. */
  readonly mask: string;
  /** The property's `title`, else its name. */
  readonly label: string;
  /** JSON pointer of the annotation in the schema (`#/properties/cuit/x-mask`). */
  readonly pointer: string;
}

type Properties = Readonly<Record<string, JsonSchemaProperty>>;

/** Every masked field under `properties`, in schema order. */
export function maskedFields(properties: Properties): MaskedField[] {
  return walkProperties(properties, [], '#');
}

function walkProperties(properties: Properties, path: readonly string[], pointer: string): MaskedField[] {
  return Object.entries(properties).flatMap(([name, property]) => walk(property, name, [...path, name], `${pointer}/properties/${name}`));
}

function walk(property: JsonSchemaProperty, name: string, path: readonly string[], pointer: string): MaskedField[] {
  if (!property || typeof property !== 'object') return [];
  const found: MaskedField[] = [];
  const mask = property['x-mask'];
  if (typeof mask === 'string') found.push({ path, mask, label: property.title ?? name, pointer: `${pointer}/x-mask` });
  const nested = property.properties;
  if (nested && typeof nested === 'object') found.push(...walkProperties(nested as Properties, path, pointer));
  const items = property.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) found.push(...walk(items as JsonSchemaProperty, name, [...path, EVERY_ITEM], `${pointer}/items`));
  return found;
}
