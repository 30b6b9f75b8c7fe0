/**
 * Demo contacts and passengers of the demo accounts (looked up by name; an account that is not
 * there gets none), one opportunity of Agencia Demo with two of its passengers linked
 * (contactooportunidad). Stored through the modules' writes, as a user's save would be.
 */
import { DEMO_PASSENGER_TOKEN } from './demoUsers';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { createRecord } from '../modules/recordWrites';

interface DemoContacto {
  /** The account's `mostrarNombre`. */
  readonly cuenta: string;
  readonly datos: Record<string, unknown>;
}

const persona = (nombre: string, apellido: string, documento: string, email: string, over: Record<string, unknown> = {}) => ({
  nombre,
  apellido,
  mostrarNombre: `${apellido}, ${nombre}`,
  email,
  tipoDocumento: 'DNI',
  documento,
  activo: true,
  ...over,
});

export const demoContactos: readonly DemoContacto[] = [
  {
    cuenta: 'Agencia Demo',
    datos: persona('Marta', 'Suárez', '23456789', 'marta.suarez@agenciademo.com.ar', {
      fechaNacimiento: '1978-06-14',
      genero: 'F',
      nacionalidad: 'AR',
      relacionCuenta: '1',
      pasaportePais: 'AR',
      pasaporteEmision: '2021-03-10',
      pasaporteVencimiento: '2031-03-10',
    }),
  },
  {
    cuenta: 'Agencia Demo',
    datos: persona('Tomás', 'Herrera', '31222444', 'tomas.herrera@agenciademo.com.ar', {
      fechaNacimiento: '1986-11-02',
      genero: 'M',
      nacionalidad: 'AR',
      relacionCuenta: '2',
      asiento: 'P',
      comida: '2',
    }),
  },
  {
    cuenta: 'Agencia Demo',
    datos: persona('Valentina', 'Ríos', '40111333', 'valen.rios@gmail.com', {
      fechaNacimiento: '1999-01-23',
      genero: 'F',
      nacionalidad: 'AR',
      relacionCuenta: '5',
      tipoViajero: '2',
    }),
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    datos: persona('Ignacio', 'Pereyra', '27334445556', 'ipereyra@turismodelsur.com.ar', {
      tipoDocumento: 'CUIL',
      fechaNacimiento: '1975-08-30',
      relacionCuenta: '1',
    }),
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    datos: persona('Lucía', 'Benítez', '35777111', 'lucia.benitez@turismodelsur.com.ar', { fechaNacimiento: '1990-04-05', aerolinea: 'AR' }),
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    datos: persona('Julián', 'Ferreyra', '20301112220', 'jferreyra@corppampa.com.ar', {
      tipoDocumento: 'CUIT',
      fechaNacimiento: '1969-12-12',
      tipoViajero: '1',
      aerolinea: 'LA',
      asiento: 'V',
    }),
  },
  {
    cuenta: 'Viajes Andinos S.A.',
    datos: persona('Camila', 'Quiroga', 'AAB123456', 'camila.quiroga@viajesandinos.com.ar', {
      tipoDocumento: 'PAS',
      nacionalidad: 'CL',
      pasaportePais: 'CL',
      pasaporteEmision: '2020-07-01',
      pasaporteVencimiento: '2030-07-01',
    }),
  },
];

/** The demo opportunity of Agencia Demo and the passengers linked to it (by document). */
export const demoOportunidad = {
  cuenta: 'Agencia Demo',
  datos: {
    nombre: 'Agencia Demo - Brasil',
    numeroIdentificador: 'OP-0001',
    etapa: 'cotizacion',
    origen: 'ClienteExistente',
    lineaNegocio: 'Vacacional',
    destino: 'BR',
    fechaIn: '2027-02-10',
    fechaOut: '2027-02-20',
    emailCuenta: 'reservas@agenciademo.com.ar',
    descripcion: 'Viaje familiar a Florianópolis, 10 noches.',
  },
  pasajeros: ['23456789', '31222444'],
};

async function accountId(db: Kysely<Database>, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'cuenta')
    .where(sql<boolean>`data ->> 'mostrarNombre' = ${name}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The id of the demo contact shown as `mostrarNombre` (`Suárez, Marta`), if seeded. */
export async function demoContactoId(db: Kysely<Database>, mostrarNombre: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'contacto')
    .where(sql<boolean>`data ->> 'mostrarNombre' = ${mostrarNombre}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Writes the demo contacts, and the opportunity with its passengers, of the demo accounts that exist. */
export async function seedDemoContactos(db: Kysely<Database>, registry: SchemaRegistry, author: RequestUser): Promise<void> {
  if (!registry.has('contacto')) return;
  const ids = new Map<string, { id: number; datos: Record<string, unknown> }>();
  for (const contacto of demoContactos) {
    const cuenta = await accountId(db, contacto.cuenta);
    if (cuenta === undefined) continue;
    const datos: Record<string, unknown> = { ...contacto.datos, cuenta };
    // The owner column is the account, as when staff save a contact (record scope: the agency sees its own).
    ids.set(String(datos.documento), { id: await createRecord(db, registry.get('contacto'), datos, author, String(cuenta)), datos });
  }
  const cuenta = await accountId(db, demoOportunidad.cuenta);
  if (cuenta === undefined || !registry.has('oportunidad') || !registry.has('contactooportunidad')) return;
  const oportunidad = await createRecord(db, registry.get('oportunidad'), { ...demoOportunidad.datos, cuenta }, author);
  // The passenger token reaches this opportunity of this account (COP-OP02: `/contactoOportunidad/{cuenta}/{oportunidad}`).
  await db.updateTable('temp_tokens').set({ cuenta, oportunidad }).where('token', '=', DEMO_PASSENGER_TOKEN).execute();
  for (const documento of demoOportunidad.pasajeros) {
    const pasajero = ids.get(documento);
    if (!pasajero) continue;
    // The passenger's contact fields (COP-OP03: nombre, apellido, mostrarNombre, email, document) and passport data.
    const { nombre, apellido, mostrarNombre, email, tipoDocumento, fechaNacimiento, pasaportePais, pasaporteEmision, pasaporteVencimiento } = pasajero.datos;
    const datos = {
      cuenta,
      oportunidad,
      contacto: pasajero.id,
      nombre,
      apellido,
      mostrarNombre,
      email,
      tipoDocumento,
      documento: pasajero.datos.documento,
      fechaNacimiento,
      pasaportePais,
      pasaporteEmision,
      pasaporteVencimiento,
    };
    await createRecord(
      db,
      registry.get('contactooportunidad'),
      Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined)),
      author,
      String(cuenta),
    );
  }
}
