/**
 * The schema registry: one entry per module folder (schemas/<module>/), holding the JSON Schema,
 * the rjsf ui schema, module messages and rules. Pure: the loaders (fs on the server,
 * import.meta.glob in the browser) hand it plain objects.
 */
import type { ValidatorRegistry } from './validators';
import { assertFormAnnotations } from './form/checkFormAnnotations';
import { assertLinkListAnnotations } from './linkList/linkListAnnotationProblems';
import { maskRegistry, type MaskRegistry } from './format/masks';
import { moduleFileProblems, type CheckContext } from './checks/moduleFileProblems';
import { TrustedSchemaRegistry, type ModuleDefinition } from './trustedSchemaRegistry';

export type { JsonSchemaProperty, ModuleDefinition, ModuleRegistry, ModuleSchema, RegisteredModule } from './trustedSchemaRegistry';

/**
 * The registry with the checks of each module's files: a module with a problem is refused, one
 * line per problem (file, JSON pointer, fix). The registering itself is TrustedSchemaRegistry's.
 */
export class SchemaRegistry extends TrustedSchemaRegistry {
  constructor(
    validators: ValidatorRegistry,
    masks: MaskRegistry = maskRegistry,
    /** The checks of a module's files (`combos`: the lookups an `x-combo` may name). */
    private readonly checks: CheckContext = {},
  ) {
    super(validators, masks);
  }

  // Structural checks of its files first: one line per problem, with file, pointer and fix.
  protected override checkFiles(def: ModuleDefinition): void {
    const problems = moduleFileProblems(def, this.checks);
    if (problems.length) throw new Error(problems.join('\n'));
  }

  protected override checkAnnotations(def: ModuleDefinition): void {
    assertFormAnnotations(def.name, def.schema, def.ui);
    assertLinkListAnnotations(def.name, def.schema);
  }
}
