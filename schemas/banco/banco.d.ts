/* Generado por `npm run gen` desde banco.schema.json: no editar a mano. */

/**
 * Datos maestros de bancos (BNK-04, BNK-OP02).
 */
export interface Banco {
  /**
   * Nombre
   */
  descripcion: string;
  /**
   * Dirección
   */
  direccionCompleta?: string;
  /**
   * Calle
   */
  calle?: string;
  /**
   * Número
   */
  numero?: string;
  /**
   * Código postal
   */
  codigoPostal?: string;
  /**
   * Localidad
   */
  localidad?: string;
  /**
   * Ciudad
   */
  ciudad?: string;
  /**
   * Provincia
   */
  provincia?: string;
  /**
   * Estado
   */
  estado?: string;
  /**
   * País
   */
  pais: string;
  /**
   * Latitud
   */
  latitud?: number;
  /**
   * Longitud
   */
  longitud?: number;
  /**
   * Huella de la sugerencia elegida (LNK-38, docs/decisions.md 24): la escribe el selector de direcciones.
   */
  direccionId?: string;
}
