/** Business rules of teams, run by the team form and, authoritatively, by the server on save. */
import type { RecordData, RuleDefinition } from '../../engine/core/validators';

/** The people a team keeps after the save: the rows of its link list not marked for deletion (LNK-29). */
const keptPeople = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.filter((row) => row && typeof row === 'object' && (row as { eliminar?: unknown }).eliminar !== true) : [];

/**
 * ADM-41, ADM-OP09: a team needs an assigned person; otherwise the spec's danger `Faltan campos
 * obligatorios`, exactly, and no call. A rule, not `minItems`: the form would start with an empty row.
 */
const personas: RuleDefinition = {
  name: 'equipotrabajo.personas',
  fields: ['personas'],
  validate(record: RecordData) {
    return keptPeople(record.personas).length ? [] : [{ path: 'personas', key: 'equipotrabajo.sinPersonas', notice: 'danger' }];
  },
};

export const rules: RuleDefinition[] = [personas];
