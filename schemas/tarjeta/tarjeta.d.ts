/* Generado por `npm run gen` desde tarjeta.schema.json: no editar a mano. */

export interface Tarjeta {
  /**
   * Cuenta
   */
  cuenta?: number;
  /**
   * Proveedor
   */
  proveedor?: number;
  /**
   * Prestadora
   */
  prestadora: string;
  /**
   * Banco
   */
  banco?: number;
  /**
   * Número
   */
  numero: string;
  /**
   * Vencimiento
   */
  fechaVencimiento: string;
  /**
   * Titular
   */
  titular?: string;
  /**
   * Confirmar número repetido
   */
  confirmaDuplicado?: boolean;
  /**
   * Anulada
   */
  anulada?: boolean;
}
