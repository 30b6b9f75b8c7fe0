/**
 * The passengers of the demo opportunity: two of its account's demo contacts, linked with their
 * contact fields and passport data (COP-OP03); and the passengers' demo token bound to that
 * opportunity and account (COP-OP02: `/contactoOportunidad/{cuenta}/{oportunidad}`).
 */
import { tempTokenHash } from '../../server/session/tempTokens';
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import { DEMO_PASSENGER_TOKEN } from '../../server/seed/demoUsers';
import type { ModuleSeed } from '../../server/seed/moduleSeed';
import { demoContactos } from '../contacto/contacto.seed';
import { demoOportunidad } from '../oportunidad/oportunidad.seed';

export const seed: ModuleSeed = {
  after: ['contacto', 'oportunidad'],
  async run({ db, module, author }) {
    const cuenta = await demoRecordId(db, 'cuenta', 'mostrarNombre', demoOportunidad.cuenta);
    const oportunidad = await demoRecordId(db, 'oportunidad', 'nombre', demoOportunidad.datos.nombre);
    if (cuenta === undefined || oportunidad === undefined) return;
    await db.updateTable('temp_tokens').set({ cuenta, oportunidad }).where('token_hash', '=', tempTokenHash(DEMO_PASSENGER_TOKEN)).execute();
    for (const documento of demoOportunidad.pasajeros) {
      const contacto = demoContactos.find((c) => c.datos.documento === documento);
      const id = contacto && (await demoRecordId(db, 'contacto', 'documento', documento));
      if (!contacto || id === undefined) continue;
      // The passenger's contact fields (COP-OP03: nombre, apellido, mostrarNombre, email, document) and passport data.
      const { nombre, apellido, mostrarNombre, email, tipoDocumento, fechaNacimiento, pasaportePais, pasaporteEmision, pasaporteVencimiento } = contacto.datos;
      const datos = {
        cuenta,
        oportunidad,
        contacto: id,
        nombre,
        apellido,
        mostrarNombre,
        email,
        tipoDocumento,
        documento,
        fechaNacimiento,
        pasaportePais,
        pasaporteEmision,
        pasaporteVencimiento,
      };
      await createRecord(db, module, Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined)), author, String(cuenta));
    }
  },
};
