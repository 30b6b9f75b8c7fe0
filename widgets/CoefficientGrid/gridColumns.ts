/**
 * What the coefficient grid reads from its array schema: the lookup of the `jurisdiccion` column
 * (`x-combo`, default `jurisdicciones`) and the `tipo` options (`oneOf` const/title or `enum`).
 */
import type { RJSFSchema } from '@rjsf/utils';

export interface TypeOption {
  readonly value: string;
  readonly label: string;
}

type Property = { 'x-combo'?: string; oneOf?: Array<{ const?: unknown; title?: string }>; enum?: unknown[] };

function itemProperty(schema: RJSFSchema, name: string): Property {
  const items = schema.items as { properties?: Record<string, Property> } | undefined;
  return items?.properties?.[name] ?? {};
}

/** The lookup name of the jurisdiction column. */
export function jurisdictionCombo(schema: RJSFSchema): string {
  return itemProperty(schema, 'jurisdiccion')['x-combo'] ?? 'jurisdicciones';
}

/** The options of the type column. */
export function typeOptions(schema: RJSFSchema): TypeOption[] {
  const tipo = itemProperty(schema, 'tipo');
  if (tipo.oneOf) return tipo.oneOf.map((o) => ({ value: String(o.const), label: o.title ?? String(o.const) }));
  return (tipo.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));
}
