/** The demo opportunity of Agencia Demo (OPP-05), the one the passengers' demo token reaches (contactooportunidad.seed.ts). */
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

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

export const seed: ModuleSeed = {
  after: ['cuenta'],
  async run({ db, module, author }) {
    const cuenta = await demoRecordId(db, 'cuenta', 'mostrarNombre', demoOportunidad.cuenta);
    if (cuenta !== undefined) await createRecord(db, module, { ...demoOportunidad.datos, cuenta }, author);
  },
};
