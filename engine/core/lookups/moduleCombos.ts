/**
 * Which combos belong to which module, for the combos administration (ADM-01, ADM-03, ADM-26): a
 * module's combos are those its form reads (every `x-combo`, nested ones too) and those its folder
 * defines (`<m>.lookups.json`) even when no field reads them yet. Derived from the module folders
 * alone, so that no code names a module. Pure: the server answers with it, tests read it.
 */
import { comboOf } from '../format/comboDisplay';

type Property = Readonly<Record<string, unknown>>;

/** What the function reads of a module. */
export interface ComboModuleSource {
  readonly name: string;
  /** The module's title (its config's `title`), else its name. */
  readonly title: string;
  readonly schema: { readonly properties?: Readonly<Record<string, Property>> };
}

/** One combo of a module. */
export interface ModuleCombo {
  readonly combo: string;
  /** Defined by this module's `<m>.lookups.json` (else generic, or another module's, used by name). */
  readonly propio: boolean;
  /** The labels of the fields that read it (`Pasajeros › Género` for a nested one). */
  readonly campos: readonly string[];
}

/** A module and its combos. */
export interface ModuleCombos {
  readonly modulo: string;
  readonly titulo: string;
  readonly combos: readonly ModuleCombo[];
}

const titleOf = (name: string, property: Property) => (typeof property.title === 'string' && property.title ? property.title : name);

/** The combos the fields of `properties` read, each with the labels of its fields, in field order. */
function combosRead(properties: Readonly<Record<string, Property>> | undefined, prefix: string, found: Map<string, string[]>): void {
  for (const [name, property] of Object.entries(properties ?? {})) {
    const label = `${prefix}${titleOf(name, property)}`;
    const combo = comboOf(property);
    if (combo) (found.get(combo) ?? found.set(combo, []).get(combo)!).push(label);
    const items = property.items as Property | undefined;
    const nested = (items && typeof items === 'object' ? items.properties : undefined) ?? property.properties;
    if (nested) combosRead(nested as Readonly<Record<string, Property>>, `${label} › `, found);
  }
}

/** The combos of `module`: those its fields read (in field order), then those it defines and none reads. */
export function combosOfModule(module: ComboModuleSource, owners: Readonly<Record<string, string>>): ModuleCombo[] {
  const read = new Map<string, string[]>();
  combosRead(module.schema.properties, '', read);
  for (const [combo, owner] of Object.entries(owners)) if (owner === module.name && !read.has(combo)) read.set(combo, []);
  return [...read].map(([combo, campos]) => ({ combo, propio: owners[combo] === module.name, campos }));
}

/** The modules that have combos, in the given order, each with its combos. */
export function modulesWithCombos(modules: readonly ComboModuleSource[], owners: Readonly<Record<string, string>>): ModuleCombos[] {
  return modules
    .map((module) => ({ modulo: module.name, titulo: module.title, combos: combosOfModule(module, owners) }))
    .filter((module) => module.combos.length > 0);
}
