/** Lookups (combos) seeded on first start; admins manage them later in the admin area. */
import { spanishCountryRows } from '../addresses/countryNames';

export interface SeedLookup {
  readonly codigo: string;
  readonly descripcion: string;
  /** Stored in the row's `extra` (JSON). */
  readonly extra?: Record<string, unknown>;
}

export const seedLookups: Record<string, ReadonlyArray<SeedLookup>> = {
  paises: [
    { codigo: 'AR', descripcion: 'Argentina' },
    { codigo: 'BR', descripcion: 'Brasil' },
    { codigo: 'CL', descripcion: 'Chile' },
    { codigo: 'UY', descripcion: 'Uruguay' },
    { codigo: 'PY', descripcion: 'Paraguay' },
    { codigo: 'BO', descripcion: 'Bolivia' },
    { codigo: 'PE', descripcion: 'Perú' },
    { codigo: 'US', descripcion: 'Estados Unidos' },
    { codigo: 'ES', descripcion: 'España' },
  ],
  // Convenio Multilateral jurisdiction codes (901–924).
  jurisdicciones: [
    'Ciudad Autónoma de Buenos Aires',
    'Buenos Aires',
    'Catamarca',
    'Córdoba',
    'Corrientes',
    'Chaco',
    'Chubut',
    'Entre Ríos',
    'Formosa',
    'Jujuy',
    'La Pampa',
    'La Rioja',
    'Mendoza',
    'Misiones',
    'Neuquén',
    'Río Negro',
    'Salta',
    'San Juan',
    'San Luis',
    'Santa Cruz',
    'Santa Fe',
    'Santiago del Estero',
    'Tierra del Fuego',
    'Tucumán',
  ].map((descripcion, i) => ({ codigo: String(901 + i), descripcion })),
  // Accounts (ACC-64…67): options filtered by the account's type (`tipos`), the country of its main
  // address (`ambitos`: AR or EXT, x-combo-filter value mainAddressScope), its VAT condition and
  // its state (`estados`: 1 prospect, 2 active). `_3`/`_5` are the foreign tax-id presets (ACC-72).
  cuentaTipos: [
    { codigo: 'PAR', descripcion: 'Persona' },
    { codigo: 'EMP', descripcion: 'Empresa' },
  ],
  cuentaTiposDocumento: [
    { codigo: '_1', descripcion: 'CUIT', extra: { tipos: ['PAR', 'EMP'], ambitos: ['AR'], condicionesIva: ['_1', '_2', '_3'] } },
    { codigo: '_2', descripcion: 'DNI', extra: { tipos: ['PAR'], ambitos: ['AR'], condicionesIva: ['_4'] } },
    { codigo: '_3', descripcion: 'Identificación tributaria del exterior', extra: { ambitos: ['EXT'], condicionesIva: ['_5'] } },
    { codigo: '_4', descripcion: 'CUIL', extra: { tipos: ['PAR'], ambitos: ['AR'], condicionesIva: ['_4'] } },
    { codigo: '_5', descripcion: 'Pasaporte', extra: { tipos: ['PAR'], condicionesIva: ['_4', '_5'] } },
  ],
  cuentaCondicionesIva: [
    { codigo: '_1', descripcion: 'Responsable inscripto', extra: { ambitos: ['AR'] } },
    { codigo: '_2', descripcion: 'Monotributista', extra: { ambitos: ['AR'] } },
    { codigo: '_3', descripcion: 'Exento', extra: { ambitos: ['AR'] } },
    { codigo: '_4', descripcion: 'Consumidor final', extra: { tipos: ['PAR'], ambitos: ['AR'] } },
    { codigo: '_5', descripcion: 'Sujeto del exterior', extra: { ambitos: ['EXT'] } },
  ],
  // ACC-67: a prospect PAR may take 1 and 3, a prospect EMP 1, 2 and 3; ACC-66: 2 and 4 only in AR.
  cuentaPerfiles: [
    { codigo: '1', descripcion: 'Consumidor final' },
    { codigo: '2', descripcion: 'Agencia de viajes', extra: { tipos: ['EMP'], ambitos: ['AR'] } },
    { codigo: '3', descripcion: 'Cliente frecuente' },
    { codigo: '4', descripcion: 'Operador mayorista', extra: { tipos: ['EMP'], ambitos: ['AR'], estados: ['2'] } },
    { codigo: '5', descripcion: 'Corporativo', extra: { tipos: ['EMP'], estados: ['2'] } },
  ],
  cuentaCondicionesPago: [
    { codigo: 'CON', descripcion: 'Contado' },
    { codigo: 'C15', descripcion: 'Cuenta corriente a 15 días' },
    { codigo: 'C30', descripcion: 'Cuenta corriente a 30 días' },
    { codigo: 'C60', descripcion: 'Cuenta corriente a 60 días' },
  ],
  cuentaTiposIibb: [
    { codigo: 'LOC', descripcion: 'Local' },
    { codigo: 'CM', descripcion: 'Convenio Multilateral' },
    { codigo: 'EX', descripcion: 'Exento' },
    { codigo: 'NI', descripcion: 'No inscripto' },
  ],
  // ACC-52, ACC-OP04: type 1 allows a coefficient sum of 0; 6 and 7 have no sum check.
  cuentaTiposInscripcionIibb: [
    { codigo: '1', descripcion: 'No inscripto' },
    { codigo: '2', descripcion: 'Contribuyente local' },
    { codigo: '3', descripcion: 'Convenio Multilateral' },
    { codigo: '4', descripcion: 'Régimen simplificado' },
    { codigo: '5', descripcion: 'Contribuyente directo' },
    { codigo: '6', descripcion: 'Exento' },
    { codigo: '7', descripcion: 'No alcanzado' },
  ],
  // Types of an account's booking files (ACC-11, ACC-39: `archivoGetCombos`).
  cuentaTiposFile: [
    { codigo: 'AER', descripcion: 'Aéreo' },
    { codigo: 'HOT', descripcion: 'Hotelería' },
    { codigo: 'PAQ', descripcion: 'Paquete' },
    { codigo: 'CRU', descripcion: 'Crucero' },
    { codigo: 'ASI', descripcion: 'Asistencia al viajero' },
  ],
  // Sellers and promoters (vendedor, promotor of an account; ADM sellers manage them as combos).
  vendedores: [
    { codigo: 'V01', descripcion: 'Martina Gómez' },
    { codigo: 'V02', descripcion: 'Julián Fernández' },
    { codigo: 'V03', descripcion: 'Lucía Romero' },
    { codigo: 'V04', descripcion: 'Diego Álvarez' },
    { codigo: 'V05', descripcion: 'Carolina Benítez' },
  ],
  // Teams: mirrored from the `teams` table at every start (seedDatabase: code = the team's id), so
  // that an account's `equipos` hold team ids, as `teamOf` guards read them (CRD-19).
  equipos: [],
  // Service-fee route types (FEE-04 tipoRuta) with the rates of the final fee (FEE-10, decision
  // in docs/decisions.md): percentages as decimal text, edited by admins in the lookup's extra.
  // Card brands (CRD-15 `tarjetas`; CRD-OP01: a card's `prestadora`). The codes are what the bank filter reads (CRD-16).
  tarjetas: [
    { codigo: 'VISA', descripcion: 'Visa' },
    { codigo: 'MASTERCARD', descripcion: 'Mastercard' },
    { codigo: 'AMEX', descripcion: 'American Express' },
    { codigo: 'CABAL', descripcion: 'Cabal' },
    { codigo: 'NARANJA', descripcion: 'Naranja' },
    { codigo: 'DINERS', descripcion: 'Diners Club' },
  ],
  tiposRuta: [
    { codigo: 'NAC', descripcion: 'Nacional', extra: { iva: '21', gastoAdministrativo: '3' } },
    { codigo: 'REG', descripcion: 'Regional', extra: { iva: '21', gastoAdministrativo: '4' } },
    { codigo: 'INT', descripcion: 'Internacional', extra: { iva: '21', gastoAdministrativo: '5' } },
  ],
  // Notes (NOT-04, NOT-OP04): the type decides which fields apply; subtypes name their type in extra.tipo.
  tiposNota: [
    { codigo: 'GEN', descripcion: 'General' },
    { codigo: 'IIBB', descripcion: 'Ingresos brutos (IIBB)' },
    { codigo: 'AGE', descripcion: 'Documentación de agencia' },
    { codigo: 'DOC', descripcion: 'Documento personal' },
  ],
  subtiposNota: [
    { codigo: 'CM05', descripcion: 'Formulario CM05', extra: { tipo: 'IIBB' } },
    { codigo: 'EXE', descripcion: 'Certificado de exención', extra: { tipo: 'IIBB' } },
    { codigo: 'ALI', descripcion: 'Constancia de alícuota', extra: { tipo: 'IIBB' } },
    { codigo: 'LEG', descripcion: 'Legajo de agencia', extra: { tipo: 'AGE' } },
    { codigo: 'SEG', descripcion: 'Póliza de seguro', extra: { tipo: 'AGE' } },
    { codigo: 'OBS', descripcion: 'Observación', extra: { tipo: 'GEN' } },
    { codigo: 'REC', descripcion: 'Reclamo', extra: { tipo: 'GEN' } },
  ],
  // Contact documents kept as notes; PAS is the passport (NOT-07, CST-68).
  tiposDocumentoNota: [
    { codigo: 'PAS', descripcion: 'Pasaporte' },
    { codigo: 'DNI', descripcion: 'DNI' },
    { codigo: 'VIS', descripcion: 'Visa' },
  ],
  // Bank accounts (BAC-03, BAC-OP01).
  tiposCuentaBancaria: [
    { codigo: 'CA', descripcion: 'Caja de ahorro' },
    { codigo: 'CC', descripcion: 'Cuenta corriente' },
  ],
  // ISO 4217 codes of the currencies bank accounts are kept in (BAC-04 names an account by its code).
  monedasCuentaBancaria: [
    { codigo: 'ARS', descripcion: 'Peso argentino' },
    { codigo: 'USD', descripcion: 'Dólar estadounidense' },
    { codigo: 'EUR', descripcion: 'Euro' },
    { codigo: 'BRL', descripcion: 'Real brasileño' },
  ],
  // Service fees (FEE-04): kind of fee, service, attention, fixed amount (1) or percentage (FEE-06,
  // CST-32) and the currency of a fixed amount; `prestadora` uses the card brands (`tarjetas`, FEE-OP05).
  tiposFee: [
    { codigo: 'EMI', descripcion: 'Emisión' },
    { codigo: 'REE', descripcion: 'Reemisión' },
    { codigo: 'REI', descripcion: 'Reintegro' },
    { codigo: 'CAM', descripcion: 'Cambio' },
    { codigo: 'ANU', descripcion: 'Anulación' },
  ],
  tiposServicioFee: [
    { codigo: 'AER', descripcion: 'Aéreo' },
    { codigo: 'HOT', descripcion: 'Hotel' },
    { codigo: 'PAQ', descripcion: 'Paquete' },
    { codigo: 'AUT', descripcion: 'Alquiler de auto' },
    { codigo: 'ASI', descripcion: 'Asistencia al viajero' },
  ],
  tiposAtencionFee: [
    { codigo: 'ONL', descripcion: 'Online' },
    { codigo: 'OFF', descripcion: 'Offline' },
    { codigo: 'VIP', descripcion: 'VIP' },
    { codigo: 'GUA', descripcion: 'Guardia' },
  ],
  condicionesFee: [
    { codigo: '1', descripcion: 'Monto fijo' },
    { codigo: '2', descripcion: 'Porcentaje' },
  ],
  monedasFee: [
    { codigo: 'ARS', descripcion: 'Peso argentino' },
    { codigo: 'USD', descripcion: 'Dólar estadounidense' },
    { codigo: 'EUR', descripcion: 'Euro' },
  ],
  // Contacts and passengers (CON-26, CON-OP10): document types of a person and the passenger preferences.
  tiposDocumentoContacto: [
    { codigo: 'DNI', descripcion: 'DNI' },
    { codigo: 'CUIT', descripcion: 'CUIT' },
    { codigo: 'CUIL', descripcion: 'CUIL' },
    { codigo: 'PAS', descripcion: 'Pasaporte' },
    { codigo: 'LE', descripcion: 'Libreta de enrolamiento' },
    { codigo: 'LC', descripcion: 'Libreta cívica' },
    { codigo: 'CI', descripcion: 'Cédula de identidad' },
  ],
  // CON-26 `nacionalidades`: every country (ISO alpha-2, Spanish names of i18n-iso-countries, as addresses use).
  nacionalidades: spanishCountryRows(),
  estadosCiviles: ['Soltero/a', 'Casado/a', 'Divorciado/a', 'Viudo/a', 'Unión convivencial'].map((descripcion, i) => ({ codigo: String(i + 1), descripcion })),
  generos: [
    { codigo: 'F', descripcion: 'Femenino' },
    { codigo: 'M', descripcion: 'Masculino' },
    { codigo: 'X', descripcion: 'No binario' },
  ],
  ocupaciones: ['Empleado/a', 'Profesional independiente', 'Comerciante', 'Estudiante', 'Jubilado/a', 'Otra'].map((descripcion, i) => ({
    codigo: String(i + 1),
    descripcion,
  })),
  relacionesCuenta: ['Titular', 'Empleado/a', 'Familiar', 'Socio/a', 'Cliente de la agencia'].map((descripcion, i) => ({ codigo: String(i + 1), descripcion })),
  tiposViajero: ['Corporativo', 'Vacacional', 'Grupo', 'Estudiante'].map((descripcion, i) => ({ codigo: String(i + 1), descripcion })),
  aerolineas: [
    { codigo: 'AR', descripcion: 'Aerolíneas Argentinas' },
    { codigo: 'LA', descripcion: 'LATAM Airlines' },
    { codigo: 'G3', descripcion: 'GOL' },
    { codigo: 'CM', descripcion: 'Copa Airlines' },
    { codigo: 'AA', descripcion: 'American Airlines' },
    { codigo: 'IB', descripcion: 'Iberia' },
  ],
  asistencia: ['Ninguna', 'Silla de ruedas', 'Movilidad reducida', 'Menor no acompañado', 'Asistencia visual', 'Asistencia auditiva'].map((descripcion, i) => ({
    codigo: String(i + 1),
    descripcion,
  })),
  asiento: [
    { codigo: 'V', descripcion: 'Ventanilla' },
    { codigo: 'P', descripcion: 'Pasillo' },
    { codigo: 'I', descripcion: 'Indistinto' },
  ],
  comida: ['Estándar', 'Vegetariana', 'Vegana', 'Sin TACC', 'Kosher', 'Halal', 'Diabética'].map((descripcion, i) => ({ codigo: String(i + 1), descripcion })),
  // Minimal opportunities (OPP-05, OPP-23: a new one starts in stage `oportunidad`); the opportunities issue extends them.
  etapasOportunidad: [
    { codigo: 'oportunidad', descripcion: 'Oportunidad' },
    { codigo: 'cotizacion', descripcion: 'Cotización' },
    { codigo: 'confirmada', descripcion: 'Confirmada' },
    { codigo: 'perdida', descripcion: 'Perdida' },
  ],
  origenesOportunidad: [
    { codigo: 'ClienteExistente', descripcion: 'Cliente existente' },
    { codigo: 'Web', descripcion: 'Web' },
    { codigo: 'Referido', descripcion: 'Referido' },
    { codigo: 'Telefono', descripcion: 'Teléfono' },
  ],
  // Suppliers (SUP-04): supplier types, profile types with their profiles (`tipoPerfil` with `hijos`:
  // a profile's extra names its type, x-combo-filter), the evaluated attention (`valor_N` codes,
  // SUP-06, CST-61) and the relation of a supplier's contact (SUP-23).
  tiposProveedor: [
    { codigo: 'AER', descripcion: 'Aerolínea' },
    { codigo: 'HOT', descripcion: 'Hotel' },
    { codigo: 'MAY', descripcion: 'Operador mayorista' },
    { codigo: 'TRA', descripcion: 'Transporte terrestre' },
    { codigo: 'ASI', descripcion: 'Asistencia al viajero' },
    { codigo: 'CRU', descripcion: 'Crucero' },
    { codigo: 'EXC', descripcion: 'Excursiones' },
    { codigo: 'OTR', descripcion: 'Otros servicios' },
  ],
  proveedorTiposPerfil: [
    { codigo: 'NAC', descripcion: 'Nacional' },
    { codigo: 'INT', descripcion: 'Internacional' },
  ],
  proveedorPerfiles: [
    { codigo: 'NAC1', descripcion: 'Prestador directo', extra: { tipoPerfil: 'NAC' } },
    { codigo: 'NAC2', descripcion: 'Intermediario', extra: { tipoPerfil: 'NAC' } },
    { codigo: 'INT1', descripcion: 'Prestador del exterior', extra: { tipoPerfil: 'INT' } },
    { codigo: 'INT2', descripcion: 'Representante en el país', extra: { tipoPerfil: 'INT' } },
  ],
  atencionProveedor: ['Muy mala', 'Mala', 'Regular', 'Buena', 'Muy buena'].map((descripcion, i) => ({
    codigo: `valor_${i + 1}`,
    descripcion: `${i + 1} - ${descripcion}`,
  })),
  // SUP-OP05: the authorisation states (the list's Estado filter; the record holds the number).
  estadosProveedor: [
    { codigo: '1', descripcion: 'Pendiente' },
    { codigo: '2', descripcion: 'Autorizado' },
    { codigo: '3', descripcion: 'Rechazado' },
  ],
  relacionesProveedor: ['Ventas', 'Reservas', 'Administración', 'Gerencia', 'Guardia operativa'].map((descripcion, i) => ({
    codigo: String(i + 1),
    descripcion,
  })),
};
