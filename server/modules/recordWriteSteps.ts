/**
 * The steps the record writes share: the outcome and authorization types, the author of a change,
 * the history entry, the files a record's upload fields attach, and the versioned write on the
 * locked row (withCurrentRow) with its two tails: `vigente` switched, or the data replaced.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldChange } from '../../engine/core/diffRecords';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { uploadedFileIds } from '../../engine/core/files/uploadedFileIds';
import { claimUniqueValues } from './uniqueValues';
import { uniqueFields } from '../../engine/core/unique/uniqueFields';
import { updateIndexed, type IndexedState } from '../search/searchIndex';

export type WriteOutcome = { status: 'ok'; id: number } | { status: 'missing' } | { status: 'stale' };

/** A record row as a write sees it: its data (encrypted fields sealed), `vigente` and owning account (record scope). */
export interface RowState {
  readonly data: Readonly<Record<string, unknown>>;
  readonly vigente: boolean;
  readonly owner_account: string | null;
}

/**
 * Whether the caller may make this write, decided inside its transaction: `current` is the locked
 * row as stored (null for a create), `next` the row as the write would leave it (null for a
 * delete). It refuses by throwing (an HttpError), which rolls the transaction back before anything
 * is written. Built once per module by the routes (writeAuthorization.ts); none for the seed.
 */
export type WriteAuthorization = (trx: Transaction<Database>, current: RowState | null, next: RowState | null) => Promise<void>;

export const noAuthorization: WriteAuthorization = async () => {};

export interface Author {
  readonly userId: number;
  readonly name: string;
}

export const authorOf = (user: RequestUser): Author => ({ userId: user.userId, name: user.name });

export async function appendHistory(
  trx: Transaction<Database>,
  entry: { recordId: number; module: string; version: number; action: 'alta' | 'modificacion' | 'vigencia'; changes: FieldChange[]; author: Author },
) {
  await trx
    .insertInto('record_history')
    .values({
      record_id: entry.recordId,
      module: entry.module,
      version: entry.version,
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      changed_by: entry.author.userId,
      changed_by_name: entry.author.name,
    })
    .execute();
}

/**
 * Attaches the files the record's upload fields name to the record (WID-01, NOT-05), so that the
 * record's readers may download them (server/files/fileAccess.ts): only files the author uploaded
 * that are not attached yet; a file attached elsewhere, another user's or an unknown id is left as it is.
 */
export async function attachFiles(
  trx: Transaction<Database>,
  module: RegisteredModule,
  recordId: number,
  data: Readonly<Record<string, unknown>>,
  author: Author,
) {
  const ids = uploadedFileIds(module.schema, data);
  if (ids.length === 0) return;
  await trx
    .updateTable('files')
    .set({ module: module.name, record_id: recordId })
    .where('id', 'in', ids)
    .where('module', 'is', null)
    .where('uploaded_by', '=', author.userId)
    .execute();
}

/** The stored row a versioned write starts from. */
export interface CurrentRow extends RowState {
  readonly data: Record<string, unknown>;
  readonly version: number;
  readonly created_by: number | null;
}

/** The locked row as its search-index entry sees it. */
export const stateOf = (row: CurrentRow): IndexedState => ({ data: row.data, vigente: row.vigente, ownerAccount: row.owner_account });

/**
 * Runs `change` in one transaction on the locked row when `version` is still current; a missing
 * row or a stale version changes nothing.
 */
export async function withCurrentRow(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  change: (trx: Transaction<Database>, current: CurrentRow) => Promise<void>,
): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('records')
      .select(['data', 'vigente', 'version', 'created_by', 'owner_account'])
      .where('module', '=', module.name)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { status: 'missing' };
    if (current.version !== version) return { status: 'stale' };
    await change(trx, current);
    return { status: 'ok', id };
  });
}

/** Sets `vigente` of the locked row to `to`, with its index entry and history. */
export async function writeVigente(trx: Transaction<Database>, module: RegisteredModule, id: number, current: CurrentRow, to: boolean, author: Author) {
  await updateIndexed(
    trx,
    module,
    id,
    stateOf(current),
    { ...stateOf(current), vigente: to },
    trx
      .updateTable('records')
      .set({ vigente: to, version: sql`version + 1`, updated_at: new Date(), updated_by: author.userId })
      .where('id', '=', id),
  );
  await appendHistory(trx, {
    recordId: id,
    module: module.name,
    version: current.version + 1,
    action: 'vigencia',
    changes: [{ campo: 'vigente', antes: current.vigente, despues: to }],
    author,
  });
}

/**
 * Stores `data` as the locked row's data at the next version (`current` is the row as read, at the
 * version the caller sent), with its index entry and a "modificacion" history entry of `changes`:
 * the tail of setFlag and setValues.
 */
export async function writeData(
  trx: Transaction<Database>,
  module: RegisteredModule,
  id: number,
  current: CurrentRow,
  data: Readonly<Record<string, unknown>>,
  changes: FieldChange[],
  author: Author,
) {
  await updateIndexed(
    trx,
    module,
    id,
    stateOf(current),
    { ...stateOf(current), data },
    trx
      .updateTable('records')
      .set({ data: JSON.stringify(data), version: sql`version + 1`, updated_at: new Date(), updated_by: author.userId })
      .where('id', '=', id),
  );
  // A flag or a transition may move the record into or out of a unique value's state (`x-unique.while`);
  // without such a field it changes no claim, and the row switch's write reads and writes nothing more.
  if (uniqueFields(module.schema).some((spec) => spec.while)) await claimUniqueValues(trx, module, id, data);
  await appendHistory(trx, { recordId: id, module: module.name, version: current.version + 1, action: 'modificacion', changes, author });
}
