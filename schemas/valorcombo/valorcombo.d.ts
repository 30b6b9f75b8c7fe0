/* Generado por `npm run gen` desde valorcombo.schema.json: no editar a mano. */

/**
 * Un valor de un combo (la tabla lookups), editado en Administración → Combos (ADM-05, ADM-13, ADM-31, ADM-32). El código no cambia una vez creado; vigente se alterna desde la lista (ADM-30).
 */
export interface RegistroDeCombo {
  /**
   * Código
   */
  codigo: string;
  /**
   * Descripción
   */
  descripcion: string;
  /**
   * Orden
   */
  orden?: number;
}
