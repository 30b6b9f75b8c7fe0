/**
 * The registry of modules without the checks of their files: the definitions, the rules they
 * register (their own, one per `x-mask` field, one per `x-unique` field), their messages and what
 * the screens read of them. SchemaRegistry (schemaRegistry.ts) adds the structural checks, and is
 * what the server, the checks command, tests and stories use. The browser registers the same files
 * that passed them at the server's start-up and in the build (`npm run build` runs the check
 * first), so it uses this one and does not download the checks
 * (app/modules/browserRegistry.ts). Pure.
 */
import { registerMessages, type CatalogueEntry } from './messages';
import type { RuleDefinition, ValidatorRegistry } from './validators';
import { systemFields } from './systemFields';
import { maskRegistry, type MaskRegistry } from './format/masks';
import type { JsonSchemaProperty, ModuleSchema } from './moduleSchema';
import { maskRules } from './rules/maskRules';
import { limitRules } from './rules/limitRules';
import { uniqueRules } from './unique/uniqueRules';

export type { JsonSchemaProperty, ModuleSchema };

export interface ModuleDefinition {
  readonly name: string;
  /** The folder it was read from, as start-up messages name it (`schemas/banco`). */
  readonly folder?: string;
  readonly schema: ModuleSchema;
  readonly ui: Readonly<Record<string, unknown>>;
  readonly messages?: Readonly<Record<string, CatalogueEntry>>;
  readonly rules?: readonly RuleDefinition[];
}

export interface RegisteredModule extends ModuleDefinition {
  /** Fields that feed text search (`x-search`). */
  readonly searchFields: readonly string[];
  /** Field names of the schema. */
  readonly fields: ReadonlySet<string>;
  /** Fields the client may not write (`readOnly`). */
  readonly readOnlyFields: ReadonlySet<string>;
  /** Spanish label of each field (its `title`, else its name). */
  readonly labels: Readonly<Record<string, string>>;
  /** Every rule the form and the server run on a record: the schema's `x-rules`, then one per `x-mask` field, one per limited field (a date, amount or link), one per `x-unique` field. */
  readonly ruleNames: readonly string[];
  /** The field whose value is the sort key of the module's search index (see searchSortField.ts); set from the screens config. */
  readonly searchSortField?: string;
}

/**
 * What the screens read of a registry: a registered module by name, whether one is registered, and
 * the rules. A SchemaRegistry of every module (the server, tests, stories) or, in the browser, the
 * modules loaded so far (app/modules/browserRegistry.ts: a module's definition loads with its first
 * screen, `Engine.loadModule`).
 */
export interface ModuleRegistry {
  /** A registered module; an unknown (or not yet loaded) name throws. */
  get(name: string): RegisteredModule;
  has(name: string): boolean;
  readonly validators: ValidatorRegistry;
}

export class TrustedSchemaRegistry implements ModuleRegistry {
  private readonly modules = new Map<string, RegisteredModule>();

  constructor(
    readonly validators: ValidatorRegistry,
    readonly masks: MaskRegistry = maskRegistry,
  ) {}

  /** The structural checks of a module's files, before anything is registered (SchemaRegistry's; none here). */
  protected checkFiles(_def: ModuleDefinition): void {}

  /** The checks of a module's form and link-list annotations, once its messages and rules are in (SchemaRegistry's; none here). */
  protected checkAnnotations(_def: ModuleDefinition): void {}

