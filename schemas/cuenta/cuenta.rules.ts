/** Business rules of accounts, run by the account form as the user types and, authoritatively, by the server on save. */
import { linkListAddressRule } from '../../engine/core/address/linkListAddressRule';
import { coefficientsRule } from '../../engine/core/coefficients/coefficientsRule';
import { isLive, rowsOf } from '../../engine/core/linkList/linkRow';
import { linkListPrincipalRule } from '../../engine/core/linkList/principalRule';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';
import { overlappingFiles } from './overlappingFiles';

/** Account states (ACC-08). */
export const ESTADO_PROSPECT = 1;

// ACC-47: at least one team, declared (`equipos`: required, minItems 1, x-message `sinEquipo`): new
// accounts too, since the team opens the account to its AT members (legacy edit) and its cards.

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

export const rules: RuleDefinition[] = [
  direcciones,
  filesDuplicados,
  // ACC-48…56: the IIBB grid (sum 1, 0 for inscription type 1, none for 6 and 7; exempt rows 0; no repeated jurisdiction).
  coefficientsRule({ name: 'cuenta.coeficientesIibb', field: 'colIngresosBrutos' }),
  // LNK-35/36: one principal address; ACC-74, LNK-41: one principal file per type.
  linkListPrincipalRule({ name: 'cuenta.direccionPrincipal', field: 'direcciones', label: 'Direcciones', policy: { principal: true } }),
  linkListPrincipalRule({ name: 'cuenta.filePrincipal', field: 'files', label: 'Files', policy: { principalPerType: 'tipo' } }),
  // LNK-38: each address is a picked suggestion, unedited.
  linkListAddressRule({ name: 'cuenta.direccionElegida', field: 'direcciones', fields: { direccionCompleta: 'direccion' } }),
];
