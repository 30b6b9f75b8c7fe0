/** Business rules of accounts, run by the account form as the user types and, authoritatively, by the server on save. */
import { linkListAddressRule } from '../../engine/core/address/linkListAddressRule';
import { coefficientsRule } from '../../engine/core/coefficients/coefficientsRule';
import { isLive, rowsOf } from '../../engine/core/linkList/linkRow';
import { linkListPrincipalRule } from '../../engine/core/linkList/principalRule';
import { lookupFilterValues } from '../../engine/core/lookups/lookupFilter';
import { rowDatesInOrderRule } from '../../engine/core/rules/datesInOrderRule';
import { taxLookupRule } from '../../engine/core/rules/taxLookupRule';
import { UNIQUE_DEBOUNCE_MS } from '../../engine/core/unique/uniqueRules';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';
import { overlappingFiles } from './overlappingFiles';
import { normalizeSubdomain, SUBDOMAIN_MIN_LENGTH } from './subdomain';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';

/** Account states (ACC-08). */
export const ESTADO_PROSPECT = 1;

/**
 * ACC-47: an account that has an id (a saved one) must keep at least one team; otherwise the spec's
 * danger `Debe asociar el cuenta…`, exactly, and no save. A new account is not held (the spec: "an
 * account that has an `id`"; decisions.md). The server runs the same rule on update.
 */
const equipos: RuleDefinition = {
  name: 'cuenta.equipos',
  fields: ['equipos'],
  validate(record: RecordData, ctx) {
    if (ctx.mode !== 'edit') return [];
    const teams = Array.isArray(record.equipos) ? record.equipos.filter((team) => team !== null && team !== undefined && team !== '') : [];
    return teams.length ? [] : [{ path: 'equipos', key: 'cuenta.sinEquipo', notice: 'danger' }];
  },
};

/**
 * ACC-57, ACC-58, ACC-43, ACC-OP07: an account that is not a prospect needs at least one address
 * and at least one of type legal; a prospect (estado 1) is exempt. Rows marked for deletion do not count.
 */
const direcciones: RuleDefinition = {
  name: 'cuenta.direcciones',
  fields: ['estado', 'direcciones'],
  validate(record: RecordData) {
    if (record.estado === undefined || record.estado === null || record.estado === ESTADO_PROSPECT) return [];
    const live = rowsOf(record.direcciones).filter(isLive);
    if (!live.length) return [{ path: 'direcciones', key: 'cuenta.sinDireccion' }];
    return live.some((row) => row.tipo === 'legal') ? [] : [{ path: 'direcciones', key: 'cuenta.sinDireccionLegal' }];
  },
};

/** ACC-73, ACC-OP09: two live file entries with the same number and type cannot overlap in time. */
const filesDuplicados: RuleDefinition = {
  name: 'cuenta.filesDuplicados',
  fields: ['files'],
  validate(record: RecordData) {
    return overlappingFiles(rowsOf(record.files).filter(isLive)) ? [{ path: 'files', key: 'cuenta.fileDuplicado' }] : [];
  },
};

/** A file row's Hasta is not before its Desde: said under the row's Hasta, in the row's dialog and by the server. */
const filesFechas: RuleDefinition = rowDatesInOrderRule({
  name: 'cuenta.filesFechas',
  field: 'files',
  from: 'fechaDesde',
  to: 'fechaHasta',
  key: 'cuenta.fileFechas',
});

/** CABA's code in the `jurisdicciones` combo: the IIBB row an AGIP-registered CUIT proposes (ACC-OP12). */
export const JURISDICCION_CABA = '901';

/**
 * ACC-68, ACC-69, ACC-71, ACC-OP11, ACC-OP12 (browser only), the generic `taxLookupRule` shared with
 * contacts: on a document of exactly 11 digits the form asks the tax register (`GET
 * /api/cuentas/padron/:cuit`, the spec's `dataCuit/{x}`); a known CUIT prefills the empty name
 * fields and VAT condition, marks `validoDocumento` and, when registered with AGIP and no IIBB row
 * was typed, proposes a CABA row; an unknown one unmarks it; a failed call says `Ocurrio un error…`
 * (danger) and the form stays editable. It reports no issue: on save the server asks the register
 * itself (cuentaWriteChecks).
 */
export const padron: RuleDefinition = taxLookupRule({
  name: 'cuenta.padron',
  applies: isTaxIdNumber,
  path: (documento) => `cuentas/padron/${documento}`,
  errorKey: 'cuenta.verificacionError',
  fill: ({ data, agip }) => {
    const found = Object.fromEntries(
      ['razonSocial', 'nombre', 'apellido', 'condicionIva'].flatMap((field) => (data?.[field] === undefined ? [] : [[field, data[field]]])),
    );
    return agip ? { ...found, colIngresosBrutos: [{ jurisdiccion: JURISDICCION_CABA, coeficiente: 1, tipo: 'local' }] } : found;
  },
});