  /**
   * Adds a module; its rules are registered and every rule its schema names must exist. A rule is
   * derived for each `x-mask` field (its mask must be registered) and for each limited field (a date,
   * amount or link, limits/fieldLimits.ts), and registered too.
   */
  add(def: ModuleDefinition): RegisteredModule {
    if (this.modules.has(def.name)) throw new Error(`El módulo '${def.name}' ya está registrado`);
    if (def.schema['x-module'] !== def.name) {
      throw new Error(`schemas/${def.name}: 'x-module' debe ser '${def.name}' (es '${def.schema['x-module']}')`);
    }
    this.checkFiles(def);
    if (def.messages) {
      registerMessages(Object.fromEntries(Object.entries(def.messages).map(([k, v]) => [`${def.name}.${k}`, v])));
    }
    for (const rule of def.rules ?? []) this.validators.register(rule);
    for (const name of def.schema['x-rules'] ?? []) this.validators.get(name, `schemas/${def.name} (x-rules)`);
    this.checkAnnotations(def);
    // A display-only mask (`x-display`, format/fieldDisplay.ts) must be registered: an unknown name stops start-up with its path.
    for (const at of displayMaskPaths(def.schema.properties))
      this.masks.get(at.mask, `schemas/${def.name}/${def.name}.schema.json#/properties/${at.path}/x-display`);
    const masked = maskRules(def.name, def.schema, this.masks);
    for (const rule of masked) this.validators.register(rule);
    // Every date, typed amount and link within its limits (limits/fieldLimits.ts).
    const limited = limitRules(def.name, def.schema);
    for (const rule of limited) this.validators.register(rule);
    const unique = uniqueRules(def.name, def.schema);
    for (const rule of unique) this.validators.register(rule);

    const entries = Object.entries(def.schema.properties);
    const module: RegisteredModule = {
      ...def,
      searchFields: entries.filter(([, p]) => p['x-search'] === true).map(([name]) => name),
      fields: new Set(entries.map(([name]) => name)),
      readOnlyFields: new Set(entries.filter(([, p]) => p.readOnly === true).map(([name]) => name)),
      labels: Object.fromEntries(entries.map(([name, p]) => [name, p.title ?? name])),
      ruleNames: [
        ...(def.schema['x-rules'] ?? []),
        ...masked.map((rule) => rule.name),
        ...limited.map((rule) => rule.name),
        ...unique.map((rule) => rule.name),
      ],
    };
    this.modules.set(def.name, module);
    return module;
  }

  /** Sets each module's search-index sort field (`searchSortFields` of the screens config). */
  setSearchSortFields(fields: ReadonlyMap<string, string>): void {
    for (const [name, module] of this.modules) this.modules.set(name, { ...module, searchSortField: fields.get(name) });
  }

  /** A module by name; an unknown name throws. */
  get(name: string): RegisteredModule {
    const module = this.modules.get(name);
    if (!module) throw new Error(`El módulo '${name}' no está registrado`);
    return module;
  }

  has(name: string): boolean {
    return this.modules.has(name);
  }

  list(): RegisteredModule[] {
    return [...this.modules.values()];
  }

  /** Field names per module (schema and system fields), for the config's reference checks. */
  fieldMap(): Map<string, ReadonlySet<string>> {
    return new Map(this.list().map((m) => [m.name, new Set([...m.fields, ...systemFields])]));
  }

  /**
   * Per module, the fields a combo or multi filter may compare: those annotated `x-combo` and closed
   * enumerations (`enum`, or a `oneOf` of `const`s, e.g. a state 1/2/3 whose lookup lists the same codes),
   * or whose items are; the filter compares the stored code as text.
   */
  comboFieldMap(): Map<string, ReadonlySet<string>> {
    return new Map(this.list().map((m) => [m.name, comboFieldsOf(m.schema)]));
  }
}

function comboFieldsOf(schema: unknown): ReadonlySet<string> {
  const properties = ((schema as { properties?: unknown } | undefined)?.properties ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const isCombo = (property: Record<string, unknown> | undefined) =>
    typeof property?.['x-combo'] === 'string' ||
    Array.isArray(property?.enum) ||
    (Array.isArray(property?.oneOf) && (property.oneOf as unknown[]).every((option) => option !== null && typeof option === 'object' && 'const' in option));
  return new Set(
    Object.keys(properties).filter((name) => isCombo(properties[name]) || isCombo(properties[name]?.items as Record<string, unknown> | undefined)),
  );
}

/** Every `x-display` of the properties (and of array items, one level down), with its path. */
function displayMaskPaths(properties: Readonly<Record<string, unknown>>, prefix = ''): Array<{ path: string; mask: string }> {
  return Object.entries(properties).flatMap(([name, value]) => {
    const property = (value ?? {}) as Record<string, unknown>;
    const own = typeof property['x-display'] === 'string' ? [{ path: `${prefix}${name}`, mask: property['x-display'] as string }] : [];
    const items = property.items as Record<string, unknown> | undefined;
    const nested =
      items && typeof items.properties === 'object' && !prefix
        ? displayMaskPaths(items.properties as Record<string, unknown>, `${name}/items/properties/`)
        : [];
    return [...own, ...nested];
  });
}
