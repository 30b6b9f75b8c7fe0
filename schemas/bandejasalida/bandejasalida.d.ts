/* Generado por `npm run gen` desde bandejasalida.schema.json: no editar a mano. */

/**
 * Un mensaje de la bandeja de salida (decisión 151): quién lo pidió, a quién, cuándo, el asunto, el cuerpo ya armado y su estado de entrega. Lo escribe el puerto de correo (mail_outbox), no un formulario: sus títulos son las columnas de /admin/correos.
 */
export interface Correo {
  /**
   * Fecha
   */
  fecha?: string;
  /**
   * Pedido por
   */
  remitente?: string;
  /**
   * Destinatario
   */
  destinatario?: string;
  /**
   * Asunto
   */
  asunto?: string;
  /**
   * Estado
   */
  estado?: 'pendiente' | 'enviado' | 'fallido';
  /**
   * Intentos
   */
  intentos?: number;
  /**
   * Entregado
   */
  enviadoEn?: string;
  /**
   * Medio
   */
  medio?: string;
  /**
   * Último error
   */
  ultimoError?: string;
  /**
   * Cuerpo
   */
  cuerpo?: string;
}
