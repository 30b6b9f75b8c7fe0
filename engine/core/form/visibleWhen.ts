/**
 * Fields shown only while another field of the record holds one of some values (per-field
 * `"x-visible-when": { "field": "tipo", "in": ["IIBB"] }`): a note's IIBB fields for an IIBB note
 * only (NOT-OP04). Display only: the form hides the field (a `ui:layout` section whose fields are
 * all hidden disappears) and does not send its value; a value already stored is kept.
 */

/** One field's condition. */
export interface VisibleWhen {
  readonly field: string;
  readonly in: readonly unknown[];
}

type SchemaLike = { readonly properties: Readonly<Record<string, { readonly [keyword: string]: unknown }>> };

/** The `x-visible-when` conditions of a schema's fields, by field. */
export function visibleWhenRules(schema: SchemaLike): Record<string, VisibleWhen> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-visible-when'] && typeof p['x-visible-when'] === 'object')
      .map(([name, p]) => [name, p['x-visible-when'] as VisibleWhen]),
  );
}

/** The fields whose condition the record (the form's data) does not meet. */
export function fieldsHiddenByState(schema: SchemaLike, record: Readonly<Record<string, unknown>> | undefined): Set<string> {
  const hidden = new Set<string>();
  for (const [field, rule] of Object.entries(visibleWhenRules(schema))) {
    if (!rule.in.includes(record?.[rule.field])) hidden.add(field);
  }
  return hidden;
}

/** Start-up problems: a condition naming no field of the schema. */
export function visibleWhenProblems(schema: SchemaLike): string[] {
  return Object.entries(visibleWhenRules(schema))
    .filter(([, rule]) => !(rule.field in schema.properties))
    .map(([field, rule]) => `/properties/${field}/x-visible-when/field: el campo '${rule.field}' no existe`);
}
