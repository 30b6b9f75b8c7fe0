/**
 * The fields of a module schema that declare `"x-mask"`, wherever they are: top-level
 * properties, properties of nested objects and of array items (`direcciones[].telefono`). Each
 * comes with its path (`*` stands for every item of an array), its Spanish label and the schema
 * path that named the mask, for the start-up error when the mask is not registered.
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { everyProperty } from './everyProperty';

export { EVERY_ITEM } from './everyProperty';

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

/** Every masked field under `properties`, in schema order. */
export function maskedFields(properties: Readonly<Record<string, JsonSchemaProperty>>): MaskedField[] {
  return everyProperty(properties).flatMap(({ path, property, label, pointer }) => {
    const mask = property['x-mask'];
    return typeof mask === 'string' ? [{ path, mask, label, pointer: `${pointer}/x-mask` }] : [];
  });
}
