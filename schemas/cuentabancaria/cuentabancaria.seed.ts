/**
 * Demo bank accounts on the demo accounts (looked up by name; an account or bank that is not there
 * gets none): CBUs with both check digits right (BAC-OP01), the bank a record of the demo banks,
 * the holder's CUIT the account's own, the name built as BAC-04 says; and a bank account of the
 * first demo supplier, which shows its bank accounts tab (SUP-04), when bank accounts link suppliers.
 */
import { formatBankAccountName } from '../../engine/core/format/formatBankAccountName';
import { createRecord } from '../../server/modules/recordWrites';
import { demoRecordId } from '../../server/seed/demoRecordId';
import { demoCuit } from '../../server/seed/demoValues';
import type { ModuleSeed, SeedContext } from '../../server/seed/moduleSeed';

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
async function seedAccountBankAccounts({ db, module, author }: SeedContext): Promise<void> {
  for (const demo of demoCuentasBancarias) {
    const cuenta = await demoRecordId(db, 'cuenta', 'mostrarNombre', demo.cuenta);
    if (cuenta === undefined) continue;
    const account = await db.selectFrom('records').select('data').where('id', '=', cuenta).executeTakeFirstOrThrow();
    const owner = account.data as Record<string, unknown>;
    const bank = demo.banco ? await demoRecordId(db, 'banco', 'descripcion', demo.banco) : undefined;
    if (demo.banco && !bank) continue;
    const holder = {
      titular: String(owner.razonSocial ?? owner.mostrarNombre ?? demo.cuenta),
      tipoDocumento: 'CUIT',
      documento: String(owner.documento ?? ''),
    };
    const datos = {
      cuenta,
      ...(bank ? { banco: bank } : {}),
      ...holder,
      ...demo.datos,
      nombre: formatBankAccountName(demo.datos.numeroCuenta, demo.datos.moneda),
    };
    await createRecord(db, module, datos, author);
  }
}

/** The first demo supplier's bank account, in its bank (looked up by name; none when either is not there). */
async function seedSupplierBankAccount({ db, module, author }: SeedContext): Promise<void> {
  if (!('proveedor' in (module.schema.properties ?? {}))) return;
  const proveedor = await demoRecordId(db, 'proveedor', 'mostrarNombre', 'Hoteles Patagónicos S.A.');
  if (proveedor === undefined) return;
  const bank = await demoRecordId(db, 'banco', 'descripcion', 'Banco Galicia');
  if (bank === undefined) return;
  await createRecord(
    db,
    module,
    {
      proveedor,
      dondeOpera: 'NAC',
      banco: bank,
      tipo: 'CC',
      moneda: 'ARS',
      numeroCuenta: '3000078901',
      nombre: formatBankAccountName('3000078901', 'ARS'),
      titular: 'Hoteles Patagónicos S.A.',
      tipoDocumento: 'CUIT',
      documento: demoCuit('30', '71456782'),
      cbu: '0070001600030000789018',
    },
    author,
  );
}

export const seed: ModuleSeed = {
  after: ['cuenta', 'banco', 'proveedor'],
  async run(context) {
    await seedAccountBankAccounts(context);
    await seedSupplierBankAccount(context);
  },
};
