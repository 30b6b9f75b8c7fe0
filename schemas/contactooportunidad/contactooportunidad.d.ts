/* Generado por `npm run gen` desde contactooportunidad.schema.json: no editar a mano. */

/**
 * Un contacto (pasajero) de una oportunidad de una cuenta (COP-03): los datos del contacto (CON-05), los del pasaporte para ese viaje y el archivo del pasaporte, una nota de tipo PAS (COP-OP03). Un contacto existente puede vincularse y completa sus datos.
 */
export type ContactoDeLaOportunidad = {
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
  contacto?: number;
  /**
   * Nombre
   */
  nombre: string;
  /**
   * Apellido
   */
  apellido: string;
  /**
   * Pasajero
   */
  mostrarNombre?: string;
  /**
   * Email
   */
  email?: string;
  /**
   * Tipo de documento
   */
  tipoDocumento?: string;
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
   * Copia del pasaporte, guardada como documento de tipo PAS.
   *
   * @maxItems 1
   */
  notas?: [] | [Pasaporte];
  /**
   * Observaciones
   */
  observaciones?: string;
};
export type TipoDeDocumento = 'PAS';
export type Archivo = string;
export type NombreDelArchivo = string;

export interface Pasaporte {
  tipoDocumento: TipoDeDocumento;
  archivo: Archivo;
  nombre: NombreDelArchivo;
}
