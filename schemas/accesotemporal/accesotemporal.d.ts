/* Generado por `npm run gen` desde accesotemporal.schema.json: no editar a mano. */

/**
 * Pedido de un acceso temporal por token para un contacto (TOK-03): a quién se envía, a qué correo, para qué cuenta y, en la devolución de IVA, para qué oportunidad (TOK-06). No se guarda como registro: genera un token (temp_tokens) y un correo.
 */
export interface AccesoTemporal {
  /**
   * Destinatario
   */
  nombre: string;
  /**
   * Correo
   */
  correo: string;
  /**
   * Cuenta
   */
  cuenta: number;
  /**
   * Oportunidad
   */
  oportunidad?: number;
}
