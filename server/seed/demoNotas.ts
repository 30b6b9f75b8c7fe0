/**
 * Demo notes on the demo accounts (looked up by name; an account that is not there gets none): a
 * general note, IIBB notes for the validation list (NOT-15) and a complaint, stored through the
 * module's write like any note.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { createRecord } from '../modules/recordWrites';
import { demoAccountId } from './demoAccountId';

interface DemoNota {
  /** The account's `mostrarNombre`. */
  readonly cuenta: string;
  readonly datos: Record<string, unknown>;
}

export const demoNotas: readonly DemoNota[] = [
  {
    cuenta: 'Agencia Demo',
    datos: { tipo: 'GEN', subTipo: 'OBS', nombre: 'Renovación del convenio 2027', descripcion: 'Pidió revisar las comisiones de aéreos antes de diciembre.' },
  },
  {
    cuenta: 'Agencia Demo',
    datos: {
      tipo: 'IIBB',
      subTipo: 'CM05',
      nombre: 'Formulario CM05 2026',
      jurisdiccion: '901',
      porcentaje: 3,
      discriminacionIva: true,
      fechaVencimiento: '2026-12-31',
    },
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    datos: {
      tipo: 'IIBB',
      subTipo: 'EXE',
      nombre: 'Exención IIBB Río Negro',
      jurisdiccion: '916',
      porcentaje: 0,
      fechaVencimiento: '2027-03-31',
      firmante: 'Dirección de Rentas de Río Negro',
    },
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    datos: { tipo: 'GEN', subTipo: 'REC', nombre: 'Reclamo por demora en un reintegro', descripcion: 'El reintegro del file F-2026-0042 lleva 30 días.' },
  },
];

/** Writes the demo notes of the demo accounts that exist. */
export async function seedDemoNotas(db: Kysely<Database>, module: RegisteredModule, author: RequestUser): Promise<void> {
  for (const note of demoNotas) {
    const cuenta = await demoAccountId(db, note.cuenta);
    if (cuenta !== undefined) await createRecord(db, module, { cuenta, ...note.datos }, author);
  }
}
