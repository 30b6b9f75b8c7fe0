/**
 * Whether a record form may be written, and why not: viewing only (soloVer), the user's write guard
 * (decided on the record, or for a new record on the values its route fixed and its owner's,
 * writeFollowsOwner, BAC-OP02; CON-39's words for a reader), or the record's state
 * (`x-read-only-when`: ACC-44, ACC-45, SGC-52, with its reason).
 */
import { useMemo } from 'react';
import { readOnlyReason, readOnlyRules, recordState } from '../../core/form/readOnlyWhen';
import type { RegisteredModule } from '../../core/schemaRegistry';
import type { ModuleConfig } from '../../core/screenConfig';
import { withoutSystemFields } from '../../core/systemFields';
import { useCanAccess } from '../access/useCanAccess';
import { guardRecordOf, type ModuleRecord, type RecordData } from '../data/types';
import { useSession } from '../session/SessionProvider';

export interface RecordReadOnlyOptions {
  readonly module: RegisteredModule;
  readonly moduleConfig: ModuleConfig;
  readonly record?: ModuleRecord;
  readonly viewOnly: boolean;
  readonly initial?: RecordData;
  readonly ownerGuardValues?: RecordData;
}

/** The form's mode, the fields a new record's route fixed, and whether (and why) it is read-only. */
export function useRecordReadOnly({ module, moduleConfig, record, viewOnly, initial, ownerGuardValues }: RecordReadOnlyOptions) {
  // A new record of an owner keeps the fields its route gave (a restored draft cannot change them).
  const fixed = useMemo(() => (record ? {} : withoutSystemFields({ ...(initial ?? {}) })), [record, initial]);
  // A new record is judged on the values its route fixed (its owner: writeFollowsOwner, BAC-OP02).
  const canWrite = useCanAccess(moduleConfig.access.write, record ? guardRecordOf(record) : ownerGuardValues ? { ...fixed, ...ownerGuardValues } : fixed);
  const { principal } = useSession();
  const stateReason = useMemo(
    () => (record ? readOnlyReason(readOnlyRules(module.schema), recordState(record), principal, (f) => module.labels[f]) : null),
    [record, module, principal],
  );
  return {
    mode: (record ? 'edit' : 'create') as 'create' | 'edit',
    fixed,
    readOnly: viewOnly || !canWrite || stateReason !== null,
    /** Why the record is read-only by its state (`x-read-only-when`), or null. */
    stateReason,
    /** The module's words for a reader who may not write (CON-39), when that is why the form is read-only. */
    writeDenied: !viewOnly && !canWrite ? (moduleConfig.messages.writeDenied ?? null) : null,
  };
}
