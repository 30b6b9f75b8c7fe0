/**
 * A record created without some field starts with the field's schema `default`, as the form
 * starts (rjsf fills defaults): a contact created through the API without `activo` is active, not
 * "no value" that a yes/no filter reads as false. Only fields the record does not hold
 * at all; a value sent, even empty, is the caller's. Top-level fields; read-only ones are
 * readOnlyDefaults' (forced whatever was sent).
 */
export function absentDefaults(
  schema: { readonly properties?: Readonly<Record<string, unknown>> },
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const p = property as { readonly readOnly?: unknown; readonly default?: unknown } | null;
    if (p && p.readOnly !== true && p.default !== undefined && data[field] === undefined) values[field] = structuredClone(p.default);
  }
  return values;
}
