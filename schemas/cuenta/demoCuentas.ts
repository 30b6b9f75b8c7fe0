/**
 * Demo accounts (ACC-06): Argentine people and companies with valid CUITs, prospects and active
 * accounts, an economic group, a foreign company, an inactive account and a supplier account, so
 * that every account screen shows something on first start. `Agencia Demo` (EMP, active) is the
 * `externo` demo user's agency account; several accounts belong to the staff's team
 * `Equipo Comercial`. Addresses carry their fingerprint, as if picked from a suggestion (LNK-38).
 */
import { address, demoCuit } from '../../server/seed/demoValues';

/** The agency account of the `externo` demo user. */
export const DEMO_AGENCY_NAME = 'Agencia Demo';

const AR = { pais: 'Argentina', paisCodigo: 'AR' } as const;
const CABA = 'Ciudad Autónoma de Buenos Aires';

/** A demo account before its team names are resolved to ids; `padre` names another demo account. */
export interface DemoCuenta {
  readonly datos: Record<string, unknown>;
  readonly equipos: readonly string[];
  readonly padre?: string;
}

const company = (razonSocial: string, cuit: string, over: Record<string, unknown>) => ({
  tipo: 'EMP',
  razonSocial,
  mostrarNombre: razonSocial,
  tipoDocumento: '_1',
  documento: cuit,
  condicionIva: '_1',
  activo: true,
  ...over,
});
const person = (nombre: string, apellido: string, over: Record<string, unknown>) => ({
  tipo: 'PAR',
  nombre,
  apellido,
  mostrarNombre: `${apellido}, ${nombre}`,
  activo: true,
  ...over,
});

