/**
 * Demo suppliers (SUP-04): Argentine companies with valid CUITs, fiscal data, a legal address picked
 * as from a suggestion (LNK-38) and IIBB coefficients; authorised ones, one pending authorisation
 * (SUP-15) and one out of use (SUP-26), so that the supplier screens show something on first start.
 * A note and a bank account of the first supplier show its related tabs (nota.seed.ts, cuentabancaria.seed.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import { address, demoCuit } from '../../server/seed/demoValues';
import type { ModuleSeed } from '../../server/seed/moduleSeed';
import { ESTADO_AUTORIZADO, ESTADO_PENDIENTE } from './proveedor.rules';

const AR = { pais: 'Argentina', paisCodigo: 'AR' } as const;
const CABA = 'Ciudad Autónoma de Buenos Aires';

const supplier = (codigoPta: string, razonSocial: string, cuit: string, over: Record<string, unknown>) => ({
  codigoPta,
  razonSocial,
  mostrarNombre: razonSocial,
  tipoDocumento: '_1',
  documento: cuit,
  condicionIva: '_1',
  ...over,
});

/** The demo suppliers; `estado` and `enDesuso` are the server's (set after the create, as an admin's authorisation would). */
export const demoProveedores: ReadonlyArray<{ readonly datos: Record<string, unknown>; readonly estado: number; readonly enDesuso?: boolean }> = [
  {
    datos: supplier('HOTPAT01', 'Hoteles Patagónicos S.A.', demoCuit('30', '71456782'), {
      tipoProveedor: 'HOT',
      tipoPerfil: 'NAC',
      perfil: 'NAC1',
      email: 'reservas@hotelespatagonicos.com.ar',
      telefono: '2944431200',
      tipoIibb: 'CM',
      tipoInscripcionIibb: '3',
      numeroIngresosBrutos: '901-456782-1',
      colIngresosBrutos: [
        { jurisdiccion: '916', coeficiente: 0.7, tipo: 'convenio' },
        { jurisdiccion: '901', coeficiente: 0.3, tipo: 'convenio' },
      ],
      direcciones: [
        address(
          'legal',
          {
            calle: 'Mitre',
            numero: '125',
            codigoPostal: 'R8400',
            localidad: 'San Carlos de Bariloche',
            provincia: 'Río Negro',
            ...AR,
            latitud: -41.1339,
            longitud: -71.3097,
          },
          true,
        ),
      ],
      atencionOperativa: 'valor_5',
      atencionComercial: 'valor_4',
      atencionAdministrativa: 'valor_4',
    }),
    estado: ESTADO_AUTORIZADO,
  },
  {
    datos: supplier('TRANSCUYO', 'Transportes del Cuyo S.R.L.', demoCuit('30', '70654329'), {
      tipoProveedor: 'TRA',
      tipoPerfil: 'NAC',
      perfil: 'NAC1',
      email: 'operaciones@transcuyo.com.ar',
      telefono: '2614201100',
      tipoIibb: 'LOC',
      tipoInscripcionIibb: '2',
      colIngresosBrutos: [{ jurisdiccion: '913', coeficiente: 1, tipo: 'local' }],
      direcciones: [
        address(
          'legal',
          {
            calle: 'San Martín',
            numero: '1250',
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
    estado: ESTADO_AUTORIZADO,
  },
  {
    datos: supplier('ASISTVIAJ', 'Asistencia al Viajero Federal S.A.', demoCuit('30', '71598765'), {
      tipoProveedor: 'ASI',
      tipoPerfil: 'NAC',
      perfil: 'NAC2',
      email: 'altas@asistenciafederal.com.ar',
      tipoInscripcionIibb: '1',
      colIngresosBrutos: [],
      direcciones: [
        address(
          'legal',
          {
            calle: 'Avenida Corrientes',
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
    estado: ESTADO_PENDIENTE,
  },
  {
    datos: supplier('EXCNORTE', 'Excursiones del Norte S.R.L.', demoCuit('30', '70321457'), {
      tipoProveedor: 'EXC',
      tipoPerfil: 'NAC',
      perfil: 'NAC1',
      tipoIibb: 'LOC',
      tipoInscripcionIibb: '2',
      colIngresosBrutos: [{ jurisdiccion: '917', coeficiente: 1, tipo: 'local' }],
      direcciones: [
        address(
          'legal',
          { calle: 'Caseros', numero: '500', codigoPostal: 'A4400', localidad: 'Salta', provincia: 'Salta', ...AR, latitud: -24.7883, longitud: -65.4106 },
          true,
        ),
      ],
    }),
    estado: ESTADO_AUTORIZADO,
    enDesuso: true,
  },
];

/** The id of the demo supplier named `mostrarNombre`, if seeded. */
export function demoProveedorId(db: Kysely<Database>, mostrarNombre: string): Promise<number | undefined> {
  return demoRecordId(db, 'proveedor', 'mostrarNombre', mostrarNombre);
}

/** Writes the demo suppliers. */
export const seed: ModuleSeed = {
  async run({ db, module, author }) {
    for (const demo of demoProveedores) {
      await createRecord(db, module, { ...demo.datos, estado: demo.estado, ...(demo.enDesuso ? { enDesuso: true } : {}) }, author);
    }
  },
};
