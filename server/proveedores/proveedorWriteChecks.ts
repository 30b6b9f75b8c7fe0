/**
 * What the server decides on a supplier save besides the rules: a new supplier is pending
 * authorisation (estado 1, SUP-15, SUP-OP05) whatever the body says (the state is read-only: only
 * an admin's authorisation or rejection changes it), and `validoDocumento` is true only when the
 * tax-id register knows the CUIT (SUP-25).
 */
import { ESTADO_PENDIENTE, supplierDocumentLooksUp } from '../../schemas/proveedor/proveedor.rules';
import type { WriteCheck } from '../modules/writeRequest';
import type { TaxIdLookup } from '../taxIds/taxIdLookup';
import { validatedDocumentCheck } from '../taxIds/validatedDocumentCheck';

/** SUP-15, SUP-OP05: a create stores state 1 (pending). */
export const pendingOnCreate: WriteCheck = async (_request, write) => {
  if (write.kind === 'create') write.body.datos.estado = ESTADO_PENDIENTE;
};

export function proveedorWriteChecks(taxIds: TaxIdLookup): WriteCheck[] {
  return [pendingOnCreate, validatedDocumentCheck(taxIds, { applies: supplierDocumentLooksUp })];
}
