/**
 * The final fee of a service fee (FEE-10, FEE-12, CST-30; formula in docs/decisions.md):
 *
 *   gastos = incluyeGastosAdministrativos ? 0 : importe × gastoAdministrativo / 100
 *   iva    = incluyeGastosIva             ? 0 : (importe + gastos) × iva / 100
 *   finalFee = importe + gastos + iva, rounded half-up to 2 decimals
 *
 * The rates are percentages of the fee's route type (`tiposRuta` lookup, see feeRates). A fixed
 * fee (FEE-06) is an amount in its `moneda`; a percentage fee gives a percentage. Exact decimal
 * arithmetic (decimal.js): no binary floating point touches the money.
 */
import Decimal from 'decimal.js';

/** Rates of a route type, as percentages written in decimal (`"21"`, `"3.5"`). */
export interface FeeRates {
  readonly iva: string;
  readonly gastoAdministrativo: string;
}

export interface FeeAmounts {
  /** The fee typed by the user: an amount (fixed fee) or a percentage. A number is read by its decimal writing (0.1 is one tenth). */
  readonly importe: string | number;
  /** The importe already includes VAT: none is added. */
  readonly incluyeGastosIva: boolean;
  /** The importe already includes the administrative charge: none is added. */
  readonly incluyeGastosAdministrativos: boolean;
}

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The final fee with exactly 2 decimals (`"1234.50"`). Throws on a non-numeric importe or rate. */
export function finalFee(amounts: FeeAmounts, rates: FeeRates): string {
  const importe = new Money(String(amounts.importe));
  const percent = (rate: string) => new Money(rate).div(100);
  const gastos = amounts.incluyeGastosAdministrativos ? new Money(0) : importe.times(percent(rates.gastoAdministrativo));
  const iva = amounts.incluyeGastosIva ? new Money(0) : importe.plus(gastos).times(percent(rates.iva));
  return importe.plus(gastos).plus(iva).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