/** Who holds a document (`GET /api/cuentas/documento/:documento`, the spec's `existeCuentaDocumento/{x}`). */
interface DocumentHolders {
  readonly cuentas: ReadonlyArray<{ readonly id: number; readonly mostrarNombre: string; readonly vigente: boolean; readonly activo: boolean }>;
  readonly proveedores: ReadonlyArray<{ readonly id: number; readonly mostrarNombre: string }>;
}

/**
 * ACC-70, ACC-OP10, ACC-71 (browser; the server refuses the same in cuentaWriteChecks): a new
 * account's document held by an active account is an issue naming it (the save is held); held only
 * by a supplier's account, a warning notice; a failed call, the spec's danger notice.
 */
export const documentoExistente: RuleDefinition = {
  name: 'cuenta.documentoExistente',
  fields: ['documento'],
  debounceMs: 600,
  async validate(record: RecordData, ctx) {
    const { read } = ctx.ports;
    const documento = typeof record.documento === 'string' ? record.documento : '';
    if (!read || ctx.mode !== 'create' || !/^[0-9A-Za-z]+$/.test(documento)) return [];
    let holders: DocumentHolders;
    try {
      holders = await read<DocumentHolders>(`cuentas/documento/${documento}`);
    } catch {
      if (!ctx.signal?.aborted) ctx.form?.notice('danger', 'cuenta.verificacionError');
      return [];
    }
    const holder = holders.cuentas.find((cuenta) => cuenta.vigente && cuenta.activo);
    if (holder) return [{ path: 'documento', key: 'cuenta.documentoExistente', args: { cuenta: holder.mostrarNombre } }];
    if (holders.proveedores.length && !ctx.signal?.aborted)
      ctx.form?.notice('warning', 'cuenta.documentoProveedor', { proveedor: holders.proveedores[0].mostrarNombre });
    return [];
  },
};

/**
 * ACC-59…62 (browser; the server refuses the same on save, subdomainCheck): what is typed becomes
 * letters only, in lower case (the `minusculas` mask shows it as typed); 1.5 s after the last
 * keystroke a subdomain that is too short or that another account uses is an issue under the field
 * (GET /api/modulos/cuenta/existe), which holds the save as the server would.
 */
export const subdominio: RuleDefinition = {
  name: 'cuenta.subdominio',
  fields: ['subdominio'],
  debounceMs: UNIQUE_DEBOUNCE_MS,
  async validate(record: RecordData, ctx) {
    const form = ctx.form;
    if (!form || typeof record.subdominio !== 'string' || record.subdominio === '') return [];
    const value = normalizeSubdomain(record.subdominio);
    if (value !== record.subdominio) form.fill({ subdominio: value }, { overwrite: true });
    if (value.length < SUBDOMAIN_MIN_LENGTH) return [{ path: 'subdominio', key: 'cuenta.subdominioCorto' }];
    if (await ctx.ports.exists(ctx.module, 'subdominio', value, ctx.recordId)) return [{ path: 'subdominio', key: 'cuenta.subdominioExistente' }];
    return [];
  },
};

/** ACC-66 (browser; the server refuses it): with the main address abroad, a chosen profile 2 or 4 is cleared. */
export const perfilExterior: RuleDefinition = {
  name: 'cuenta.perfilExterior',
  fields: ['direcciones', 'perfil'],
  validate(record: RecordData, ctx) {
    if (ctx.form && (record.perfil === '2' || record.perfil === '4') && lookupFilterValues.mainAddressScope(record.direcciones) === 'EXT') {
      ctx.form.fill({ perfil: undefined }, { overwrite: true });
    }
    return [];
  },
};

export const rules: RuleDefinition[] = [
  equipos,
  direcciones,
  padron,
  documentoExistente,
  subdominio,
  perfilExterior,
  filesDuplicados,
  filesFechas,
  // ACC-48…56: the IIBB grid (sum 1, 0 for inscription type 1, none for 6 and 7; exempt rows 0; no repeated jurisdiction).
  coefficientsRule({ name: 'cuenta.coeficientesIibb', field: 'colIngresosBrutos' }),
  // LNK-35/36: one principal address; ACC-74, LNK-41: one principal file per type.
  linkListPrincipalRule({ name: 'cuenta.direccionPrincipal', field: 'direcciones', label: 'Direcciones', policy: { principal: true } }),
  linkListPrincipalRule({ name: 'cuenta.filePrincipal', field: 'files', label: 'Files', policy: { principalPerType: 'tipo' } }),
  // LNK-38: each address is a picked suggestion, unedited.
  linkListAddressRule({ name: 'cuenta.direccionElegida', field: 'direcciones', fields: { direccionCompleta: 'direccion' } }),
];
