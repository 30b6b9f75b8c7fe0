/* Generado por `npm run gen` desde equipotrabajo.schema.json: no editar a mano. */

export type Id = number;
export type Nombre = string;
export type Email = string;

/**
 * Equipos de trabajo (ADM-13, ADM-OP09): nombre y personas asignadas, contactos del personal (cuenta 9238, ADM-42). Sus registros vigentes son los equipos de los usuarios (principal.teams: CRD-19, ACC-41) y las opciones del combo `equipos` de las cuentas (decisión 159).
 */
export interface Equipo {
  /**
   * Nombre
   */
  nombre: string;
  /**
   * Personas asignadas
   */
  personas: Persona[];
}
export interface Persona {
  id: Id;
  mostrarNombre?: Nombre;
  email?: Email;
}
