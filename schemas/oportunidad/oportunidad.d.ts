/* Generado por `npm run gen` desde oportunidad.schema.json: no editar a mano. */

/**
 * Oportunidad de venta (OPP-05), mínima: la que necesitan los contactos de una oportunidad (COP). El módulo de oportunidades la amplía.
 */
export interface Oportunidad {
  /**
   * Nombre
   */
  nombre: string;
  /**
   * Número identificador
   */
  numeroIdentificador?: string;
  /**
   * File
   */
  file?: string;
  /**
   * Cuenta
   */
  cuenta: number;
  /**
   * Etapa
   */
  etapa: string;
  /**
   * Origen
   */
  origen?: string;
  /**
   * Línea de negocio
   */
  lineaNegocio?: string;
  /**
   * Destino
   */
  destino?: string;
  /**
   * Teléfono
   */
  telefono?: string;
  /**
   * Email del contacto
   */
  emailContacto?: string;
  /**
   * Email de la cuenta
   */
  emailCuenta?: string;
  /**
   * Fecha de salida
   */
  fechaIn?: string;
  /**
   * Fecha de regreso
   */
  fechaOut?: string;
  /**
   * Fecha de cierre
   */
  fechaCierre?: string;
  /**
   * Descripción
   */
  descripcion?: string;
}
