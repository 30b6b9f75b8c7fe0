/**
 * A parent link may not form a cycle (`x-link.acyclic`, issue 19 defect 7, decision in
 * docs/decisions.md): an account cannot be its own parent, nor the parent of one of its ancestors.
 * The stored chain of parents above the chosen one is walked in one recursive query, to a depth
 * limit, so that a long or already broken chain cannot make the write loop or run long.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Deepest parent chain walked: far beyond any economic group, small enough for one query. */
export const MAX_PARENT_DEPTH = 50;

/** `cycle`: the record would be its own ancestor; `tooDeep`: the chain above the parent is longer than the limit; null: fine. */
export type ParentChainProblem = 'cycle' | 'tooDeep' | null;

/** What linking record `id` of `module` to `parent` through `field` would do to the chain of parents. */
export async function parentChainProblem(db: Kysely<Database>, module: string, field: string, id: number, parent: number): Promise<ParentChainProblem> {
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
