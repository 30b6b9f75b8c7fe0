/**
 * Demo bank accounts on the demo accounts (looked up by name; an account or bank that is not there
 * gets none): CBUs with both check digits right (BAC-OP01), the bank a record of the demo banks,
 * the holder's CUIT the account's own, the name built as BAC-04 says.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { formatBankAccountName } from '../../engine/core/format/formatBankAccountName';
import type { RequestUser } from '../auth/principal';
import { createRecord } from '../modules/recordWrites';
import { demoAccountId } from './demoAccountId';

interface DemoCuentaBancaria {
  /** The account's `mostrarNombre`. */
  readonly cuenta: string;
  /** The bank's `descripcion` (domestic accounts). */
  readonly banco?: string;
  readonly datos: Record<string, unknown>;
}

export const demoCuentasBancarias: readonly DemoCuentaBancaria[] = [
  {
    cuenta: 'Agencia Demo',
    banco: 'Banco Galicia',
    datos: {
      dondeOpera: 'NAC',
      tipo: 'CC',
      moneda: 'ARS',
      numeroCuenta: '3000045678',
      sucursal: 'Casa Central',
      cbu: '0070001600030000456787',
      alias: 'agencia.demo.pesos',
    },
  },
  {
    cuenta: 'Agencia Demo',
    banco: 'Banco de la Nación Argentina',
    datos: { dondeOpera: 'NAC', tipo: 'CA', moneda: 'USD', numeroCuenta: '4020012345', sucursal: 'Plaza de Mayo', cbu: '0110599500040200123457' },
  },
  {
    cuenta: 'Turismo del Sur S.R.L.',
    banco: 'Banco Macro',
    datos: {
      dondeOpera: 'NAC',
      tipo: 'CA',
      moneda: 'ARS',
      numeroCuenta: '3009911223',
      sucursal: 'Bariloche',
      cbu: '2850345300030099112238',
      alias: 'turismo.sur.macro',
    },
  },
  {
    cuenta: 'Corporación Pampa S.A.',
    datos: {
      dondeOpera: 'EXT',
      tipo: 'CC',
      moneda: 'EUR',
      numeroCuenta: '0200051332',
      iban: 'ES9121000418450200051332',
      swiftBcoBeneficiario: 'CAIXESBBXXX',
      bancoBeneficiario: 'CaixaBank',
      paisBeneficiario: 'ES',
    },
  },
];

/** Writes the demo bank accounts of the demo accounts that exist. */
export async function seedDemoCuentasBancarias(db: Kysely<Database>, module: RegisteredModule, author: RequestUser): Promise<void> {
  for (const demo of demoCuentasBancarias) {
    const cuenta = await demoAccountId(db, demo.cuenta);
    if (cuenta === undefined) continue;
    const account = await db.selectFrom('records').select('data').where('id', '=', cuenta).executeTakeFirstOrThrow();
    const owner = account.data as Record<string, unknown>;
    const bank = demo.banco
      ? await db
          .selectFrom('records')
          .select('id')
          .where('module', '=', 'banco')
          .where(sql<boolean>`data ->> 'descripcion' = ${demo.banco}`)
          .executeTakeFirst()
      : undefined;
    if (demo.banco && !bank) continue;
    const holder = {
      titular: String(owner.razonSocial ?? owner.mostrarNombre ?? demo.cuenta),
      tipoDocumento: 'CUIT',
      documento: String(owner.documento ?? ''),
    };
    const datos = {
      cuenta,
      ...(bank ? { banco: Number(bank.id) } : {}),
      ...holder,
      ...demo.datos,
      nombre: formatBankAccountName(demo.datos.numeroCuenta, demo.datos.moneda),
    };
    await createRecord(db, module, datos, author);
  }
}
