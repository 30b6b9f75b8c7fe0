/**
 * Demo cards on the demo accounts (looked up by name; an account that is not there gets none), each
 * linked to a demo bank of the banco module by its name (a bank that is not there leaves it empty):
 * public test numbers only (they pass the Luhn check), never a real card. Stored through the
 * module's write, so they are encrypted at rest like any card (x-encrypted).
 */
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import type { ModuleSeed } from '../../server/seed/moduleSeed';

interface DemoTarjeta {
  /** The account's `mostrarNombre`. */
  readonly cuenta: string;
  /** The bank's `descripcion` (banco module, banco.seed.ts). */
  readonly banco: string;
  readonly datos: Record<string, unknown>;
}

export const demoTarjetas: readonly DemoTarjeta[] = [
  {
    cuenta: 'Agencia Demo',
    banco: 'Banco Galicia',
    datos: { prestadora: 'VISA', numero: '4111111111111111', fechaVencimiento: '08/29', titular: 'Agencia Demo S.A.' },
  },
  {
    cuenta: 'Agencia Demo',
    banco: 'Amex Directo',
    datos: { prestadora: 'AMEX', numero: '378282246310005', fechaVencimiento: '03/28', titular: 'Marta Suárez' },
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    banco: 'Banco Patagonia',
    datos: { prestadora: 'MASTERCARD', numero: '5555555555554444', fechaVencimiento: '11/30', titular: 'Turismo del Sur S.R.L.' },
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    banco: 'Banco Macro',
    datos: { prestadora: 'VISA', numero: '4012888888881881', fechaVencimiento: '05/31', titular: 'Corporación Pampa S.A.' },
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    banco: 'Banco Santander',
    datos: { prestadora: 'MASTERCARD', numero: '5105105105105100', fechaVencimiento: '01/29', titular: 'Julián Ferreyra' },
  },
];

/** Writes the demo cards of the demo accounts that exist (after the accounts and banks: looked up by name). */
export const seed: ModuleSeed = {
  after: ['cuenta', 'banco'],
  async run({ db, module, author }) {
    for (const card of demoTarjetas) {
      const account = await demoRecordId(db, 'cuenta', 'mostrarNombre', card.cuenta);
      const bank = await demoRecordId(db, 'banco', 'descripcion', card.banco);
      if (account) await createRecord(db, module, { cuenta: account, ...(bank ? { banco: bank } : {}), ...card.datos }, author);
    }
  },
};
