/**
 * Combo values on the server: a create or update may only store, in a field with `x-combo`, a code
 * of that combo — and, when the field declares `x-combo-filter`, one allowed for the record's other
 * fields (engine/core/lookups/lookupFilter.ts, the same function the selector filters with).
 * Otherwise a Spanish problem naming the field, answered in the request's one 400 (with its schema
 * and rule problems), and nothing written; a field the schema refused is not checked again. Codes no longer
 * vigente are still accepted, so that a record holding one can be saved again unchanged.
 */
import type { Kysely } from 'kysely';
import { lookupFilterRules, optionAllowed } from '../../engine/core/lookups/lookupFilter';
import { t } from '../../engine/core/messages';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';
import { reportProblem, type WriteCheck } from './writeRequest';

interface Options {
  readonly db: Kysely<Database>;
  readonly module: RegisteredModule;
}

interface ComboField {
  readonly field: string;
  readonly combo: string;
  readonly property: Readonly<Record<string, unknown>>;
}

/** Top-level fields holding combo codes: a scalar with `x-combo`, or a list whose items have it. */
function comboFields(module: RegisteredModule): ComboField[] {
  return Object.entries(module.schema.properties).flatMap(([field, property]) => {
    const items = property.items as Readonly<Record<string, unknown>> | undefined;
    const combo = typeof property['x-combo'] === 'string' ? property['x-combo'] : items?.['x-combo'];
    return typeof combo === 'string' ? [{ field, combo, property }] : [];
  });
}

const codesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '').map(String);

/** The write check of the module's combo fields; null when it has none. */
export function comboValueCheck({ db, module }: Options): WriteCheck | null {
  const fields = comboFields(module);
  if (!fields.length) return null;
  return async (request, write) => {
    const { datos } = write.body;
    for (const { field, combo, property } of fields) {
      if (write.invalid.has(field)) continue;
      const codes = codesOf(datos[field]);
      if (!codes.length) continue;
      const options = await db.selectFrom('lookups').select(['codigo', 'descripcion', 'extra']).where('combo', '=', combo).where('codigo', 'in', codes).execute();
      const rules = lookupFilterRules(property);
      const valid = codes.every((code) => options.some((option) => option.codigo === code && optionAllowed(option, rules, datos)));
      if (!valid) {
        reportProblem(request, { path: field, mensaje: t('lookup.invalidValue', { campo: module.labels[field] ?? field }) });
      }
    }
  };
}
