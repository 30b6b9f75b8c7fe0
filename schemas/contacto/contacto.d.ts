/* Generado por `npm run gen` desde contacto.schema.json: no editar a mano. */

export type TipoDeDocumento = string;
export type Archivo = string;
export type NombreDelArchivo = string;
export type Descripcion = string;
export type Principal = boolean;

/**
 * Contactos y pasajeros de las cuentas (CON-05). Anular un contacto lo deja no vigente (CON-OP09).
 */
export interface Contacto {
  /**
   * Nombre
   */
  nombre: string;
  /**
   * Apellido
   */
  apellido: string;
  /**
   * Nombre a mostrar
   */
  mostrarNombre?: string;
  /**
   * Email
   */
  email: string;
  /**
   * Tipo de documento
   */
  tipoDocumento: string;
  /**
   * Documento
   */
  documento: string;
  /**
   * Lo marca el sistema al guardar, cuando el padrón fiscal conoce el documento (7 dígitos o más).
   */
  validoDocumento?: boolean;
  /**
   * Fecha de nacimiento
   */
  fechaNacimiento?: string;
  /**
   * Cuenta
   */
  cuenta: number;
  /**
   * Activo
   */
  activo?: boolean;
  /**
   * Emisión del pasaporte
   */
  pasaporteEmision?: string;
  /**
   * Vencimiento del pasaporte
   */
  pasaporteVencimiento?: string;
  /**
   * País del pasaporte
   */
  pasaportePais?: string;
  /**
   * Nacionalidad
   */
  nacionalidad?: string;
  /**
   * Género
   */
  genero?: string;
  /**
   * Estado civil
   */
  estadoCivil?: string;
  /**
   * Ocupación
   */
  ocupacion?: string;
  /**
   * Relación con la cuenta
   */
  relacionCuenta?: string;
  /**
   * Tipo de viajero
   */
  tipoViajero?: string;
  /**
   * Aerolínea preferida
   */
  aerolinea?: string;
  /**
   * Asistencia
   */
  asistencia?: string;
  /**
   * Asiento preferido
   */
  asiento?: string;
  /**
   * Comida
   */
  comida?: string;
  /**
   * Documentos de la persona (CON-06): el tipo PAS es el pasaporte.
   *
   * @maxItems 50
   */
  notas?: Documento[];
}
export interface Documento {
  tipoDocumento: TipoDeDocumento;
  archivo: Archivo;
  nombre: NombreDelArchivo;
  descripcion?: Descripcion;
  principal?: Principal;
}
