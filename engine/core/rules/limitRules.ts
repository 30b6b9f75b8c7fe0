/**
 * One rule per limited field (limits/fieldLimits.ts: every date, typed amount
 * and link, at any depth), derived when a module is registered like the mask rules: the form runs
 * them as the user types and the server on every save. A misplaced `x-limits` stops start-up with
 * its schema path.
 */
import { limitedProperty } from '../limits/fieldLimits';
import type { ModuleSchema } from '../moduleSchema';
import type { Issue, RecordData, RuleDefinition } from '../validators';
import { everyProperty } from './everyProperty';
import { valuesAtPath } from './valuesAtPath';

/** Registry name of the rule of a limited field: `limits.<module>.<path>` (`limits.cuenta.files.*.fechaDesde`). */
export const limitRuleName = (module: string, path: readonly string[]) => `limits.${module}.${path.join('.')}`;

/** A derived rule: it answers at once (no port needed). */
export interface LimitRule extends RuleDefinition {
  validate(record: RecordData): Issue[];
}

/** The rules of every limited field of `schema`. */
export function limitRules(module: string, schema: ModuleSchema): LimitRule[] {
  return everyProperty(schema.properties).flatMap(({ path, property, label, pointer }) => {
    const limited = limitedProperty(property, `schemas/${module}/${module}.schema.json${pointer}`);
    if (!limited) return [];
    return [
      {
        name: limitRuleName(module, path),
        fields: [path[0]],
        validate: (record: RecordData) =>
          valuesAtPath(record, path).flatMap(({ path: at, value }) => {
            const problem = limited.kind.problem(value, limited.limits);
            return problem ? [{ path: at.join('.'), key: problem.key, args: { campo: label, ...problem.args } }] : [];
          }),
      },
    ];
  });
}
