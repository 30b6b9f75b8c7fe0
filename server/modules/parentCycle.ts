/**
 * A parent link may not form a cycle (`x-link.acyclic`, decision in
 * docs/decisions.md): an account cannot be its own parent, nor the parent of one of its ancestors.
 * The stored chain of parents above the chosen one is walked in one recursive query, to a depth
 * limit, so that a long or already broken chain cannot make the write loop or run long. The link
 * check walks it before the write (its problem among the request's others, linkedRecordHooks.ts);
 * the write walks it again in its own transaction under a lock per parent link
 * (`refuseParentCycle`), so that two updates closing a cycle from both ends at once (A's parent B
 * while B's parent A) cannot both be stored: the second sees the first's parent and is refused.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { linkedProperties } from '../../engine/core/linkSearch/linkAnnotation';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { t } from '../../engine/core/messages';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { HttpError } from '../http/httpError';

/** Deepest parent chain walked: far beyond any economic group, small enough for one query. */
export const MAX_PARENT_DEPTH = 50;

/** `cycle`: the record would be its own ancestor; `tooDeep`: the chain above the parent is longer than the limit; null: fine. */
export type ParentChainProblem = 'cycle' | 'tooDeep' | null;

/** What linking record `id` of `module` to `parent` through `field` would do to the chain of parents. */
export async function parentChainProblem(
  db: Kysely<Database> | Transaction<Database>,
  module: string,
  field: string,
  id: number,
  parent: number,
): Promise<ParentChainProblem> {
  if (parent === id) return 'cycle';
  // Each step reads the parent of the record reached; it stops at the record itself, at a record
  // without a parent (or without a numeric one) and at the depth limit.
  const { rows } = await sql<{ id: string; depth: number }>`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT ${parent}::bigint, 1
      UNION ALL
      SELECT (r.data ->> ${field})::bigint, c.depth + 1
      FROM chain c JOIN records r ON r.id = c.id AND r.module = ${module}
      WHERE c.id <> ${id} AND c.depth <= ${MAX_PARENT_DEPTH}
        AND jsonb_typeof(r.data -> ${field}) = 'number' AND (r.data ->> ${field}) ~ '^[0-9]{1,15}$'
    )
    SELECT id, depth FROM chain`.execute(db);
  if (rows.some((row) => Number(row.id) === id)) return 'cycle';
  return rows.some((row) => row.depth > MAX_PARENT_DEPTH) ? 'tooDeep' : null;
}

/** Lock namespace of pg_advisory_xact_lock(namespace, hashtext(module.field)): one parent-link write of a module's field at a time. */
const PARENT_LOCK = 17_002;

const acyclicByModule = new WeakMap<RegisteredModule, readonly string[]>();

/** The module's parent links (`x-link.acyclic`, top-level fields; start-up checked that each links the module itself). */
function acyclicFields(module: RegisteredModule): readonly string[] {
  let fields = acyclicByModule.get(module);
  if (!fields) {
    fields = linkedProperties(module.schema.properties).flatMap(({ field, link }) => (link.acyclic ? [field] : []));
    acyclicByModule.set(module, fields);
  }
  return fields;
}

/**
 * The final word on a parent link, inside the write's transaction (decision 124): for each parent
 * link the write changes to a record id, takes the link's transaction-level lock, then walks the
 * chain as committed; a cycle (or a chain too deep) throws the link check's own 400 (message at the
 * field), so the transaction rolls back and nothing is stored. The lock is held until commit, so
 * the next parent-link write of the module's field walks a chain that includes this one.
 */
export async function refuseParentCycle(
  trx: Transaction<Database>,
  module: RegisteredModule,
  id: number,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const field of acyclicFields(module)) {
    const parent = after[field];
    if (typeof parent !== 'number' || !Number.isSafeInteger(parent) || parent === before[field]) continue;
    await sql`select pg_advisory_xact_lock(${PARENT_LOCK}, hashtext(${`${module.name}.${field}`}))`.execute(trx);
    const problem = await parentChainProblem(trx, module.name, field, id, parent);
    if (!problem) continue;
    const campo = Object.hasOwn(module.labels, field) ? module.labels[field] : fieldLabeler(module.schema)(field);
    const mensaje = t(problem === 'cycle' ? 'link.cycle' : 'link.chainTooLong', { campo, max: MAX_PARENT_DEPTH });
    throw new HttpError(400, 'validacion', mensaje, [{ path: field, mensaje }]);
  }
}
