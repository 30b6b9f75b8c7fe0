/**
 * What the server decides on a supplier save besides the rules: `validoDocumento` is true only when
 * the tax-id register knows the CUIT (SUP-25). (A new supplier's pending state is its read-only
 * `estado`'s schema default, SUP-OP05.)
 */
import { supplierDocumentLooksUp } from '../../schemas/proveedor/proveedor.rules';
import type { WriteCheck } from '../modules/writeRequest';
import type { TaxIdLookup } from '../taxIds/taxIdLookup';
import { validatedDocumentCheck } from '../taxIds/validatedDocumentCheck';

export function proveedorWriteChecks(taxIds: TaxIdLookup): WriteCheck[] {
  return [validatedDocumentCheck(taxIds, { applies: supplierDocumentLooksUp })];
}
