/**
 * Writes of module records. Each is one transaction that changes the row and, when the write changes
 * what the record's search-index entry holds, the entry in the same statement (insertIndexedRecords,
 * updateIndexed: server/search/), then
 * appends its history entry; creates and updates also claim the record's `x-unique` values in that
 * transaction (uniqueValues.ts; a create's, with its row and entry, by the batch create of
 * recordBatchWrites.ts) and compute their `x-computed` fields there, whatever the body said
 * (computedValues.ts); an update's parent links (`x-link.acyclic`) are walked again there, under
 * their lock (parentCycle.ts). An update or toggle carries the version it was read at, and a stale
 * version changes nothing. Every write takes the caller's authorization (`WriteAuthorization`),
 * run in the transaction on the locked row and the record as it will be, before anything is
 * written: when it throws, the transaction rolls back and nothing is stored. Creates and updates
 * are here; the writes of one part of a record in recordFieldWrites.ts, their shared steps in
 * recordWriteSteps.ts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { diffRecords } from '../../engine/core/diffRecords';
import { commitLinkLists } from '../../engine/core/linkList/commitLinkList';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { claimUniqueValues } from './uniqueValues';
import { withComputedValues } from './computedValues';
import { updateIndexed } from '../search/searchIndex';
import { insertRecords, RecordBatchError } from './recordBatchWrites';
import { sealEncrypted } from '../crypto/encryptedData';
import { refuseParentCycle } from './parentCycle';
import { appendHistory, attachFiles, authorOf, noAuthorization, stateOf, withCurrentRow, type WriteAuthorization, type WriteOutcome } from './recordWriteSteps';

export type { RowState, WriteAuthorization, WriteOutcome } from './recordWriteSteps';
export { removeRecord, setFlag, setValues, toggleVigente } from './recordFieldWrites';

/** Inserts a record and its "alta" history entry; the CRM id is generated here, never by the client. */
export async function createRecord(
  db: Kysely<Database>,
  module: RegisteredModule,
  sent: Record<string, unknown>,
  user: RequestUser,
  ownerAccount: string | null = null,
  authorize: WriteAuthorization = noAuthorization,
): Promise<number> {
  return db.transaction().execute((trx) => insertRecord(trx, module, sent, user, ownerAccount, authorize));
}

/**
 * createRecord's steps inside the caller's transaction: the row, its search-index entry, its unique
 * values, files and "alta" history entry — the batch create (recordBatchWrites.ts) of one row, so
 * that a record created alone and one created among many are stored alike. Throws what the row's
 * create refuses with (an HttpError: a duplicate, a failed computation, the authorization).
 */
export async function insertRecord(
  trx: Transaction<Database>,
  module: RegisteredModule,
  sent: Record<string, unknown>,
  user: RequestUser,
  ownerAccount: string | null = null,
  authorize: WriteAuthorization = noAuthorization,
): Promise<number> {
  try {
    const [id] = await insertRecords(trx, module, [{ datos: sent, ownerAccount }], user, authorize);
    return id;
  } catch (error) {
    throw error instanceof RecordBatchError ? error.error : error;
  }
}

/** Replaces a record's data (keeping its read-only fields) when `version` is still current (an unchanged save writes nothing). */
export async function updateRecord(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  sent: Record<string, unknown>,
  user: RequestUser,
  /** The owning account to store (record scope); undefined leaves it as it is. */
  ownerAccount?: string | null,
  authorize: WriteAuthorization = noAuthorization,
): Promise<WriteOutcome> {
  const author = authorOf(user);
  const data = commitLinkLists(module.schema, sent);
  return withCurrentRow(db, module, id, version, async (trx, current) => {
    // Read-only fields (stripped from the client's body) keep their stored value, e.g. a record's annulment.
    const kept = Object.fromEntries([...module.readOnlyFields].filter((field) => field in current.data).map((field) => [field, current.data[field]]));
    // Computed fields (x-computed) computed; encrypted fields sealed, the stored seal kept when the value is unchanged (no change, no history entry).
    const next = sealEncrypted(module.schema, await withComputedValues(trx, module, { ...data, ...kept }), current.data);
    const owner = ownerAccount === undefined ? current.owner_account : ownerAccount;
    // The record as it is and as it will be, an unchanged save too (it answers as a save would).
    await authorize(trx, current, { data: next, vigente: current.vigente, owner_account: owner });
    // A parent link (x-link.acyclic) walked again under its lock: two updates cannot close a cycle from both ends.
    await refuseParentCycle(trx, module, id, current.data, next);
    const changes = diffRecords(current.data, next);
    if (changes.length === 0) return;
    await updateIndexed(
      trx,
      module,
      id,
      stateOf(current),
      { data: next, vigente: current.vigente, ownerAccount: owner },
      trx
        .updateTable('records')
        .set({
          data: JSON.stringify(next),
          version: sql`version + 1`,
          updated_at: new Date(),
          updated_by: author.userId,
          ...(ownerAccount === undefined ? {} : { owner_account: ownerAccount }),
        })
        .where('id', '=', id),
    );
    await claimUniqueValues(trx, module, id, next);
    await attachFiles(trx, module, id, next, author);
    await appendHistory(trx, { recordId: id, module: module.name, version: version + 1, action: 'modificacion', changes, author });
  });
}
