/**
 * Writes of module records. Each is one transaction that changes the row and, when the write changes
 * what the record's search-index entry holds, the entry in the same statement (insertIndexed,
 * updateIndexed: server/search/searchIndex.ts), then
 * appends its history entry; creates and updates also claim the record's `x-unique` values in that
 * transaction (uniqueValues.ts) and compute their `x-computed` fields there, whatever the body said
 * (computedValues.ts); an update's parent links (`x-link.acyclic`) are walked again there, under
 * their lock (parentCycle.ts). An update or toggle carries the version it was read at, and a stale
 * version changes nothing. Every write takes the caller's authorization (`WriteAuthorization`),
 * run in the transaction on the locked row and the record as it will be, before anything is
 * written: when it throws, the transaction rolls back and nothing is stored (issue 19, defect 1).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema';
import { diffRecords, type FieldChange } from '../../engine/core/diffRecords';
import { commitLinkLists } from '../../engine/core/linkList/commitLinkList';
import { removalOf, type Removal } from '../../engine/core/related/recordRemoval';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { uploadedFileIds } from '../../engine/core/files/uploadedFileIds';
import { claimUniqueValues } from './uniqueValues';
import { uniqueFields } from '../../engine/core/unique/uniqueFields';
import { withComputedValues } from './computedValues';
import { insertedColumns, insertIndexed, updateIndexed, type IndexedState } from '../search/searchIndex';
import { sealEncrypted } from '../crypto/encryptedData';
import { refuseParentCycle } from './parentCycle';

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

const noAuthorization: WriteAuthorization = async () => {};

interface Author {
  readonly userId: number;
  readonly name: string;
}

const authorOf = (user: RequestUser): Author => ({ userId: user.userId, name: user.name });

async function appendHistory(
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
async function attachFiles(trx: Transaction<Database>, module: RegisteredModule, recordId: number, data: Readonly<Record<string, unknown>>, author: Author) {
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

/** Inserts a record and its "alta" history entry; the CRM id is generated here, never by the client. */
export async function createRecord(
  db: Kysely<Database>,
  module: RegisteredModule,
  sent: Record<string, unknown>,
  user: RequestUser,
  ownerAccount: string | null = null,
  authorize: WriteAuthorization = noAuthorization,
): Promise<number> {
  const author = authorOf(user);
  // Link lists are stored as they are after the edit: rows marked eliminar dropped, flags and temporary ids stripped (LNK-29);
  // computed fields (x-computed) computed inside the write, then encrypted fields sealed (x-encrypted): the row, the history and
  // the search index never hold them in clear.
  const committed = commitLinkLists(module.schema, sent);
  return db.transaction().execute(async (trx) => {
    const data = sealEncrypted(module.schema, await withComputedValues(trx, module, committed));
    await authorize(trx, null, { data, vigente: true, owner_account: ownerAccount });
    const id = await insertIndexed(
      trx,
      module,
      data,
      trx
        .insertInto('records')
        .values({
          module: module.name,
          id_crm: randomUUID(),
          data: JSON.stringify(data),
          owner_account: ownerAccount,
          created_by: author.userId,
          updated_by: author.userId,
        })
        .returning(insertedColumns),
    );
    if (id === undefined) throw new Error('El alta no devolvió el registro');
    // x-unique: a value another record holds refuses the create (the insert above rolls back).
    await claimUniqueValues(trx, module, id, data);
    await attachFiles(trx, module, id, data, author);
    await appendHistory(trx, { recordId: id, module: module.name, version: 1, action: 'alta', changes: diffRecords(null, data), author });
    return id;
  });
}

/** The stored row a versioned write starts from. */
interface CurrentRow extends RowState {
  readonly data: Record<string, unknown>;
  readonly version: number;
  readonly created_by: number | null;
}

/** The locked row as its search-index entry sees it. */
const stateOf = (row: CurrentRow): IndexedState => ({ data: row.data, vigente: row.vigente, ownerAccount: row.owner_account });

/**
 * Runs `change` in one transaction on the locked row when `version` is still current; a missing
 * row or a stale version changes nothing.
 */
