/**
 * The yes/no look-ups about records' values (the rules' `exists` port on save, and `GET
 * /api/modulos/:m/existe` the form asks): each is an oracle, so each answers only what the caller
 * may learn (defects 3 and 4; docs/decisions.md):
 * - a plain field: among the records the caller may read, as the list and the record's route
 *   decide (record scope in the query, the read guard's record clauses on each match: recordReadAccess);
 * - a value the whole company shares (`x-unique`, or `x-exists: "company"`: a subdomain): across the
 *   company, since the rule must see it to say its message, but within the caller's look-up budget (lookupBudget);
 * - an encrypted field (a card number, x-encrypted): among the records the caller may read, within
 *   the budget, and a "yes" is recorded like a "Ver datos" (`field_reveals`, CRD-10): confirming a
 *   guessed number is learning it.
 */
import { sql, type Kysely } from 'kysely';
import { uniqueFields } from '../../engine/core/unique/uniqueFields';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import type { Database } from '../db/schema';
import { encryptedFieldsOf, sealedValueMatches } from '../crypto/encryptedData';
import type { LookupBudget } from '../http/lookupBudget';
import type { RecordReadAccess } from './recordReadAccess';
import { whereInScope } from './scopeQuery';
import { uniqueValueTaken } from './uniqueValues';
import { valueExists } from './recordQueries';

/** Who asks: a form's question (`existe`: every question spends the budget) or a save's rule (only a "yes" does, so a save is never slowed by it). */
export type LookupAsker = 'form' | 'save';

export interface RecordLookups {
  /** True when another record of `module` (other than `excludeId`) holds `value` in `field`, as far as `user` may learn it. */
  exists(
    user: RequestUser,
    asker: LookupAsker,
    module: string,
    field: string,
    value: string,
    excludeId?: number,
    scope?: Readonly<Record<string, unknown>>,
  ): Promise<boolean>;
}

/** Matches read per reader to check the guard's record clauses on (a value many records share answers from the first readable one). */
const CANDIDATES = 50;

/** The field's look-up kind. */
function kindOf(registry: SchemaRegistry, module: string, field: string): 'encrypted' | 'company' | 'scoped' | 'unknown' {
  if (!registry.has(module)) return 'unknown';
  const schema = registry.get(module).schema;
  if (encryptedFieldsOf(schema).some((f) => f.field === field)) return 'encrypted';
  if (uniqueFields(schema).some((s) => s.field === field)) return 'company';
  const property = schema.properties[field] as Record<string, unknown> | undefined;
  return property?.['x-exists'] === 'company' ? 'company' : 'scoped';
}

export function recordLookups(db: Kysely<Database>, registry: SchemaRegistry, read: RecordReadAccess, budget: LookupBudget): RecordLookups {
  /** The records the user may read that hold the value (at most a few: enough to answer, and to record who learnt which). */
  const readableMatches = async (
    user: RequestUser,
    module: string,
    field: string,
    value: string,
    encrypted: boolean,
    excludeId?: number,
  ): Promise<number[]> => {
    const condition = encrypted ? sealedValueMatches(field, value) : sql<boolean>`lower(records.data ->> ${field}) = ${value.trim().toLowerCase()}`;
    const found: number[] = [];
    for (const reader of read.readersOf(user, module)) {
      let query = db.selectFrom('records').select(['records.id', 'records.data']).where('records.module', '=', module).where(condition);
      if (excludeId !== undefined) query = query.where('records.id', '!=', excludeId);
      const rows = await whereInScope(query, reader.scope).orderBy('records.id').limit(CANDIDATES).execute();
      for (const row of rows) if (!found.includes(Number(row.id)) && (await reader.passes(row.data as Record<string, unknown>))) found.push(Number(row.id));
      if (found.length) break;
    }
    return found;
  };

  return {
    async exists(user, asker, module, field, value, excludeId, scope) {
      const kind = kindOf(registry, module, field);
      if (kind === 'unknown') return false;
      if (kind === 'scoped') return (await readableMatches(user, module, field, value, false, excludeId)).length > 0;
      budget.check(user.userId);
      if (asker === 'form') budget.spend(user.userId);
      if (kind === 'company') {
        const spec = uniqueFields(registry.get(module).schema).find((s) => s.field === field);
        const taken = spec ? await uniqueValueTaken(db, module, spec, value, excludeId, scope) : await valueExists(db, module, field, value, excludeId);
        if (taken && asker === 'save') budget.spend(user.userId);
        return taken;
      }
      const matches = await readableMatches(user, module, field, value, true, excludeId);
      if (!matches.length) return false;
      if (asker === 'save') budget.spend(user.userId);
      await db
        .insertInto('field_reveals')
        .values(matches.map((id) => ({ module, record_id: id, field, user_id: user.userId, username: user.username })))
        .execute();
      return true;
    },
  };
}
