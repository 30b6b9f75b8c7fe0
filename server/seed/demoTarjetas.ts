/**
 * Demo cards on the demo accounts (looked up by name; an account that is not there gets none):
 * public test numbers only (they pass the Luhn check), never a real card. Stored through the
 * module's write, so they are encrypted at rest like any card (x-encrypted).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { createRecord } from '../modules/recordWrites';

interface DemoTarjeta {
  /** The account's `mostrarNombre`. */
  readonly cuenta: string;
  readonly datos: Record<string, unknown>;
}

export const demoTarjetas: readonly DemoTarjeta[] = [
  { cuenta: 'Agencia Demo', datos: { prestadora: 'VISA', banco: 'GALICIA', numero: '4111111111111111', fechaVencimiento: '08/29', titular: 'Agencia Demo S.A.' } },
  { cuenta: 'Agencia Demo', datos: { prestadora: 'AMEX', banco: 'AMEX DIRECTO', numero: '378282246310005', fechaVencimiento: '03/28', titular: 'Marta Suárez' } },
  { cuenta: 'Turismo del Sur S.R.L.', datos: { prestadora: 'MASTERCARD', banco: 'PATAGONIA', numero: '5555555555554444', fechaVencimiento: '11/30', titular: 'Turismo del Sur S.R.L.' } },
  { cuenta: 'Corporación Pampa S.A.', datos: { prestadora: 'VISA', banco: 'MACRO', numero: '4012888888881881', fechaVencimiento: '05/31', titular: 'Corporación Pampa S.A.' } },
  { cuenta: 'Corporación Pampa S.A.', datos: { prestadora: 'MASTERCARD', banco: 'SANTANDER', numero: '5105105105105100', fechaVencimiento: '01/29', titular: 'Julián Ferreyra' } },
];

/** Writes the demo cards of the demo accounts that exist. */
export async function seedDemoTarjetas(db: Kysely<Database>, module: RegisteredModule, author: RequestUser): Promise<void> {
  for (const card of demoTarjetas) {
    const account = await db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'cuenta')
      .where(sql<boolean>`data ->> 'mostrarNombre' = ${card.cuenta}`)
      .orderBy('id')
      .executeTakeFirst();
    if (account) await createRecord(db, module, { cuenta: Number(account.id), ...card.datos }, author);
  }
}
