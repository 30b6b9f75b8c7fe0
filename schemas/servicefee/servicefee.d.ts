/* Generado por `npm run gen` desde servicefee.schema.json: no editar a mano. */

/**
 * Cargo por servicio de una cuenta o de un proveedor (FEE-04, FEE-07): monto fijo o porcentaje, con el fee final que calcula el servidor (FEE-10, decisión 83).
 */
export type ServiceFee = {
  /**
   * Cuenta
   */
  cuenta?: number;
  /**
   * Proveedor
   */
  proveedor?: number;
  /**
   * Nombre
   */
  nombre?: string;
  /**
   * Tipo
   */
  tipo: string;
  /**
   * Tipo de ruta
   */
  tipoRuta: string;
  /**
   * Tipo de servicio
   */
  tipoServicio: string;
  /**
   * Tipo de atención
   */
  tipoAtencion: string;
  /**
   * Condición
   */
  condicion: string;
  /**
   * Moneda
   */
  moneda?: string;
  /**
   * Importe
   */
  importe: string;
  /**
   * Vigente desde
   */
  fechaDesde: string;
  /**
   * Incluye IVA
   */
  incluyeGastosIva?: boolean;
  /**
   * Incluye gastos administrativos
   */
  incluyeGastosAdministrativos?: boolean;
  /**
   * Fee final
   */
  finalFee?: string;
  /**
   * Prestadora
   */
  prestadora?: string;
  /**
   * Anulado
   */
  anulado?: boolean;
};
