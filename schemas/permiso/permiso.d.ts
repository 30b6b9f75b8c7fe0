/* Generado por `npm run gen` desde permiso.schema.json: no editar a mano. */

/**
 * Permiso por área de una persona del personal (ADM-14, ROL-09, ROL-10): vigente y escritura dan 'r' o 'w'; lo que el servidor y el navegador deciden con él (decisión 148).
 */
export interface Permiso {
  /**
   * Persona
   */
  asignado: number;
  /**
   * Área
   */
  area: string;
  /**
   * Escritura
   */
  escritura?: boolean;
  /**
   * Prepara
   */
  prepara?: boolean;
  /**
   * Revisa
   */
  revisa?: boolean;
  /**
   * Aprueba
   */
  aprueba?: boolean;
  /**
   * Atención administrativa
   */
  atencionAdministrativa?: boolean;
  /**
   * Atención comercial
   */
  atencionComercial?: boolean;
  /**
   * Atención operativa
   */
  atencionOperativa?: boolean;
  /**
   * Condición
   */
  condicion?: boolean;
  /**
   * Preferente
   */
  preferente?: boolean;
  /**
   * Guardia
   */
  guardia?: boolean;
  /**
   * Incentivo
   */
  incentivo?: boolean;
  /**
   * Equipos
   */
  equipos?: string[];
}
