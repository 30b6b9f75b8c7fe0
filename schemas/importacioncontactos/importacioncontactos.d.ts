/* Generado por `npm run gen` desde importacioncontactos.schema.json: no editar a mano. */

/**
 * Una fila del archivo de alta masiva de contactos (ADM-09, ADM-15, ADM-50…61, decisión 153) tal como la juzga la prueba: sus valores como se guardarían en el contacto, y si es nueva, existente (por qué y con quién coincide) o inválida (qué campos y por qué). La escribe la prueba del archivo (import_rows), no un formulario: sus títulos son las columnas de la vista previa.
 */
export interface FilaDeImportacionDeContactos {
  /**
   * Fila
   */
  fila?: number;
  /**
   * Estado
   */
  estado?: 'nuevo' | 'existente' | 'invalido';
  /**
   * Nombre
   */
  nombre?: string;
  /**
   * Apellido
   */
  apellido?: string;
  /**
   * Email
   */
  email?: string;
  /**
   * Documento
   */
  documento?: string;
  /**
   * Fecha de nacimiento
   */
  fechaNacimiento?: string;
  /**
   * Género
   */
  genero?: string;
  /**
   * Relación con la cuenta
   */
  relacionCuenta?: string;
  /**
   * Detalle
   */
  detalle?: string;
}
