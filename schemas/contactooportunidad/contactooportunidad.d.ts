/* Generado por `npm run gen` desde contactooportunidad.schema.json: no editar a mano. */

/**
 * Un contacto (pasajero) vinculado a una oportunidad de una cuenta, con sus datos de pasaporte para ese viaje (COP-03, COP-OP03).
 */
export interface ContactoDeLaOportunidad {
  /**
   * Cuenta
   */
  cuenta: number;
  /**
   * Oportunidad
   */
  oportunidad: number;
  /**
   * Contacto
   */
  contacto: number;
  /**
   * Nombre del contacto al vincularlo.
   */
  nombre?: string;
  /**
   * Documento
   */
  documento?: string;
  /**
   * Fecha de nacimiento
   */
  fechaNacimiento: string;
  /**
   * País del pasaporte
   */
  pasaportePais?: string;
  /**
   * Emisión del pasaporte
   */
  pasaporteEmision?: string;
  /**
   * Vencimiento del pasaporte
   */
  pasaporteVencimiento?: string;
  /**
   * Copia del pasaporte (documento PAS).
   */
  pasaporte?: string;
  /**
   * Observaciones
   */
  observaciones?: string;
}
