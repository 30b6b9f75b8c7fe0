/**
 * The embedded tax-id register: a few CUITs with their names and VAT conditions, so that the tax
 * lookup works offline and in tests (the demo accounts' CUITs and some people and companies
 * without an account yet). A real provider (the tax authority's web service) implements the same port.
 */
import { demoCuit } from '../seed/demoValues';
import type { TaxIdLookup, TaxIdRecord } from './taxIdLookup';

const company = (razonSocial: string, condicionIva = '_1', agip = false): TaxIdRecord => ({ tipo: 'EMP', razonSocial, condicionIva, agip });
const person = (nombre: string, apellido: string, condicionIva = '_2'): TaxIdRecord => ({ tipo: 'PAR', nombre, apellido, condicionIva, agip: false });

/** The register's entries by CUIT (11 digits). */
export const embeddedTaxIdEntries: ReadonlyMap<string, TaxIdRecord> = new Map([
  [demoCuit('30', '71234560'), company('Agencia Demo', '_1', true)],
  [demoCuit('30', '70981235'), company('Turismo del Sur S.R.L.')],
  [demoCuit('30', '70555123'), company('Operadora Río de la Plata S.A.', '_1', true)],
  [demoCuit('30', '70111222'), company('Corporación Pampa S.A.')],
  [demoCuit('30', '70777888'), company('Viajes Andinos S.A.')],
  [demoCuit('30', '71555666'), company('Patagonia Incentivos S.A.', '_1', true)],
  [demoCuit('30', '71888999'), company('Cooperativa de Turismo Social Ltda.', '_3')],
  // Demo suppliers (SUP-25).
  [demoCuit('30', '71456782'), company('Hoteles Patagónicos S.A.')],
  [demoCuit('30', '70654329'), company('Transportes del Cuyo S.R.L.')],
  [demoCuit('30', '71122334'), company('Cruceros del Plata S.A.')],
  [demoCuit('20', '23456789'), person('Juan Carlos', 'Pérez')],
  [demoCuit('27', '30111222'), person('Laura Beatriz', 'Fernández', '_1')],
  [demoCuit('20', '31222333'), person('Martín', 'Sosa')],
]);

/** The embedded register as the tax-id port. */
export function embeddedTaxIdRegister(entries: ReadonlyMap<string, TaxIdRecord> = embeddedTaxIdEntries): TaxIdLookup {
  return { lookup: async (cuit) => entries.get(cuit) ?? null };
}
