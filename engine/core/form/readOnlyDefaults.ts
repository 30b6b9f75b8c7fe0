/**
 * The values a new record starts with in its read-only fields: a top-level `readOnly` property with
 * a `default` is stored with that default on create, whatever the body says (the client never
 * writes a read-only field). A state the server owns from the start, e.g. a new supplier pending
 * authorisation (`estado` 1, SUP-15, SUP-OP05); later changes come from the server's own actions.
 */
export function readOnlyDefaults(schema: { readonly properties?: Readonly<Record<string, unknown>> }): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const p = property as { readonly readOnly?: unknown; readonly default?: unknown } | null;
    if (p && p.readOnly === true && p.default !== undefined) values[field] = structuredClone(p.default);
  }
  return values;
}
