/* Generado por `npm run gen` desde proveedor.schema.json: no editar a mano. */

export type Pendiente = 1;
export type Autorizado = 2;
export type Rechazado = 3;
export type Jurisdiccion = string;
export type Coeficiente = number;
export type Tipo = (Local | ConvenioMultilateral | Exento) & string;
export type Local = 'local';
export type ConvenioMultilateral = 'convenio';
export type Exento = 'exento';
export type Tipo1 = (Legal | Comercial | Entrega) & string;
export type Legal = 'legal';
export type Comercial = 'comercial';
export type Entrega = 'entrega';
export type Direccion1 = string;
export type Calle = string;
export type Numero = string;
export type CodigoPostal = string;
export type Localidad = string;
export type Ciudad = string;
export type Provincia = string;
export type Estado = string;
export type Pais = string;
export type CodigoDePais = string;
export type Latitud = number;
export type Longitud = number;
export type DireccionElegida = string;
export type Principal = boolean;

/**
 * Proveedores (SUP-04): código PTA, CUIT, datos fiscales con coeficientes de IIBB, direcciones, equipos y la atención evaluada. Un proveedor nuevo queda pendiente de autorización (estado 1) hasta que un administrador lo autoriza (2) o lo rechaza (3) (SUP-OP05). Contactos, cuentas bancarias, notas, tarjetas y service fees son registros de sus propios módulos, vinculados por su campo `proveedor`.
 */
export interface Proveedor {
  /**
   * Código PTA
   */
  codigoPta: string;
  /**
   * Razón social
   */
  razonSocial: string;
  /**
   * Nombre a mostrar
   */
  mostrarNombre: string;
  /**
   * Tipo de documento
   */
  tipoDocumento: string;
  /**
   * CUIT
   */
  documento: string;
  /**
   * Lo marca el sistema al guardar, cuando el padrón fiscal confirma el CUIT.
   */
  validoDocumento?: boolean;
  /**
   * Tipo de proveedor
   */
  tipoProveedor: string;
  /**
   * Tipo de perfil
   */
  tipoPerfil?: string;
  /**
   * Perfil
   */
  perfil?: string;
  /**
   * Condición de IVA
   */
  condicionIva: string;
  /**
   * Lo fija el servidor: 1 al dar de alta; 2 o 3 cuando un administrador autoriza o rechaza.
   */
  estado?: number & (Pendiente | Autorizado | Rechazado);
  /**
   * Motivo del rechazo
   */
  motivoRechazo?: string;
  /**
   * Requiere autorización de reservas
   */
  requiereAuth?: boolean;
  /**
   * Un proveedor en desuso es de solo lectura; lo cambian un administrador o quien escribe en proveedores (administración).
   */
  enDesuso?: boolean;
  /**
   * Teléfono
   */
  telefono?: string;
  /**
   * Email
   */
  email?: string;
  /**
   * Tipo de IIBB
   */
  tipoIibb?: string;
  /**
   * Tipo de inscripción IIBB
   */
  tipoInscripcionIibb?: string;
  /**
   * Número de ingresos brutos
   */
  numeroIngresosBrutos?: string;
  /**
   * Coeficientes IIBB
   */
  colIngresosBrutos?: {
    jurisdiccion?: Jurisdiccion;
    coeficiente?: Coeficiente;
    tipo?: Tipo;
  }[];
  /**
   * Direcciones
   */
  direcciones?: Direccion[];
  /**
   * Equipos
   */
  equipos?: string[];
  /**
   * Atención operativa
   */
  atencionOperativa?: string;
  /**
   * Atención comercial
   */
  atencionComercial?: string;
  /**
   * Atención administrativa
   */
  atencionAdministrativa?: string;
}
export interface Direccion {
  tipo: Tipo1;
  direccion: Direccion1;
  calle?: Calle;
  numero?: Numero;
  codigoPostal?: CodigoPostal;
  localidad?: Localidad;
  ciudad?: Ciudad;
  provincia?: Provincia;
  estado?: Estado;
  pais?: Pais;
  paisCodigo?: CodigoDePais;
  latitud?: Latitud;
  longitud?: Longitud;
  direccionId?: DireccionElegida;
  principal?: Principal;
}
