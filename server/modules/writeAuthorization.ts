/**
 * The authorization of a write, decided inside the write's transaction on the locked row (an
 * update that moved a card to another team's account was stored and answered 403).
 * The routes check the caller early (403/404 before the body is validated), but only this check,
 * run by every write of recordWrites.ts before it writes anything, is final: the guard and the
 * record scope hold for the record as it is AND as it will be, the guard's clauses through a link
 * (`teamOf: "cuenta.equipos"`) read from the database in the same transaction, and a refusal
 * throws, so the transaction rolls back: no row change, no version, no history, no index entry.
 */
import type { Transaction } from 'kysely';
import { t } from '../../engine/core/messages';
import { canAccess, type Guard } from '../../engine/core/permissions';
import { rowInScope, type RecordScope } from '../../engine/core/recordScope';
import { readOnlyReason, recordState, type ReadOnlyRule } from '../../engine/core/form/readOnlyWhen';
import type { Principal } from '../../engine/core/permissions';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { LinkedGuardValues } from './linkedGuardValues';
import type { RowState, WriteAuthorization } from './recordWriteSteps';

export interface WriteAuthorizationOptions {
  /** The caller (with their staff contact when the guard asks who they are: `userIs`). */
  readonly user: Principal;
  /** The guard of the write: the module's write guard, or a transition's. */
  readonly guard: Guard;
  /** The caller's record scope on the module (recordScopeOf). */
  readonly scope: RecordScope;
  /** What the module's guards and read-only rules read through a link, or null when nothing. */
  readonly linked: LinkedGuardValues | null;
  /** The refusal of a caller the guard keeps out (the module's own words). */
  readonly refusal: () => HttpError;
  /**
   * The guard must hold on the record as it will be too (default). A transition's guard says who
   * may run it on the record it finds (its values are the config's); the scope still holds after.
   */
  readonly guardOnNext?: boolean;
  /** The read-only states (`x-read-only-when`) that refuse the write of the record as it is (update, delete). */
  readonly readOnly?: { readonly rules: readonly ReadOnlyRule[]; readonly labelOf: (field: string) => string | undefined };
}

/** The authorization recordWrites runs in the write's transaction (see above). */
export function writeAuthorization(options: WriteAuthorizationOptions): WriteAuthorization {
  const { user, guard, scope, linked, refusal } = options;
  // A caller who passes without a record (a role, an area) passes on every record: nothing to read.
  const open = canAccess(user, guard);
  const readOnly = options.readOnly?.rules.length ? options.readOnly : undefined;
  const linkedOf = async (trx: Transaction<Database>, row: RowState) => (linked ? await linked(row.data, trx) : {});
  return async (trx, current, next) => {
    // Outside the scope the record is not found (as a read would say); moving it out is refused.
    if (current && !rowInScope(scope, current.owner_account, current.data)) throw new HttpError(404, 'no_encontrado', t('form.notFound'));
    if (next && !rowInScope(scope, next.owner_account, next.data)) throw new HttpError(403, 'sin_permisos', t('access.module'));
    if (current && (!open || readOnly)) {
      const values = await linkedOf(trx, current);
      if (!open && !canAccess(user, guard, { ...current.data, ...values })) throw refusal();
      const reason =
        readOnly && readOnlyReason(readOnly.rules, recordState({ datos: current.data, enlazados: values, vigente: current.vigente }), user, readOnly.labelOf);
      if (reason) throw new HttpError(403, 'solo_lectura', t('form.readOnlyRefused', { motivo: t(reason.key, reason.args) }));
    }
    if (next && !open && options.guardOnNext !== false && !canAccess(user, guard, { ...next.data, ...(await linkedOf(trx, next)) })) throw refusal();
  };
}
