/**
 * The writes of one part of a record, each versioned on the locked row and in the history: switch
 * `vigente`, set a sí/no field (a list's switch or annul), set values (a state transition), and
 * remove a record from its parent's list.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { diffRecords } from '../../engine/core/diffRecords';
import { removalOf, type Removal } from '../../engine/core/related/recordRemoval';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { refuseParentCycle } from './parentCycle';
import { authorOf, noAuthorization, withCurrentRow, writeData, writeVigente, type WriteAuthorization, type WriteOutcome } from './recordWriteSteps';

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
