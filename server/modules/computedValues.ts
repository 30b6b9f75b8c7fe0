/**
 * `x-computed` fields on the server (engine/core/computed): the values are computed from the
 * record being written, inside the write's transaction (the lookups it reads are read there too),
 * and replace whatever the body said; a computation that fails refuses the write with the field's
 * message (400, nothing written). The same computation answers the form's preview
 * (`POST /api/modulos/<m>/calcular`, moduleRoutes.ts).
 */
import type { Kysely } from 'kysely';
import { computedMessageKey, computedSpecs, computeFields } from '../../engine/core/computed/computedFields';
import type { ComputationPorts } from '../../engine/core/computed/computations';
import { t } from '../../engine/core/messages';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';

/** The lookups as the computations read them: every row of the combo (a route no longer offered still prices its stored fees), in order. */
export const computationPorts = (db: Kysely<Database>): ComputationPorts => ({
  lookupRows: (combo) => db.selectFrom('lookups').select(['codigo', 'extra']).where('combo', '=', combo).orderBy('orden').execute(),
});

/**
 * The computation ports of a batch of writes in one transaction: each combo read once, however many
 * records the batch computes (the lookups do not change inside the batch's transaction).
 */
export function cachedComputationPorts(db: Kysely<Database>): ComputationPorts {
  const ports = computationPorts(db);
  const read = new Map<string, ReturnType<ComputationPorts['lookupRows']>>();
  return {
    lookupRows: (combo) => {
      let rows = read.get(combo);
      if (!rows) read.set(combo, (rows = ports.lookupRows(combo)));
      return rows;
    },
  };
}

/** The refusal of a failed computation of `fields` (400 with each field's message). */
function computationFailed(module: RegisteredModule, fields: readonly string[]): HttpError {
  const specs = computedSpecs(module.schema);
  const problems = fields.map((field) => ({
    path: field,
    mensaje: t(computedMessageKey(module.name, specs[field]), { campo: module.labels[field] ?? field }),
  }));
  return new HttpError(400, 'calculo_fallido', problems[0].mensaje, problems);
}

/** The module's computed values for `data`; throws the 400 of a failed computation. */
export async function computedValues(
  db: Kysely<Database>,
  module: RegisteredModule,
  data: Readonly<Record<string, unknown>>,
  ports: ComputationPorts = computationPorts(db),
): Promise<Record<string, unknown>> {
  const outcome = await computeFields(module.schema, data, ports);
  if (outcome.failed.length) throw computationFailed(module, outcome.failed);
  return outcome.values;
}

/** `data` with the module's computed fields set (the same object when the module declares none). */
export async function withComputedValues(
  db: Kysely<Database>,
  module: RegisteredModule,
  data: Record<string, unknown>,
  ports?: ComputationPorts,
): Promise<Record<string, unknown>> {
  if (!Object.keys(computedSpecs(module.schema)).length) return data;
  return { ...data, ...(await computedValues(db, module, data, ports)) };
}
