/** Business rules of suppliers, run by the supplier form as the user types and, authoritatively, by the server on save. */
import { linkListAddressRule } from '../../engine/core/address/linkListAddressRule';
import { requiredAddressesRule } from '../../engine/core/address/requiredAddressesRule';
import { coefficientsRule } from '../../engine/core/coefficients/coefficientsRule';
import { linkListPrincipalRule } from '../../engine/core/linkList/principalRule';
import { taxLookupRule } from '../../engine/core/rules/taxLookupRule';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';

/** SUP-OP05: the authorisation states. A new supplier is pending until an admin authorises or rejects it. */
export const ESTADO_PENDIENTE = 1;
export const ESTADO_AUTORIZADO = 2;
export const ESTADO_RECHAZADO = 3;

/** SUP-07, SUP-25, CST-24: the supplier's document is a CUIT of 11 digits, the length the tax register is asked about. */
export const supplierDocumentLooksUp = isTaxIdNumber;

/**
 * SUP-25 (browser; on save the server asks the register itself): at 11 digits the form asks the tax
 * register; a known CUIT marks `validoDocumento` and fills the empty company name and VAT
 * condition, an unknown one or a failed call unmarks it (a failure also says the spec's danger text).
 */
export const padron = taxLookupRule({
  name: 'proveedor.padron',
  applies: supplierDocumentLooksUp,
  path: (documento) => `proveedores/padron/${documento}`,
  errorKey: 'cuenta.verificacionError',
  fill: ({ data }) =>
    Object.fromEntries(Object.entries({ razonSocial: data?.razonSocial, condicionIva: data?.condicionIva }).filter(([, v]) => typeof v === 'string')),
});

/** Who holds a CUIT (`GET /api/cuentas/documento/:documento`, the spec's `existeCuentaDocumento/{x}`). */
interface DocumentHolders {
  readonly proveedores: ReadonlyArray<{ readonly id: number; readonly mostrarNombre: string; readonly modulo?: string }>;
}

/**
 * SUP-37 (browser): at 11 digits the form asks who holds the CUIT; another supplier holding it is
 * said as a warning notice naming it (the save goes on: a supplier may be registered twice on
 * purpose, e.g. two branches); a failed call says the spec's danger text.
 */
export const documentoExistente: RuleDefinition = {
  name: 'proveedor.documentoExistente',
  fields: ['documento'],
  debounceMs: 600,
  async validate(record: RecordData, ctx) {
    const { read } = ctx.ports;
    const documento = typeof record.documento === 'string' ? record.documento : '';
    if (!read || !ctx.form || !supplierDocumentLooksUp(documento)) return [];
    let holders: DocumentHolders;
    try {
      holders = await read<DocumentHolders>(`cuentas/documento/${documento}${ctx.recordId ? `?excluir=${ctx.recordId}` : ''}`);
    } catch {
      if (!ctx.signal?.aborted) ctx.form.notice('danger', 'cuenta.verificacionError');
      return [];
    }
    const other = holders.proveedores.find((holder) => holder.modulo === 'proveedor');
    if (other && !ctx.signal?.aborted) ctx.form.notice('warning', 'proveedor.documentoExistente', { proveedor: other.mostrarNombre });
    return [];
  },
};

export const rules: RuleDefinition[] = [
  padron,
  documentoExistente,
  // SUP-34, SUP-35, SUP-OP01: at least one address, and at least one of type legal.
  requiredAddressesRule({
    name: 'proveedor.direcciones',
    field: 'direcciones',
    noneKey: 'proveedor.sinDireccion',
    requiredType: { key: 'proveedor.sinDireccionLegal' },
  }),
  // SUP-31…33, SUP-OP02: the account's IIBB grid rules (sum 1, 0 allowed for inscription type 1, none for 6 and 7; rows).
  coefficientsRule({ name: 'proveedor.coeficientesIibb', field: 'colIngresosBrutos' }),
  // LNK-35/36: one principal address; LNK-38: each address is a picked suggestion, unedited.
  linkListPrincipalRule({ name: 'proveedor.direccionPrincipal', field: 'direcciones', label: 'Direcciones', policy: { principal: true } }),
  linkListAddressRule({ name: 'proveedor.direccionElegida', field: 'direcciones', fields: { direccionCompleta: 'direccion' } }),
];
