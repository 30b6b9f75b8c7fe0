/**
 * Combo values on the server: a create or update may only store, in a field with `x-combo` at any
 * depth (a row of a grid or a link list: engine/core/lookups/comboValueProblems.ts), a code of that
 * combo — and, when the field declares `x-combo-filter`, one allowed for the values beside it (its
 * row, or the record's other fields; lookupFilter.ts, the same function the selector filters with).
 * Otherwise a Spanish problem naming the field by its path, answered in the request's one 400 (with
 * its schema and rule problems), and nothing written; a field the schema refused is not checked
 * again. Codes no longer vigente are still accepted, so that a record holding one can be saved again unchanged.
 */
import type { Kysely } from 'kysely';
import { comboOf, comboValueProblems, comboValues } from '../../engine/core/lookups/comboValueProblems';
import { declaresAnnotated } from '../../engine/core/schemaValues/annotatedValues';
import type { FilterableOption } from '../../engine/core/lookups/lookupFilter';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { t } from '../../engine/core/messages';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';
import { reportProblem, type WriteCheck } from './writeRequest';

interface Options {
  readonly db: Kysely<Database>;
  readonly module: RegisteredModule;
}

/** The write check of the module's combo fields, at every depth; null when it has none. */
export function comboValueCheck({ db, module }: Options): WriteCheck | null {
  if (!declaresAnnotated(module.schema, (property) => comboOf(property) !== undefined)) return null;
  const labelOf = fieldLabeler(module.schema);
  return async (request, write) => {
    const values = comboValues(module.schema, write.body.datos).filter((value) => !write.invalid.has(value.field));
    if (!values.length) return;
    // One query per combo for all its codes in the record (a grid of many rows asks once).
    const wanted = new Map<string, Set<string>>();
    for (const value of values) for (const code of value.codes) (wanted.get(value.combo) ?? wanted.set(value.combo, new Set()).get(value.combo)!).add(code);
    const options = new Map<string, FilterableOption[]>();
    for (const [combo, codes] of wanted) {
      options.set(
        combo,
        await db
          .selectFrom('lookups')
          .select(['codigo', 'descripcion', 'extra'])
          .where('combo', '=', combo)
          .where('codigo', 'in', [...codes])
          .execute(),
      );
    }
    const label = (path: string) => (Object.hasOwn(module.labels, path) ? module.labels[path] : labelOf(path));
    for (const issue of comboValueProblems(values, (combo) => options.get(combo), label))
      reportProblem(request, { path: issue.path, mensaje: t(issue.key, issue.args) });
  };
}
