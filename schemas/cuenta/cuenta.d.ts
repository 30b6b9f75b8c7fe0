/* Generado por `npm run gen` desde cuenta.schema.json: no editar a mano. */

/**
 * Cuentas de clientes: personas (PAR) y empresas (EMP), prospectos (estado 1) o activas (estado 2) (ACC-06…13). Tarjetas, service fees, notas, contactos y oportunidades son registros de sus propios módulos, vinculados por su campo `cuenta` y mostrados en solapas del formulario.
 */
export type Cuenta = {
  /**
   * Tipo de cuenta
   */
  tipo: (Persona | Empresa) & string;
  /**
   * Estado
   */
  estado: number & (Prospect | Activa);
  /**
   * Nombre
   */
  nombre?: string;
  /**
   * Apellido
   */
  apellido?: string;
  /**
   * Razón social
   */
  razonSocial?: string;
  /**
   * Nombre de fantasía
   */
  nombreFantasia?: string;
  /**
   * Nombre a mostrar
   */
  mostrarNombre: string;
  /**
   * Tipo de documento
   */
  tipoDocumento: string;
  /**
   * Documento
   */
  documento: string;
  /**
   * Lo marca el sistema al guardar, cuando el padrón fiscal confirma el CUIT.
   */
  validoDocumento?: boolean;
  /**
   * Condición de IVA
   */
  condicionIva: string;
  /**
   * Perfil
   */
  perfil: string;
  /**
   * Vendedor
   */
  vendedor?: string;
  /**
   * Promotor
   */
  promotor?: string;
  /**
   * Equipos
   */
  equipos?: string[];
  /**
   * Cuenta padre (grupo económico)
   */
  padre?: number;
  /**
   * Cuentas hijas
   */
  hijos?: CuentaHija[];
  /**
   * Direcciones
   */
  direcciones?: Direccion[];
  /**
   * Teléfono
   */
  telefono?: string;
  /**
   * Teléfono secundario
   */
  telefonoSecundario?: string;
  /**
   * Email
   */
  email?: string;
  /**
   * Email secundario
   */
  emailSecundario?: string;
  /**
   * Fecha de nacimiento
   */
  fechaNacimiento?: string;
  /**
   * Límite de crédito comercial
   */
  limiteCreditoComercial?: string;
  /**
   * Límite de crédito aprobado
   */
  limiteCreditoAprobado?: string;
  /**
   * Condición de pago
   */
  condicionPago?: string;
  /**
   * Desglose de fee
   */
  desgloseFee?: boolean;
  /**
   * Fee global
   */
  feeGlobal?: boolean;
  /**
   * Emisión automática aérea
   */
  emisionAutomaticoAereo?: boolean;
  /**
   * Tipo de IIBB
   */
  tipoIibb?: string;
  /**
   * Tipo de inscripción IIBB
   */
  tipoInscripcionIibb?: string;
  /**
   * Coeficientes IIBB
   */
  colIngresosBrutos?: {
    jurisdiccion?: Jurisdiccion;
    coeficiente?: Coeficiente;
    tipo?: Tipo1;
  }[];
  /**
   * Files
   */
  files?: File[];
  /**
   * Subdominio
   */
  subdominio?: string;
  /**
   * Sin logo, la cuenta usa el logo predeterminado.
   */
  logoUrl?: string;
  /**
   * Legajo
   */
  legajo?: string;
  /**
   * Una cuenta no habilitada es de solo lectura.
   */
  activo?: boolean;
  /**
   * Es proveedor
   */
  esProveedor?: boolean;
};
export type Persona = 'PAR';
export type Empresa = 'EMP';
export type Prospect = 1;
export type Activa = 2;
export type Id = number;
export type Nombre = string;
export type Documento = string;
export type Tipo = (Legal | Comercial | Entrega) & string;
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
/**
 * El paisCorto del spec (ACC-09): código ISO del país.
 */
export type CodigoDePais = string;
export type Latitud = number;
export type Longitud = number;
/**
 * Huella de la sugerencia elegida (LNK-38): la escribe el selector de direcciones.
 */
export type DireccionElegida = string;
export type Principal = boolean;
export type Jurisdiccion = string;
export type Coeficiente = number;
export type Tipo1 = (Local | ConvenioMultilateral | Exento) & string;
export type Local = 'local';
export type ConvenioMultilateral = 'convenio';
export type Exento = 'exento';
export type NumeroDeFile = string;
export type Tipo2 = string;
export type Desde = string;
export type Hasta = string;
export type Archivo = string;
export type Principal1 = boolean;

export interface CuentaHija {
  id: Id;
  mostrarNombre?: Nombre;
  documento?: Documento;
}
export interface Direccion {
  tipo: Tipo;
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
export interface File {
  numeroDeFile: NumeroDeFile;
  tipo: Tipo2;
  fechaDesde: Desde;
  fechaHasta?: Hasta;
  tmpArchivo?: Archivo;
  principal?: Principal1;
}
