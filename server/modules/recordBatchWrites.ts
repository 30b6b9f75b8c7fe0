/**
 * The create of many records of one module inside the caller's transaction (decision 165): what N
 * creates of the form store — each record's row, search-index entry, `x-unique` claims, files and
 * "alta" history entry — written with a few statements per chunk of rows instead of about eight per
 * row. The single create (recordWrites' insertRecord) is this with one row: one definition of what
 * a create stores.
 *
 * Per row, in JS and in order: link lists committed, computed values (the lookups they read read
 * once per batch), encrypted fields sealed, the caller's authorization. Then per chunk: one
 * statement inserts the records and their index entries, one claims their unique values, one
 * appends their history; files are attached per row, only for the rows that name some.
 *
 * A refusal names its row (`RecordBatchError.index`) and is the one the same rows created one by
 * one would give first: a row whose preparation fails stops the batch there, after the rows before
 * it are written (their duplicates are refused first), and of two rows holding one unique value the
 * later is refused. The caller's transaction then rolls back. Unlike N single creates, a row's
 * authorization runs before the earlier rows of its chunk are written.
 */
import { sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema';
import { diffRecords } from '../../engine/core/diffRecords';
import { commitLinkLists } from '../../engine/core/linkList/commitLinkList';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { uploadedFileIds } from '../../engine/core/files/uploadedFileIds';
import { uniqueClaim, uniqueFields } from '../../engine/core/unique/uniqueFields';
import type { ComputationPorts } from '../../engine/core/computed/computations';
import type { RequestUser } from '../auth/principal';
import { cachedComputationPorts, withComputedValues } from './computedValues';
import { sealEncrypted } from '../crypto/encryptedData';
import { duplicateError } from './uniqueValues';
import { insertIndexedRecords, type NewRecord } from '../search/insertIndexedRecords';
import { attachFiles, authorOf, noAuthorization, type Author, type WriteAuthorization } from './recordWriteSteps';

/** One record to create: its data as sent and its owning account (record scope). */
export interface RecordToCreate {
  readonly datos: Record<string, unknown>;
  readonly ownerAccount: string | null;
}

/** A refusal of row `index` of a batch (`error`: what a single create of that row would have thrown). */
export class RecordBatchError extends Error {
  constructor(
    readonly index: number,
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/** Rows per statement: arrays of one parameter each, so the size bounds memory and lock time, not parameters. */
export const BATCH_CHUNK = 1000;

/** Creates `rows` in order inside `trx`; answers their ids, in order. Throws RecordBatchError. */
export async function insertRecords(
  trx: Transaction<Database>,
  module: RegisteredModule,
  rows: readonly RecordToCreate[],
  user: RequestUser,
  authorize: WriteAuthorization = noAuthorization,
): Promise<number[]> {
  const author = authorOf(user);
  const ports = cachedComputationPorts(trx);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_CHUNK) {
    const chunk = rows.slice(start, start + BATCH_CHUNK);
    const { ready, refused } = await prepareRows(trx, module, chunk, authorize, ports);
    try {
      ids.push(...(await writeRows(trx, module, ready, author)));
    } catch (error) {
      throw error instanceof RecordBatchError ? new RecordBatchError(start + error.index, error.error) : error;
    }
    if (refused) throw new RecordBatchError(start + refused.index, refused.error);
  }
  return ids;
}

/**
 * Each row's record as it will be stored (link lists committed, computed, sealed) and authorized, in
 * order, up to the first row that fails: those before it are `ready`, its failure is `refused`.
 */
async function prepareRows(
  trx: Transaction<Database>,
  module: RegisteredModule,
  rows: readonly RecordToCreate[],
  authorize: WriteAuthorization,
  ports: ComputationPorts,
): Promise<{ ready: NewRecord[]; refused?: RecordBatchError }> {
  const ready: NewRecord[] = [];
  for (const [index, row] of rows.entries()) {
    try {
      // Link lists are stored as they are after the edit (LNK-29); computed fields computed inside the write, then encrypted
      // fields sealed (x-encrypted): the row, the history and the search index never hold them in clear.
      const committed = commitLinkLists(module.schema, row.datos);
      const data = sealEncrypted(module.schema, await withComputedValues(trx, module, committed, ports));
      await authorize(trx, null, { data, vigente: true, owner_account: row.ownerAccount });
      ready.push({ idCrm: randomUUID(), data, ownerAccount: row.ownerAccount });
    } catch (error) {
      return { ready, refused: new RecordBatchError(index, error) };
    }
  }
  return { ready };
}

/** Writes prepared records (rows, index entries, unique claims, files, history); answers their ids in order. */
async function writeRows(trx: Transaction<Database>, module: RegisteredModule, records: readonly NewRecord[], author: Author): Promise<number[]> {
  if (!records.length) return [];
  const ids = await insertIndexedRecords(trx, module, records, author.userId);
  // x-unique: a value another record (or an earlier row) holds refuses the create (the inserts above roll back).
  await claimNewRecordsValues(trx, module, ids, records);
  for (const [i, record] of records.entries())
    if (uploadedFileIds(module.schema, record.data).length) await attachFiles(trx, module, ids[i], record.data, author);
  await sql`insert into record_history (record_id, module, version, action, changes, changed_by, changed_by_name)
    select h.record_id, ${module.name}::text, 1, 'alta', h.changes::jsonb, ${author.userId}::bigint, ${author.name}::text
    from unnest(${ids}::bigint[], ${records.map((r) => JSON.stringify(diffRecords(null, r.data)))}::text[]) with ordinality as h(record_id, changes, n)
    order by h.n`.execute(trx);
  return ids;
}

/**
 * Claims the unique values of new records in one statement. A new record holds no claim yet (no
 * delete first, as a save's claim does). Of two rows of the batch holding one value the earlier
 * claims it; a value held already refuses. The refusal is that of the first row refused, with its
 * first field refused (the order a one-by-one create claims in).
 */
async function claimNewRecordsValues(trx: Transaction<Database>, module: RegisteredModule, ids: readonly number[], records: readonly NewRecord[]) {
  const specs = uniqueFields(module.schema);
  if (!specs.length) return;
  const claims: Array<{ row: number; spec: number; value: string }> = [];
  const refusals: Array<{ row: number; spec: number }> = [];
  const claimedHere = new Set<string>();
  for (const [row, record] of records.entries())
    for (const [spec, uniqueSpec] of specs.entries()) {
      const value = uniqueClaim(uniqueSpec, record.data);
      if (value === null) continue;
      const key = `${uniqueSpec.field}\u0000${value}`;
      if (claimedHere.has(key)) {
        refusals.push({ row, spec });
        continue;
      }
      claims.push({ row, spec, value });
      claimedHere.add(key);
    }
  if (claims.length) {
    const { rows } = await sql<{ field: string; n: string }>`insert into unique_values (module, field, value, record_id)
      select ${module.name}::text, c.field, c.value, c.record_id
      from unnest(${claims.map((c) => specs[c.spec].field)}::text[], ${claims.map((c) => c.value)}::text[], ${claims.map((c) => ids[c.row])}::bigint[])
        as c(field, value, record_id)
      on conflict (module, field, value) do nothing
      returning field, record_id::text as n`.execute(trx);
    const taken = new Set(rows.map((r) => `${r.field}\u0000${r.n}`));
    for (const c of claims) if (!taken.has(`${specs[c.spec].field}\u0000${ids[c.row]}`)) refusals.push({ row: c.row, spec: c.spec });
  }
  if (!refusals.length) return;
  const first = refusals.reduce((a, b) => (b.row < a.row || (b.row === a.row && b.spec < a.spec) ? b : a));
  throw new RecordBatchError(first.row, duplicateError(module, specs[first.spec]));
}
