/* Generado por `npm run gen` desde cuentabancaria.schema.json: no editar a mano. */

/**
 * Cuenta bancaria de una cuenta, de un proveedor o de un contacto (BAC-03, BAC-OP01). El número de cuenta es `numeroCuenta`: `cuenta` es el vínculo con la cuenta dueña (docs/decisions.md).
 */
export type CuentaBancaria = {
  /**
   * Cuenta
   */
  cuenta?: number;
  /**
   * Proveedor
   */
  proveedor?: number;
  /**
   * Contacto
   */
  contacto?: number;
  /**
   * Dónde opera
   */
  dondeOpera: (Argentina | Exterior) & string;
  /**
   * Banco
   */
  banco?: number;
  /**
   * Tipo de cuenta
   */
  tipo: string;
  /**
   * Moneda
   */
  moneda: string;
  /**
   * Sucursal
   */
  sucursal?: string;
  /**
   * Número de cuenta
   */
  numeroCuenta?: string;
  /**
   * Nombre
   */
  nombre?: string;
  /**
   * Titular
   */
  titular: string;
  /**
   * Tipo de documento
   */
  tipoDocumento?: (CUIT | CUIL | DNI | Pasaporte) & string;
  /**
   * Documento
   */
  documento?: string;
  /**
   * CBU
   */
  cbu?: string;
  /**
   * Alias
   */
  alias?: string;
  /**
   * IBAN
   */
  iban?: string;
  /**
   * ABA
   */
  aba?: string;
  /**
   * SWIFT del banco beneficiario
   */
  swiftBcoBeneficiario?: string;
  /**
   * Banco beneficiario
   */
  bancoBeneficiario?: string;
  /**
   * País del banco beneficiario
   */
  paisBeneficiario?: string;
  /**
   * SWIFT del banco intermediario
   */
  swiftBcoIntermediario?: string;
  /**
   * Banco intermediario
   */
  bancoIntermediario?: string;
  /**
   * País del banco intermediario
   */
  paisIntermediario?: string;
  /**
   * Cuenta en el banco intermediario
   */
  cuentaIntermediario?: string;
};
export type Argentina = 'NAC';
export type Exterior = 'EXT';
export type CUIT = 'CUIT';
export type CUIL = 'CUIL';
export type DNI = 'DNI';
export type Pasaporte = 'PAS';
