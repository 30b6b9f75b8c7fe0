/**
 * Demo contacts and passengers of the demo accounts (looked up by name; an account that is not
 * there gets none), stored through the module's write as a user's save would be, each owned by its
 * account (record scope: the agency sees its own). The `externo` demo user writes contacts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

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

/** The id of the demo contact shown as `mostrarNombre` (`Suárez, Marta`), if seeded. */
export function demoContactoId(db: Kysely<Database>, mostrarNombre: string): Promise<number | undefined> {
  return demoRecordId(db, 'contacto', 'mostrarNombre', mostrarNombre);
}

export const seed: ModuleSeed = {
  after: ['cuenta'],
  grants: [{ username: 'externo', area: 'contacto', escritura: true }],
  async run({ db, module, author }) {
    for (const contacto of demoContactos) {
      const cuenta = await demoRecordId(db, 'cuenta', 'mostrarNombre', contacto.cuenta);
      if (cuenta === undefined) continue;
      // The owner column is the account, as when staff save a contact (record scope: the agency sees its own).
      await createRecord(db, module, { ...contacto.datos, cuenta }, author, String(cuenta));
    }
  },
};
