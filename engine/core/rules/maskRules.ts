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
import { EVERY_ITEM, maskedFields, type MaskedField } from './maskedFields';
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
      return valuesAt(record, field.path, []).flatMap(({ path, value }) => {
        // The stored value sent back redacted: the server restores it and judges the real value.
        if (encrypted && looksRedacted(value)) return [];
        const key = storedValueProblem(mask, value);
        return key ? [{ path: path.join('.'), key, args: { campo: field.label } }] : [];
      });
    },
  };
}

interface Found {
  readonly path: readonly string[];
  readonly value: unknown;
}

/** The values along `path` (every item of an array at `EVERY_ITEM`) with their concrete paths (`direcciones.0.telefono`). */
function valuesAt(value: unknown, path: readonly string[], at: readonly string[]): Found[] {
  if (!path.length) return [{ path: at, value }];
  const [head, ...rest] = path;
  if (head === EVERY_ITEM) return Array.isArray(value) ? value.flatMap((item, index) => valuesAt(item, rest, [...at, String(index)])) : [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return valuesAt((value as RecordData)[head], rest, [...at, head]);
}
