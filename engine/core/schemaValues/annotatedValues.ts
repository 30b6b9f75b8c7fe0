/**
 * The values of a record at every depth whose schema property a check cares about:
 * combo codes, links and file references in top-level fields, in nested objects and in
 * the rows of arrays (IIBB grid, files, notes, link lists), each with the dotted path the 400s and
 * the form use (`colIngresosBrutos.3.jurisdiccion`, as ajv's problems are named). One walk for
 * every check, on the server and in the browser, so that no check stops at the top level again.
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { isMarkedForDeletion } from '../linkList/linkRow';
import { LINK_LIST_KEYWORD } from '../linkList/linkListPolicy';

/** One value found: where it is, the property that declares it and the object that holds it. */
export interface AnnotatedValue {
  /** Dotted path from the record (`files.2.tipo`); the top-level field name for a top-level value. */
  readonly path: string;
  /** The top-level field the value is in (what a schema problem names, `ModuleWrite.invalid`). */
  readonly field: string;
  readonly property: JsonSchemaProperty;
  readonly value: unknown;
  /** The object holding the value (the record, or the row), whose other fields a combo filter reads. */
  readonly holder: Readonly<Record<string, unknown>>;
}

type Properties = Readonly<Record<string, JsonSchemaProperty>>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const propertiesOf = (node: unknown): Properties | undefined => (isObject(node) && isObject(node.properties) ? (node.properties as Properties) : undefined);

/** Rows of a link list marked `eliminar` are dropped on save (LNK-29): nothing in them is stored, so nothing is checked. */
const dropped = (property: JsonSchemaProperty, row: Record<string, unknown>) => property[LINK_LIST_KEYWORD] !== undefined && isMarkedForDeletion(row);

function walk(
  properties: Properties,
  data: Readonly<Record<string, unknown>>,
  prefix: string,
  top: string | undefined,
  pick: (property: JsonSchemaProperty) => boolean,
  out: AnnotatedValue[],
): void {
  for (const [name, property] of Object.entries(properties)) {
    if (!Object.hasOwn(data, name)) continue;
    const value = data[name];
    if (value === undefined || value === null) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const field = top ?? name;
    if (pick(property)) out.push({ path, field, property, value, holder: data });
    const nested = propertiesOf(property);
    if (nested && isObject(value)) walk(nested, value, path, field, pick, out);
    const rowProperties = propertiesOf(property.items);
    if (rowProperties && Array.isArray(value)) {
      value.forEach((row, index) => {
        if (isObject(row) && !dropped(property, row)) walk(rowProperties, row, `${path}.${index}`, field, pick, out);
      });
    }
  }
}

/**
 * Every non-empty value of `data` whose property `pick` selects, at any depth, in schema order
 * (rows in their order). A picked array of scalars (e.g. `equipos`, items with `x-combo`) is one
 * value at the array's path; an array of objects is walked row by row.
 */
export function annotatedValues(
  schema: { readonly properties: Properties },
  data: Readonly<Record<string, unknown>>,
  pick: (property: JsonSchemaProperty) => boolean,
): AnnotatedValue[] {
  const out: AnnotatedValue[] = [];
  walk(schema.properties, data, '', undefined, pick, out);
  return out;
}

/** True when some property of the schema, at any depth, is one `pick` selects (a check with nothing to look at is not installed). */
export function declaresAnnotated(schema: { readonly properties: Properties }, pick: (property: JsonSchemaProperty) => boolean): boolean {
  return Object.values(schema.properties).some(
    (property) =>
      pick(property) ||
      [propertiesOf(property), propertiesOf(property.items)].some((nested) => nested !== undefined && declaresAnnotated({ properties: nested }, pick)),
  );
}