export const demoCuentas: readonly DemoCuenta[] = [
  {
    datos: company(DEMO_AGENCY_NAME, demoCuit('30', '71234560'), {
      nombreFantasia: 'Agencia Demo Viajes',
      estado: 2,
      perfil: '2',
      vendedor: 'V01',
      promotor: 'V03',
      subdominio: 'agenciademo',
      legajo: 'AG-0001',
      email: 'reservas@agenciademo.com.ar',
      telefono: '1143215678',
      condicionPago: 'C30',
      tipoIibb: 'CM',
      tipoInscripcionIibb: '3',
      colIngresosBrutos: [
        { jurisdiccion: '901', coeficiente: 0.6, tipo: 'convenio' },
        { jurisdiccion: '902', coeficiente: 0.4, tipo: 'convenio' },
      ],
      direcciones: [
        address(
          'legal',
          {
            calle: 'Florida',
            numero: '537',
            codigoPostal: 'C1005AAK',
            localidad: 'San Nicolás',
            provincia: CABA,
            ...AR,
            latitud: -34.6033,
            longitud: -58.3754,
          },
          true,
        ),
      ],
      files: [{ numeroDeFile: 'F-2026-0001', tipo: 'AER', fechaDesde: '2026-01-05', fechaHasta: '2026-01-20', principal: true }],
    }),
    // Equipo Agencias is the agency team of the demo (EQUIPO_AGENCIAS unset): its agency-data section (ACC-41).
    equipos: ['Equipo Comercial', 'Equipo Agencias'],
  },
  {
    datos: company('Turismo del Sur S.R.L.', demoCuit('30', '70981235'), {
      nombreFantasia: 'Turismo del Sur',
      estado: 2,
      perfil: '2',
      vendedor: 'V02',
      email: 'info@turismodelsur.com.ar',
      telefono: '2944425566',
      condicionPago: 'C15',
      tipoIibb: 'LOC',
      tipoInscripcionIibb: '2',
      colIngresosBrutos: [{ jurisdiccion: '916', coeficiente: 1, tipo: 'local' }],
      direcciones: [
        address(
          'legal',
          {
            calle: 'Mitre',
            numero: '340',
            codigoPostal: 'R8400',
            localidad: 'San Carlos de Bariloche',
            provincia: 'Río Negro',
            ...AR,
            latitud: -41.1335,
            longitud: -71.3103,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: company('Operadora Río de la Plata S.A.', demoCuit('30', '70555123'), {
      nombreFantasia: 'RDP Mayorista',
      estado: 2,
      perfil: '4',
      vendedor: 'V01',
      email: 'operaciones@rdpmayorista.com.ar',
      telefono: '1148001122',
      condicionPago: 'C60',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Av. Corrientes',
            numero: '1234',
            codigoPostal: 'C1043AAZ',
            localidad: 'San Nicolás',
            provincia: CABA,
            ...AR,
            latitud: -34.6037,
            longitud: -58.3816,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: company('Corporación Pampa S.A.', demoCuit('30', '70111222'), {
      estado: 2,
      perfil: '5',
      vendedor: 'V04',
      email: 'viajes@corporacionpampa.com.ar',
      telefono: '3514223344',
      condicionPago: 'C30',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Av. Colón',
            numero: '850',
            codigoPostal: 'X5000',
            localidad: 'Córdoba',
            provincia: 'Córdoba',
            ...AR,
            latitud: -31.4111,
            longitud: -64.1952,
          },
          true,
        ),
        address(
          'comercial',
          {
            calle: 'San Jerónimo',
            numero: '166',
            codigoPostal: 'X5000',
            localidad: 'Córdoba',
            provincia: 'Córdoba',
            ...AR,
            latitud: -31.417,
            longitud: -64.183,
          },
          false,
        ),
      ],
    }),
    equipos: ['Equipo Corporativo'],
  },
  {
    datos: company('Pampa Logística S.A.', demoCuit('30', '70111333'), {
      estado: 2,
      perfil: '5',
      vendedor: 'V04',
      email: 'administracion@pampalogistica.com.ar',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Bv. San Juan',
            numero: '420',
            codigoPostal: 'X5000',
            localidad: 'Córdoba',
            provincia: 'Córdoba',
            ...AR,
            latitud: -31.4201,
            longitud: -64.1888,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Corporativo'],
    padre: 'Corporación Pampa S.A.',
  },
  {
    datos: company('Viajes Andinos S.A.', demoCuit('30', '70777888'), {
      estado: 2,
      perfil: '2',
      vendedor: 'V05',
      email: 'ventas@viajesandinos.com.ar',
      telefono: '2614256789',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Av. San Martín',
            numero: '1100',
            codigoPostal: 'M5500',
            localidad: 'Mendoza',
            provincia: 'Mendoza',
            ...AR,
            latitud: -32.8895,
            longitud: -68.8458,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Interior'],
  },
  {
    datos: company('Travel Uruguay S.A.', '214567890018', {
      estado: 2,
      perfil: '3',
      vendedor: 'V02',
      tipoDocumento: '_3',
      condicionIva: '_5',
      email: 'contacto@traveluruguay.com.uy',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Zabala',
            numero: '1463',
            codigoPostal: '11000',
            localidad: 'Montevideo',
            provincia: 'Montevideo',
            pais: 'Uruguay',
            paisCodigo: 'UY',
            latitud: -34.907,
            longitud: -56.207,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: company('Hotelera Patagónica S.A.', demoCuit('30', '70444555'), {
      estado: 2,
      perfil: '3',
      vendedor: 'V03',
      activo: false,
      email: 'reservas@hotelerapatagonica.com.ar',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Av. Argentina',
            numero: '200',
            codigoPostal: 'Q8300',
            localidad: 'Neuquén',
            provincia: 'Neuquén',
            ...AR,
            latitud: -38.9516,
            longitud: -68.0591,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Interior'],
  },
  {
    datos: company('Aerolíneas Regionales S.A.', demoCuit('30', '70666999'), {
      estado: 2,
      perfil: '5',
      vendedor: 'V01',
      esProveedor: true,
      email: 'comercial@aerolineasregionales.com.ar',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Av. Rafael Obligado',
            numero: '1221',
            codigoPostal: 'C1425',
            localidad: 'Palermo',
            provincia: CABA,
            ...AR,
            latitud: -34.5612,
            longitud: -58.4116,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: company('Estancia Los Álamos S.A.', demoCuit('30', '70222444'), { estado: 1, perfil: '1', email: 'info@estancialosalamos.com.ar' }),
    equipos: ['Equipo Interior'],
  },
  {
    datos: person('Juan Carlos', 'Pérez', {
      estado: 2,
      perfil: '3',
      vendedor: 'V02',
      tipoDocumento: '_1',
      documento: demoCuit('20', '23456789'),
      condicionIva: '_2',
      email: 'jcperez@example.com',
      fechaNacimiento: '1978-04-12',
      direcciones: [
        address(
          'legal',
          {
            calle: 'Córdoba',
            numero: '1452',
            codigoPostal: 'S2000',
            localidad: 'Rosario',
            provincia: 'Santa Fe',
            ...AR,
            latitud: -32.9468,
            longitud: -60.6393,
          },
          true,
        ),
      ],
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: person('María Laura', 'González', {
      estado: 1,
      perfil: '1',
      tipoDocumento: '_2',
      documento: '28765432',
      condicionIva: '_4',
      email: 'mlgonzalez@example.com',
      fechaNacimiento: '1981-09-30',
    }),
    equipos: ['Equipo Comercial'],
  },
  {
    datos: person('Sofía', 'Rodríguez', {
      estado: 1,
      perfil: '3',
      tipoDocumento: '_4',
      documento: demoCuit('27', '34567890'),
      condicionIva: '_4',
      email: 'sofia.rodriguez@example.com',
    }),
    equipos: ['Equipo Interior'],
  },
];