async function withCurrentRow(
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

/**
 * Flips `vigente` when `version` is still current; with `to`, sets it to that value instead (an
 * annul of `vigente` sets false; annulling a record already not vigente writes nothing).
 */
export async function toggleVigente(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  user: RequestUser,
  to?: boolean,
  authorize: WriteAuthorization = noAuthorization,
): Promise<WriteOutcome> {
  const author = authorOf(user);
  return withCurrentRow(db, module, id, version, async (trx, current) => {
    await authorize(trx, current, { ...current, vigente: to ?? !current.vigente });
    if (to !== undefined && current.vigente === to) return;
    await writeVigente(trx, module, id, current, !current.vigente, author);
  });
}

/** Sets `vigente` of the locked row to `to`, with its index entry and history. */
async function writeVigente(trx: Transaction<Database>, module: RegisteredModule, id: number, current: CurrentRow, to: boolean, author: Author) {
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
async function writeData(
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

/**
 * Sets a boolean field of the record's data when `version` is still current: flips it (`toggle`,
 * a list row's switch) or sets it to true (`annul`; annulling an annulled record writes nothing).
 */
export async function setFlag(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  field: string,
  how: 'toggle' | 'annul',
  user: RequestUser,
  authorize: WriteAuthorization = noAuthorization,
): Promise<WriteOutcome> {
  const author = authorOf(user);
  return withCurrentRow(db, module, id, version, async (trx, current) => {
    const before = current.data[field] === true;
    const after = how === 'toggle' ? !before : true;
    const data = { ...current.data, [field]: after };
    await authorize(trx, current, { ...current, data });
    if (before === after) return;
    await writeData(trx, module, id, current, data, [{ campo: field, antes: current.data[field] ?? null, despues: after }], author);
  });
}

/**
 * Sets fields of the record's data to `values` when `version` is still current and `allowed` says
 * the stored data may change (a state transition: a pending supplier authorised, SUP-17); an
 * unchanged value writes nothing. Answers `refused` when `allowed` says no.
 */
export async function setValues(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  values: Readonly<Record<string, unknown>>,
  user: RequestUser,
  allowed: (data: Readonly<Record<string, unknown>>) => boolean = () => true,
  authorize: WriteAuthorization = noAuthorization,
): Promise<WriteOutcome | { status: 'refused' }> {
  const author = authorOf(user);
  let refused = false;
  const outcome = await withCurrentRow(db, module, id, version, async (trx, current) => {
    const data = { ...current.data, ...values };
    // Who may run it first (403), then whether the record is where it can run (409).
    await authorize(trx, current, { ...current, data });
    if (!allowed(current.data)) {
      refused = true;
      return;
    }
    await refuseParentCycle(trx, module, id, current.data, data);
    const changes = diffRecords(current.data, data);
    if (changes.length) await writeData(trx, module, id, current, data, changes, author);
  });
  return refused ? { status: 'refused' } : outcome;
}

/**
 * Removes a record from its parent's list when `version` is still current (modules.<m>.delete; the
 * row-removal rule, removalOf: CRD-13, FEE-14). A record new in the caller's editing session is
 * deleted, its search entry, unique values and history with it (foreign keys); any other is marked
 * `eliminar`: vigente off, kept with its history (a record already marked writes nothing). A stale
 * version or a missing row changes nothing.
 */
export async function removeRecord(
  db: Kysely<Database>,
  module: RegisteredModule,
  id: number,
  version: number,
  user: RequestUser,
  claimedNew: boolean,
  authorize: WriteAuthorization = noAuthorization,
): Promise<WriteOutcome & { removal?: Removal }> {
  let removal: Removal | undefined;
  const outcome = await withCurrentRow(db, module, id, version, async (trx, current) => {
    removal = removalOf({ claimedNew, createdBy: current.created_by, userId: user.userId, version: current.version });
    await authorize(trx, current, removal === 'delete' ? null : { ...current, vigente: false });
    if (removal === 'delete') await trx.deleteFrom('records').where('id', '=', id).where('module', '=', module.name).execute();
    else if (current.vigente) await writeVigente(trx, module, id, current, false, authorOf(user));
  });
  return { ...outcome, removal };
}
