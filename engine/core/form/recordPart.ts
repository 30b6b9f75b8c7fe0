/**
 * A record created in part (`saveRoutes[].fields`, LNK-OP04: the prospect-account modal takes
 * `tipo`, the names by type, `perfil`, `email` and `telefono` of an account, no document and no
 * address, ACC-43). One definition for both runtimes: the server validates such a create against
 * the module schema narrowed to the part (`partSchema`); the dialog shows the part's fields only,
 * a field the schema requires under a condition only while that condition holds (`nombre` and
 * `apellido` for `PAR`, `razonSocial` for `EMP`), and reports problems of the part only. Pure.
 */
import { derivedSpecs } from './derivedFields';
import type { ModuleSchema } from '../moduleSchema';

type Properties = ModuleSchema['properties'];
type Data = Readonly<Record<string, unknown>>;

/** A part: the fields the user fills, and those the record holds besides (forced values, fields derived from the part). */
export interface RecordPart {
  /** What the dialog shows, in order. */
  readonly shown: readonly string[];
  /** Every field a create of the part may hold. */
  readonly fields: readonly string[];
}

/** The part of `schema` with the route's `fields`, its forced `values` and the derived fields whose sources are all in it. */
export function recordPart(schema: Pick<ModuleSchema, 'properties'>, shown: readonly string[], values: Data = {}): RecordPart {
  const held = new Set([...shown, ...Object.keys(values)]);
  const derived = Object.entries(derivedSpecs(schema))
    .filter(([, spec]) => spec.from.some((f) => held.has(f)))
    .map(([field]) => field);
  return { shown, fields: [...new Set([...held, ...derived])] };
}

interface Clause {
  readonly if?: { readonly properties?: Readonly<Record<string, { readonly const?: unknown; readonly enum?: readonly unknown[] }>> };
  readonly then?: { readonly required?: readonly string[] };
  readonly else?: { readonly required?: readonly string[] };
}

const clausesOf = (schema: object): readonly Clause[] => ((schema as { allOf?: readonly Clause[] }).allOf ?? []).filter((c) => c && typeof c === 'object');

/** The schema narrowed to the part: its properties, and what it requires (unconditionally or by a clause) of them. */
export function partSchema<S extends Pick<ModuleSchema, 'properties'>>(schema: S, part: RecordPart): S {
  const keep = new Set(part.fields);
  const narrow = (required: readonly string[] | undefined) => (required ?? []).filter((f) => keep.has(f));
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([field]) => keep.has(field))) as Properties;
  const allOf = clausesOf(schema).map((clause) => ({
    ...clause,
    ...(clause.then ? { then: { ...clause.then, required: narrow(clause.then.required) } } : {}),
    ...(clause.else ? { else: { ...clause.else, required: narrow(clause.else.required) } } : {}),
  }));
  const required = narrow((schema as { required?: readonly string[] }).required);
  return { ...schema, properties, required, ...(allOf.length ? { allOf } : {}), additionalProperties: false };
}

/** Whether `data` meets a clause's simple condition (each named field `const` or in `enum`). */
function meets(clause: Clause, data: Data): boolean {
  return Object.entries(clause.if?.properties ?? {}).every(([field, rule]) =>
    'const' in rule ? data[field] === rule.const : rule.enum ? rule.enum.includes(data[field]) : true,
  );
}

/**
 * The shown fields the dialog hides for `data`: a field the schema requires only under conditions
 * (a clause's `then`, never unconditionally) shows while one of them holds.
 */
export function partHidden(schema: object, part: RecordPart, data: Data): Set<string> {
  const always = new Set((schema as { required?: readonly string[] }).required ?? []);
  const hidden = new Set<string>();
  for (const field of part.shown) {
    if (always.has(field)) continue;
    const conditions = clausesOf(schema).filter((clause) => clause.if && clause.then?.required?.includes(field));
    if (conditions.length && !conditions.some((clause) => meets(clause, data))) hidden.add(field);
  }
  return hidden;
}

/** The top-level field a validation error is about (rjsf's `.campo`, `.lista.0.campo`, `['campo']`). */
export function errorField(property: string | undefined): string {
  return (property ?? '')
    .replace(/^\./, '')
    .replace(/^\['([^']+)'\].*$/, '$1')
    .split(/[.[]/)[0];
}

/** `data` with only the part's fields (rjsf's defaults of other fields are not sent). */
export function partData(data: Data, part: RecordPart): Record<string, unknown> {
  return Object.fromEntries(part.fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

/** The ui schema of a part's dialog: `visible` in its order, every other field hidden, no tabs or sections. */
export function partUiSchema(ui: Readonly<Record<string, unknown>>, properties: readonly string[], visible: readonly string[]): Record<string, unknown> {
  const { 'ui:tabs': _tabs, 'ui:layout': _layout, 'ui:order': _order, ...rest } = ui;
  const shown = new Set(visible);
  const hidden = properties
    .filter((field) => !shown.has(field))
    .map((field) => [field, { ...((ui[field] as object | undefined) ?? {}), 'ui:widget': 'hidden' }]);
  return { ...rest, ...Object.fromEntries(hidden), 'ui:order': [...visible, '*'] };
}
