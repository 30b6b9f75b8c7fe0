/* Generado por `npm run gen` desde reportetarjetas.schema.json: no editar a mano. */

/**
 * Una visualización de los datos de una tarjeta (CRD-10, ADM-48): quién vio qué tarjeta y cuándo. La escribe el registro de visualizaciones (field_reveals), no un formulario: sus títulos son las columnas de /admin/reportes/tarjetas (ADM-OP08).
 */
export interface VisualizacionDeTarjeta {
  /**
   * Fecha y hora
   */
  fecha?: string;
  /**
   * Usuario
   */
  usuario?: string;
  /**
   * Tarjeta
   */
  tarjeta?: string;
  /**
   * Cuenta / proveedor
   */
  titular?: string;
}
