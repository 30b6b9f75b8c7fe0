/**
 * The VAT and administrative-charge rates of a route type (FEE-10): the `extra` of the route's row
 * in the `tiposRuta` lookup (`{"iva": "21", "gastoAdministrativo": "3"}`), which admins edit.
 */
import type { FeeRates } from './finalFee';

const PERCENT = /^(?:100(?:\.0+)?|\d{1,2}(?:\.\d{1,4})?)$/;

/** The rates of `tipoRuta` among the lookup rows, or undefined when the route or a valid rate is missing. */
export function feeRatesFor(rows: ReadonlyArray<{ codigo: string; extra?: unknown }>, tipoRuta: string): FeeRates | undefined {
  const extra = rows.find((row) => row.codigo === tipoRuta)?.extra;
  const value = (typeof extra === 'string' ? safeParse(extra) : extra) as { iva?: unknown; gastoAdministrativo?: unknown } | undefined;
  const iva = String(value?.iva ?? '');
  const gastoAdministrativo = String(value?.gastoAdministrativo ?? '');
  return PERCENT.test(iva) && PERCENT.test(gastoAdministrativo) ? { iva, gastoAdministrativo } : undefined;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
