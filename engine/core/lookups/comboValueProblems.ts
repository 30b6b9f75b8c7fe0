/**
 * Combo codes at every depth (x-combo): a field with `x-combo`, top level, in a
 * nested object or in a row of an array (the IIBB grid's `jurisdiccion`, a file's `tipo`, a note's
 * `tipoDocumento`), may hold only a code of its combo, and, when it declares `x-combo-filter`, one
 * allowed for the values beside it (its row, or the record). The server asks with the options it
 * reads from the database; the browser with the options it has loaded (a combo it has not loaded is
 * not judged there; the server's answer lands on the field). One problem per path, naming the field.
 */
import type { Issue } from '../validators';
import type { JsonSchemaProperty } from '../moduleSchema';
import { annotatedValues, type AnnotatedValue } from '../schemaValues/annotatedValues';
import { lookupFilterRules, optionAllowed, type FilterableOption } from './lookupFilter';

/** A combo value found in a record: its combo and the codes it holds (one, or a list's). */
export interface ComboValue extends AnnotatedValue {
  readonly combo: string;
  readonly codes: readonly string[];
}

/** The combo a property's values come from: its own `x-combo`, or its items' (a list of codes). */
export function comboOf(property: JsonSchemaProperty): string | undefined {
  const items = property.items as JsonSchemaProperty | undefined;
  const combo = property['x-combo'] ?? items?.['x-combo'];
  return typeof combo === 'string' ? combo : undefined;
}

const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '').map(String);

/** Every combo value of `data` at any depth, with its codes; empty values are left out. */
export function comboValues(
  schema: { readonly properties: Readonly<Record<string, JsonSchemaProperty>> },
  data: Readonly<Record<string, unknown>>,
): ComboValue[] {
  return annotatedValues(schema, data, (property) => comboOf(property) !== undefined).flatMap((found) => {
    const codes = codesOf(found.value);
    return codes.length ? [{ ...found, combo: comboOf(found.property)!, codes }] : [];
  });
}

/**
 * The problems of `values`: a code its combo does not have, or one its filter leaves out for the
 * values beside it. `optionsOf` answers a combo's options, or undefined when they are not known
 * (that value is not judged). `labelOf` names the field by its path.
 */
export function comboValueProblems(
  values: readonly ComboValue[],
  optionsOf: (combo: string) => readonly FilterableOption[] | undefined,
  labelOf: (path: string) => string,
): Issue[] {
  const issues: Issue[] = [];
  for (const value of values) {
    const options = optionsOf(value.combo);
    if (!options) continue;
    const rules = lookupFilterRules(value.property);
    const valid = value.codes.every((code) => options.some((option) => option.codigo === code && optionAllowed(option, rules, value.holder)));
    if (!valid) issues.push({ path: value.path, key: 'lookup.invalidValue', args: { campo: labelOf(value.path) } });
  }
  return issues;
}

/**
 * The values of `values` that `base` (the record as loaded) did not hold at the same path: what the
 * browser judges, since it knows only the vigente options and a code no longer vigente that the
 * record already holds is accepted by the server.
 */
export function changedComboValues(values: readonly ComboValue[], base: readonly ComboValue[]): ComboValue[] {
  const held = new Set(base.map((value) => `${value.path}=${JSON.stringify(value.codes)}`));
  return values.filter((value) => !held.has(`${value.path}=${JSON.stringify(value.codes)}`));
}
