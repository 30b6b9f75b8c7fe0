/**
 * Ranked testers pick a field's widget from its schema (JSON Forms style): each registered widget
 * says how well it fits a property (`rankWith(3, maskIs('cuit'))`), the best rank wins, and a
 * schema annotation (`"x-mask": "cuit"`, `"format": "date"`, `"x-widget": "address"`) is enough —
 * no ui schema has to name the widget. An explicit `ui:widget` always wins.
 */
import type { JsonSchemaProperty, ModuleSchema } from './schemaRegistry';

export interface TesterContext {
  readonly field: string;
  readonly required: boolean;
}

/** A rank (higher fits better) or NOT_APPLICABLE. */
export type Tester = (property: JsonSchemaProperty, context: TesterContext) => number;
export type Predicate = (property: JsonSchemaProperty, context: TesterContext) => boolean;

export const NOT_APPLICABLE = -1;

export const rankWith =
  (rank: number, predicate: Predicate): Tester =>
  (property, context) =>
    predicate(property, context) ? rank : NOT_APPLICABLE;
export const schemaTypeIs =
  (type: string): Predicate =>
  (p) =>
    p.type === type || (Array.isArray(p.type) && p.type.includes(type));
export const formatIs =
  (format: string): Predicate =>
  (p) =>
    p.format === format;
export const maskIs =
  (mask: string): Predicate =>
  (p) =>
    p['x-mask'] === mask;
export const widgetIs =
  (widget: string): Predicate =>
  (p) =>
    p['x-widget'] === widget;
export const hasAnnotation =
  (keyword: string): Predicate =>
  (p) =>
    p[keyword] !== undefined;
export const and =
  (...predicates: Predicate[]): Predicate =>
  (p, c) =>
    predicates.every((predicate) => predicate(p, c));
export const or =
  (...predicates: Predicate[]): Predicate =>
  (p, c) =>
    predicates.some((predicate) => predicate(p, c));

export class WidgetTesterRegistry {
  private readonly testers = new Map<string, Tester>();

  /** Registers a widget's tester under the widget's name; a name registered twice throws. */
  register(name: string, tester: Tester): void {
    if (this.testers.has(name)) throw new Error(`El widget '${name}' ya está registrado`);
    this.testers.set(name, tester);
  }

  has(name: string): boolean {
    return this.testers.has(name);
  }

  /** The best-ranked widget for a property, or undefined when none applies (rjsf's default then). */
  pick(property: JsonSchemaProperty, context: TesterContext): string | undefined {
    let best: { name: string; rank: number } | undefined;
    for (const [name, tester] of this.testers) {
      const rank = tester(property, context);
      if (rank > NOT_APPLICABLE && (!best || rank > best.rank)) best = { name, rank };
    }
    return best?.name;
  }
}

type UiSchema = Readonly<Record<string, unknown>>;

/**
 * The ui schema with `ui:widget` filled in for every top-level property whose tester applies and
 * that does not name a widget already. A `ui:widget` naming an unregistered widget throws with its path.
 */
export function assignWidgets(
  schema: Pick<ModuleSchema, 'properties' | 'required' | '$id'>,
  ui: UiSchema,
  registry: WidgetTesterRegistry,
  known?: ReadonlySet<string>,
  fields?: ReadonlySet<string>,
): UiSchema {
  const result: Record<string, unknown> = { ...ui };
  const required = new Set(schema.required ?? []);
  for (const [field, property] of Object.entries(schema.properties)) {
    const fieldUi = (ui[field] ?? {}) as Record<string, unknown>;
    const explicit = fieldUi['ui:widget'];
    if (typeof explicit === 'string') {
      if (known && !known.has(explicit)) throw new Error(`El widget '${explicit}' de ${schema.$id}#/properties/${field} no está registrado`);
      continue;
    }
    if (typeof fieldUi['ui:field'] === 'string') continue;
    const picked = registry.pick(property, { field, required: required.has(field) });
    if (picked) result[field] = { ...fieldUi, [fields?.has(picked) ? 'ui:field' : 'ui:widget']: picked };
  }
  return result;
}
