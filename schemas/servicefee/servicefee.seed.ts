/**
 * Demo service fees (FEE-04) on the demo accounts, looked up by name (the accounts' own seed runs
 * first; an account that is not there gets none). The final fee is not written here: the server
 * computes it on create like on any save (x-computed, decision 83). Names follow FEE-OP02.
 */
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

interface DemoFee {
  readonly cuenta: string;
  readonly tipo: string;
  readonly tipoRuta: string;
  readonly tipoServicio: string;
  readonly tipoAtencion: string;
  readonly condicion: '1' | '2';
  readonly moneda?: string;
  readonly importe: string;
  readonly fechaDesde: string;
  readonly incluyeGastosIva: boolean;
  readonly incluyeGastosAdministrativos: boolean;
  readonly prestadora?: string;
}

export const demoServiceFees: readonly DemoFee[] = [
  {
    cuenta: 'Agencia Demo',
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'AER',
    tipoAtencion: 'ONL',
    condicion: '1',
    moneda: 'ARS',
    importe: '8500.00',
    fechaDesde: '2026-01-01',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: false,
  },
  {
    cuenta: 'Agencia Demo',
    tipo: 'EMI',
    tipoRuta: 'INT',
    tipoServicio: 'AER',
    tipoAtencion: 'ONL',
    condicion: '1',
    moneda: 'USD',
    importe: '35.00',
    fechaDesde: '2026-01-01',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: true,
  },
  {
    cuenta: 'Agencia Demo',
    tipo: 'REE',
    tipoRuta: 'REG',
    tipoServicio: 'AER',
    tipoAtencion: 'OFF',
    condicion: '2',
    importe: '5.00',
    fechaDesde: '2026-03-01',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: false,
  },
  {
    cuenta: 'Agencia Demo',
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'HOT',
    tipoAtencion: 'OFF',
    condicion: '2',
    importe: '3.50',
    fechaDesde: '2026-02-15',
    incluyeGastosIva: true,
    incluyeGastosAdministrativos: false,
    prestadora: 'VISA',
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'PAQ',
    tipoAtencion: 'VIP',
    condicion: '1',
    moneda: 'ARS',
    importe: '12000.00',
    fechaDesde: '2026-04-01',
    incluyeGastosIva: true,
    incluyeGastosAdministrativos: true,
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    tipo: 'CAM',
    tipoRuta: 'INT',
    tipoServicio: 'AER',
    tipoAtencion: 'ONL',
    condicion: '1',
    moneda: 'USD',
    importe: '25.00',
    fechaDesde: '2026-04-01',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: false,
  },
  {
    cuenta: 'Viajes Andinos S.A.',
    tipo: 'EMI',
    tipoRuta: 'REG',
    tipoServicio: 'ASI',
    tipoAtencion: 'GUA',
    condicion: '2',
    importe: '10.00',
    fechaDesde: '2026-05-10',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: false,
    prestadora: 'MASTERCARD',
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'AER',
    tipoAtencion: 'VIP',
    condicion: '1',
    moneda: 'ARS',
    importe: '6000.00',
    fechaDesde: '2026-06-01',
    incluyeGastosIva: false,
    incluyeGastosAdministrativos: true,
  },
];

/** The fee's generated name (FEE-05, FEE-OP02), as the form derives it from the combos' descriptions. */
const nameOf = (fee: DemoFee, describe: (combo: string, codigo: string) => string) =>
  [
    describe('tiposFee', fee.tipo),
    describe('tiposRuta', fee.tipoRuta),
    describe('tiposServicioFee', fee.tipoServicio),
    describe('tiposAtencionFee', fee.tipoAtencion),
  ].join(' - ');

/** Writes the demo fees of the demo accounts that exist. */
export const seed: ModuleSeed = {
  after: ['cuenta'],
  async run({ db, module, author }) {
    // The lookups are seeded before any demo record: their descriptions are read as stored.
    const rows = await db.selectFrom('lookups').select(['combo', 'codigo', 'descripcion']).execute();
    const descriptions = new Map(rows.map((row) => [`${row.combo}\u0000${row.codigo}`, row.descripcion]));
    const describe = (combo: string, codigo: string) => descriptions.get(`${combo}\u0000${codigo}`) ?? codigo;
    for (const { cuenta: name, ...fee } of demoServiceFees) {
      const account = await demoRecordId(db, 'cuenta', 'mostrarNombre', name);
      if (account === undefined) continue;
      await createRecord(db, module, { cuenta: account, nombre: nameOf({ cuenta: name, ...fee }, describe), ...fee }, author);
    }
  },
};
