/* Generado por `npm run gen` desde vendedorcomercial.schema.json: no editar a mano. */

/**
 * Vendedores (ADM-13, ADM-45, ADM-OP09): el contacto del personal que vende (cuenta 9238, ADM-47) y si es propietario; `vigente` es el del registro.
 */
export interface Vendedor {
  /**
   * Contacto
   */
  contacto: number;
  /**
   * Es propietario
   */
  esPropietario?: boolean;
}
