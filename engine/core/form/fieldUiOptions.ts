/**
 * Every field's `ui:options` in a module's ui schema, found by walking the schema and the ui schema
 * side by side (object properties and array items), with the JSON path of the options in the ui
 * file and the object schema that holds the field (its siblings). Start-up checks of widget
 * options (relative dates, the foreign tax-id preset) read them from here.
 */

export type SchemaNode = { readonly properties?: Readonly<Record<string, unknown>>; readonly items?: unknown; readonly [keyword: string]: unknown };
type Ui = Readonly<Record<string, unknown>>;

export interface FieldUiOptions {
  /** JSON path of the options, e.g. `prueba.ui.json#/direcciones/items/direccion/ui:options`. */
  readonly at: string;
  /** The field's own schema. */
  readonly schema: SchemaNode;
  /** The object schema whose property the field is (its siblings), or null for the root. */
  readonly parent: SchemaNode | null;
  readonly options: Readonly<Record<string, unknown>>;
}

export const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function walk(schema: SchemaNode, ui: Ui, pointer: string, parent: SchemaNode | null, found: FieldUiOptions[]): void {
  if (isPlainObject(ui['ui:options'])) found.push({ at: `${pointer}/ui:options`, schema, parent, options: ui['ui:options'] });
  for (const [field, child] of Object.entries(schema.properties ?? {})) {
    if (isPlainObject(child) && isPlainObject(ui[field])) walk(child, ui[field], `${pointer}/${field}`, schema, found);
  }
  if (isPlainObject(schema.items) && isPlainObject(ui.items)) walk(schema.items, ui.items, `${pointer}/items`, null, found);
}

/** The `ui:options` of every field of `schema` that has some in `ui`. */
export function fieldUiOptions(module: string, schema: SchemaNode, ui: Ui): FieldUiOptions[] {
  const found: FieldUiOptions[] = [];
  walk(schema, ui, `${module}.ui.json#`, null, found);
  return found;
}
