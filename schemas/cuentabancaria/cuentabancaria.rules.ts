/** Business rules of bank accounts (BAC-OP01), run by the form while typing and by the server on save. */
import { isBlank } from '../../engine/core/blank';
import { formatBankAccountName } from '../../engine/core/format/formatBankAccountName';
import { cuitRule } from '../../engine/core/rules/cuitRule';
import { oneOwnerRule } from '../../engine/core/rules/oneOwnerRule';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';

const domestic = (record: RecordData) => record.dondeOpera === 'NAC';
const foreign = (record: RecordData) => record.dondeOpera === 'EXT';

/** BAC-02, BAC-05: a bank account belongs to one owner, an account, a supplier or a contact. */
const titularidad = oneOwnerRule({ name: 'cuentabancaria.titularidad', fields: ['cuenta', 'proveedor', 'contacto'], key: 'cuentabancaria.titularidad' });

/**
 * BAC-OP01: a domestic account needs its CBU (22 digits, both check digits: the `cbu` mask) or its
 * alias. It reads `dondeOpera` but does not list it: a new form starts in Argentina, and the
 * message should come when the user leaves both empty or saves, not before they typed anything.
 */
const cbuOAlias: RuleDefinition = {
  name: 'cuentabancaria.cbuOAlias',
  fields: ['cbu', 'alias'],
  validate(record) {
    return domestic(record) && isBlank(record.cbu) && isBlank(record.alias) ? [{ path: 'cbu', key: 'cuentabancaria.cbuOAlias' }] : [];
  },
};

/** BAC-OP01: a foreign account needs its IBAN or its account number. */
const ibanOCuenta: RuleDefinition = {
  name: 'cuentabancaria.ibanOCuenta',
  fields: ['dondeOpera', 'iban', 'numeroCuenta'],
  validate(record) {
    return foreign(record) && isBlank(record.iban) && isBlank(record.numeroCuenta) ? [{ path: 'iban', key: 'cuentabancaria.ibanOCuenta' }] : [];
  },
};

/**
 * BAC-04, CST-79: the stored name is the account number, `' - '` and the currency's first three
 * letters in upper case (the `bankAccountName` display the form derives it with), so a client that
 * bypasses the form cannot store another name nor leave it out (without an account number the
 * name is empty, BAC-04 has nothing to build it from).
 */
const nombre: RuleDefinition = {
  name: 'cuentabancaria.nombre',
  fields: ['nombre', 'numeroCuenta', 'moneda'],
  validate(record) {
    const esperado = formatBankAccountName(record.numeroCuenta, record.moneda);
    return (isBlank(record.nombre) ? '' : record.nombre) === esperado ? [] : [{ path: 'nombre', key: 'cuentabancaria.nombre', args: { esperado } }];
  },
};

/** The holder's CUIT or CUIL has a correct check digit (WID-09); other document types are free text. */
const documento = cuitRule('documento', {
  name: 'cuentabancaria.documento',
  when: (record) => record.tipoDocumento === 'CUIT' || record.tipoDocumento === 'CUIL',
  reads: ['tipoDocumento'],
});

export const rules: RuleDefinition[] = [titularidad, cbuOAlias, ibanOCuenta, nombre, documento];
