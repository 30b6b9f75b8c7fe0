/**
 * What the server says about the owner a new record's route fixed (engine/core/form/ownerGuardQuery):
 * the owner's linked values for the write guard (`cuenta.equipos`), or its refusal (403, CRD-20).
 * Nothing is asked when the guard passes without the record (an admin, a card editor) or does not
 * look through the owner.
 */
import { ownerGuardQuery } from '../../core/form/ownerGuardQuery';
import { canAccess } from '../../core/permissions';
import type { RecordData } from '../data/types';
import { useModuleList } from '../data/useModuleList';
import { useModule } from '../engine/EngineProvider';
import { useSession } from '../session/SessionProvider';

/** The owner's guard values (`values`), or why there are none (`failed`, `error`), for a new record with `fixed` values. */
export function useOwnerGuardValues(module: string, fixed: RecordData | undefined) {
  const { config } = useModule(module);
  const { principal } = useSession();
  const params = canAccess(principal, config.access.write) ? null : ownerGuardQuery(config.access.write, fixed);
  const query = useModuleList(module, params ?? {}, params !== null);
  return {
    values: params ? query.data?.extras.enlazados : undefined,
    pending: params !== null && query.isPending && !query.isError,
    failed: params !== null && query.isError,
    error: params ? query.error : null,
    failures: query.errorUpdateCount,
  };
}
