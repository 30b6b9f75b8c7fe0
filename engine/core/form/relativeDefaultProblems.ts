/**
 * Start-up check of relative date defaults in a module's ui schema (`ui:options.default` and
 * `ui:options.base` of a `format: date` / `date-time` field, docs/module-features.md): the spec must
 * match `relativeDateSchema`, and a base must name date fields of the record (the widget reads the
 * base from the record's data, wherever the field sits). Problems carry the JSON path in the ui
 * file, e.g. `prueba.ui.json#/fin/ui:options/default/at`.
 */
import { relativeDateSpecProblems } from '../format/relativeDateSpecProblems';
import { fieldUiOptions, isPlainObject, type SchemaNode } from './fieldUiOptions';

const DATE_FORMATS = new Set(['date', 'date-time']);
const isDate = (schema: unknown) => isPlainObject(schema) && DATE_FORMATS.has(schema.format as string);

/** Problems of one date field's `ui:options`. */
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

/** Problems as `path: message` lines (empty when every relative default is sound). */
export function relativeDefaultProblems(module: string, schema: SchemaNode, ui: Readonly<Record<string, unknown>>): string[] {
  const recordFields = schema.properties ?? {};
  return fieldUiOptions(module, schema, ui)
    .filter((field) => isDate(field.schema))
    .flatMap((field) => optionProblems(field.at, field.options, recordFields));
}
