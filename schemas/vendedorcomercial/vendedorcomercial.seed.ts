/**
 * Demo sellers (ADM-45): staff contacts of the company's account (the team module's demo staff),
 * one of them an owner, one no longer vigente (the list shows it too, ADM-36's `ignorarVigencia`).
 */
import { createRecord, toggleVigente } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

const demoSellers: ReadonlyArray<{ readonly contacto: string; readonly esPropietario: boolean; readonly vigente: boolean }> = [
  { contacto: 'Staff, Sergio', esPropietario: false, vigente: true },
  { contacto: 'Paz, Lucía', esPropietario: true, vigente: true },
  { contacto: 'Ortiz, Diego', esPropietario: false, vigente: true },
  { contacto: 'Sosa, Martín', esPropietario: false, vigente: false },
];

export const seed: ModuleSeed = {
  after: ['equipotrabajo'],
  async run({ db, module, author }) {
    for (const seller of demoSellers) {
      const contacto = await demoRecordId(db, 'contacto', 'mostrarNombre', seller.contacto);
      if (contacto === undefined) continue;
      const id = await createRecord(db, module, { contacto, esPropietario: seller.esPropietario }, author);
      if (!seller.vigente) await toggleVigente(db, module, id, 1, author, false);
    }
  },
};
