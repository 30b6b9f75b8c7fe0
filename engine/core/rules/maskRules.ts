/**
 * One rule per `x-mask` field, derived when a module is registered (SchemaRegistry): the stored
 * value must be what the mask stores, and pass the mask's own check (a CUIT's check digit,
 * WID-09). No module names these rules: the form runs them as the user types and the server on
 * every save, like the rules of `x-rules`. An unregistered mask stops start-up with its schema path.
 */
import type { MaskRegistry } from '../format/masks';
import { storedValueProblem } from '../format/storedValueProblem';
import type { ModuleSchema } from '../moduleSchema';
import type { Issue, RecordData, RuleDefinition } from '../validators';
import { maskedFields, type MaskedField } from './maskedFields';
import { valuesAtPath } from './valuesAtPath';
import { looksRedacted } from '../encryption/encryptedFields';

/** Registry name of the rule of a masked field: `mask.<module>.<path>` (`mask.cuenta.cuit`). */
export const maskRuleName = (module: string, path: readonly string[]) => `mask.${module}.${path.join('.')}`;

/** A derived rule: it answers at once (no port needed). */
export interface MaskRule extends RuleDefinition {
  validate(record: RecordData): Issue[];
}

/** The rules of every masked field of `schema`. */
export function maskRules(module: string, schema: ModuleSchema, masks: MaskRegistry): MaskRule[] {
  return maskedFields(schema.properties).map((field) => maskRule(module, field, masks, isEncrypted(schema, field)));
}

/** A top-level `x-encrypted` field: its value read back from the API is a redaction, which the server resolves (x-encrypted). */
function isEncrypted(schema: ModuleSchema, field: MaskedField): boolean {
  const property = field.path.length === 1 ? (schema.properties?.[field.path[0]] as Record<string, unknown> | undefined) : undefined;
  return property?.['x-encrypted'] !== undefined;
}

function maskRule(module: string, field: MaskedField, masks: MaskRegistry, encrypted = false): MaskRule {
  const mask = masks.get(field.mask, `schemas/${module}/${module}.schema.json${field.pointer}`);
  return {
    name: maskRuleName(module, field.path),
    fields: [field.path[0]],
    validate(record) {
      return valuesAtPath(record, field.path).flatMap(({ path, value }) => {
        // The stored value sent back redacted: the server restores it and judges the real value.
        if (encrypted && looksRedacted(value)) return [];
        const key = storedValueProblem(mask, value);
        return key ? [{ path: path.join('.'), key, args: { campo: field.label } }] : [];
      });
    },
  };
}
