/**
 * A module's records as a caller may reach them: the record scope (decided in the query), the
 * guard's record clauses checked on the stored record (never on what a write sends), the final word
 * on a write in its own transaction (writeAuthorization.ts), and the answers of a write that found
 * no record or a newer version. Built once per module (moduleContext.ts).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import { canAccess, guardNeedsContact, guardNeedsRecord, type Guard, type GuardRecord } from '../../../engine/core/permissions';
import { recordScopeOf, type RecordScope } from '../../../engine/core/recordScope';
import { readOnlyRules } from '../../../engine/core/form/readOnlyWhen';
import type { ModuleConfig } from '../../../engine/core/screenConfig';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import type { RequestUser } from '../../auth/principal';
import { withContact } from '../../auth/userContact';
import { HttpError } from '../../http/httpError';
import type { LinkedGuardValues } from '../linkedGuardValues';
import type { RecordDto } from '../recordDto';
import { getRecord } from '../recordQueries';
import type { WriteAuthorization, WriteOutcome } from '../recordWriteSteps';
import { writeAuthorization } from '../writeAuthorization';
import type { ModuleAccess } from './moduleAccess';

/** A record as its route answers it: with `enlazados`, the values its guards read through a link (CRD-19). */
export type LoadedRecord = RecordDto & { enlazados?: GuardRecord };

export interface ModuleRecords {
  /** Which records the caller sees at all (record scope, decided in the query). */
  scopeOf(user: RequestUser): RecordScope;
  /** The record as the caller may see it: 404 outside their scope, the guard's refusal when its record clauses fail. */
  load(id: number, user: RequestUser, guard?: Guard): Promise<LoadedRecord>;
  /** An update's write guard on the record as it will be, before its body's problems are gathered. */
  refuseNext(user: RequestUser, stored: Readonly<Record<string, unknown>>, datos: Readonly<Record<string, unknown>>): Promise<void>;
  /** The final word on a write, run in its transaction; `readOnly` adds the record's read-only states (an update, a removal). */
  inWrite(user: RequestUser, readOnly?: boolean): Promise<WriteAuthorization>;
  /** An update by a writer who passes only on the record, decided on the stored record before the write checks read the body. */
  loadForUpdate(user: RequestUser | null, id: number): Promise<void>;
  /** Throws a write's 404 (no record) or 409 (a newer version, sent as `actual`); nothing when it was written. */
  settle(outcome: WriteOutcome, id: number, user: RequestUser): Promise<void>;
}

/** The records of `module` (configured by `config`) as its routes reach them. */
export function moduleRecords(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  module: RegisteredModule,
  config: ModuleConfig,
  linked: LinkedGuardValues | null,
  refusal: ModuleAccess['refusal'],
): ModuleRecords {
  const { db } = app;
  const scopeOf = (user: RequestUser) => recordScopeOf(user, config.recordScope);
  const load = async (id: number, user: RequestUser, guard: Guard = config.access.read): Promise<LoadedRecord> => {
    const found = await getRecord(db, module.name, id, scopeOf(user));
    if (!found) throw new HttpError(404, 'no_encontrado', t('form.notFound'));
    // Values the guards read through a link (`teamOf: "cuenta.equipos"`), answered beside the record
    // as `enlazados` so that the browser's guards decide as the server does (CRD-19).
    const values = linked ? await linked(found.datos) : undefined;
    const record = values ? { ...found, enlazados: values } : found;
    if (!guardNeedsRecord(guard) || canAccess(user, guard)) return record;
    const who = guardNeedsContact(guard) ? await withContact(db, app.config, user) : user;
    if (!canAccess(who, guard, { ...record.datos, ...values })) throw refusal(who, guard);
    return record;
  };
  const refuseNext = async (user: RequestUser, stored: Readonly<Record<string, unknown>>, datos: Readonly<Record<string, unknown>>) => {
    const guard = config.access.write;
    if (!guardNeedsRecord(guard) || canAccess(user, guard)) return;
    // The update's next record: what it sends, its read-only fields as stored (updateRecord).
    const next = { ...datos, ...Object.fromEntries([...module.readOnlyFields].filter((f) => f in stored).map((f) => [f, stored[f]])) };
    const who = guardNeedsContact(guard) ? await withContact(db, app.config, user) : user;
    if (!canAccess(who, guard, { ...next, ...(linked ? await linked(next) : {}) })) throw refusal(who, guard);
  };
  // The write guard and the record scope on the locked row and on the record as it will be (writeAuthorization.ts).
  const readOnlyCheck = { rules: readOnlyRules(module.schema), labelOf: (field: string) => module.labels[field] };
  const inWrite = async (user: RequestUser, readOnly = false): Promise<WriteAuthorization> => {
    const guard = config.access.write;
    const who = guardNeedsContact(guard) && !canAccess(user, guard) ? await withContact(db, app.config, user) : user;
    return writeAuthorization({
      user: who,
      guard,
      scope: scopeOf(user),
      linked,
      refusal: () => refusal(who, guard),
      readOnly: readOnly ? readOnlyCheck : undefined,
    });
  };
  // Outside the scope 404, not their record 403, as the handler would answer.
  const loadForUpdate = async (user: RequestUser | null, id: number) => {
    if (!user || user.tokenMode) return;
    if (canAccess(user, config.access.write) || !guardNeedsRecord(config.access.write)) return;
    await load(id, user, config.access.write);
  };
  const settle = async (outcome: WriteOutcome, id: number, user: RequestUser) => {
    if (outcome.status === 'missing') throw new HttpError(404, 'no_encontrado', t('form.notFound'));
    if (outcome.status === 'stale') {
      const actual = await getRecord(db, module.name, id, scopeOf(user));
      throw new HttpError(409, 'conflicto', t('save.conflict'), undefined, { actual });
    }
  };
  return { scopeOf, load, refuseNext, inWrite, loadForUpdate, settle };
}
