/**
 * Start-up check of relative date defaults in a module's ui schema (`ui:options.default` and
 * `ui:options.base` of a `format: date` / `date-time` field, docs/adding-a-module.md): the spec must
 * match `relativeDateSchema`, and a base must name date fields of the record (the widget reads the
 * base from the record's data, wherever the field sits). Problems carry the JSON path
 * in the ui file, e.g. `prueba.ui.json#/fin/ui:options/default/at`.
 */
import { relativeDateSpecProblems } from '../format/relativeDateSpecProblems';

type Schema = { readonly properties?: Readonly<Record<string, unknown>>; readonly items?: unknown; readonly format?: unknown; readonly [keyword: string]: unknown };
type Ui = Readonly<Record<string, unknown>>;

const DATE_FORMATS = new Set(['date', 'date-time']);
const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (schema: unknown) => isObject(schema) && DATE_FORMATS.has(schema.format as string);

/** Problems of one field's `ui:options` (a date field). */
function optionProblems(at: string, options: Readonly<Record<string, unknown>>, recordFields: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const hasDefault = 'default' in options;
  if (hasDefault) for (const p of relativeDateSpecProblems(options.default)) problems.push(`${at}/default${p.path}: ${p.message}`);
  if (!('base' in options)) return problems;
  const base = options.base;
  const names = typeof base === 'string' ? [base] : Array.isArray(base) && base.length > 0 ? base : null;
  if (!names) return [...problems, `${at}/base: debe ser un campo o una lista de campos`];
  if (!hasDefault) problems.push(`${at}/base: no hay 'default' que contar desde la base`);
  names.forEach((name, i) => {
    const where = typeof base === 'string' ? `${at}/base` : `${at}/base/${i}`;
    if (typeof name !== 'string' || !(name in recordFields)) problems.push(`${where}: el campo '${String(name)}' no existe`);
    else if (!isDate(recordFields[name])) problems.push(`${where}: el campo '${name}' no es una fecha`);
  });
  return problems;
}

/** Walks the schema and the ui schema side by side (objects and array items). */
function walk(schema: Schema, ui: Ui, pointer: string, recordFields: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const options = ui['ui:options'];
  if (isDate(schema) && isObject(options)) problems.push(...optionProblems(`${pointer}/ui:options`, options, recordFields));
  for (const [field, child] of Object.entries(schema.properties ?? {})) {
    if (isObject(child) && isObject(ui[field])) problems.push(...walk(child, ui[field] as Ui, `${pointer}/${field}`, recordFields));
  }
  if (isObject(schema.items) && isObject(ui.items)) problems.push(...walk(schema.items, ui.items as Ui, `${pointer}/items`, recordFields));
  return problems;
}

/** Problems as `path: message` lines (empty when every relative default is sound). */
export function relativeDefaultProblems(module: string, schema: Schema, ui: Ui): string[] {
  return walk(schema, ui, `${module}.ui.json#`, schema.properties ?? {});
}
