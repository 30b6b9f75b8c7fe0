/* Generado por `npm run gen` desde nota.schema.json: no editar a mano. */

/**
 * Nota de una cuenta, de un proveedor o de un contacto, con su archivo (NOT-04, NOT-05): notas generales, constancias de IIBB, documentación de agencias y documentos personales (PAS = pasaporte, NOT-07).
 */
export type Nota = {
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
   * Tipo
   */
  tipo: string;
  /**
   * Subtipo
   */
  subTipo?: string;
  /**
   * Nombre
   */
  nombre: string;
  /**
   * Descripción
   */
  descripcion?: string;
  /**
   * Jurisdicción
   */
  jurisdiccion?: string;
  /**
   * Porcentaje
   */
  porcentaje?: number;
  /**
   * Discrimina IVA
   */
  discriminacionIva?: boolean;
  /**
   * Tipo de documento
   */
  tipoDocumento?: string;
  /**
   * Número de documento
   */
  numeroDocumento?: string;
  /**
   * Firmante
   */
  firmante?: string;
  /**
   * Fecha de vencimiento
   */
  fechaVencimiento?: string;
  /**
   * Enlace
   */
  link?: string;
  /**
   * Archivo
   */
  archivo?: string;
  /**
   * Anulada
   */
  anulada?: boolean;
  /**
   * IIBB validada
   */
  validadaIibb?: boolean;
  /**
   * Documentación validada
   */
  validadaAgencia?: boolean;
};
