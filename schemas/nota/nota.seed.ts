/**
 * Demo notes on the demo accounts (looked up by name; an account that is not there gets none): a
 * general note, IIBB notes for the validation list (NOT-15) and a complaint, stored through the
 * module's write like any note; and an IIBB note of the first demo supplier, which shows its notes
 * tab (SUP-04), when notes link suppliers.
 */
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

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

/** The first demo supplier's note. */
const supplierNote = {
  proveedor: 'Hoteles Patagónicos S.A.',
  datos: { tipo: 'IIBB', nombre: 'Constancia de Convenio Multilateral 2026', jurisdiccion: '916', porcentaje: 70, fechaVencimiento: '2026-12-31' },
} as const;

/** Writes the demo notes of the demo accounts that exist, then the supplier's. */
export const seed: ModuleSeed = {
  after: ['cuenta', 'proveedor'],
  async run({ db, module, author }) {
    for (const note of demoNotas) {
      const cuenta = await demoRecordId(db, 'cuenta', 'mostrarNombre', note.cuenta);
      if (cuenta !== undefined) await createRecord(db, module, { cuenta, ...note.datos }, author);
    }
    if (!('proveedor' in (module.schema.properties ?? {}))) return;
    const proveedor = await demoRecordId(db, 'proveedor', 'mostrarNombre', supplierNote.proveedor);
    if (proveedor !== undefined) await createRecord(db, module, { proveedor, ...supplierNote.datos }, author);
  },
};
