/**
 * The `finalFee` computation (x-computed, FEE-10): the final fee of a service fee from its
 * `importe`, the two include flags and the rates of its `tipoRuta` in the `tiposRuta` lookup
 * (decision 83). An empty importe or route gives no value yet; a route without valid rates or an
 * importe that is not a number fails (FEE-11's message). The arithmetic (finalFee.ts, decimal.js)
 * is imported when a value is computed, which only the server does: the browser's registry names
 * the computation and its fields without downloading decimal.js.
 */
import { isEmpty } from '../blank';
import type { Computation } from '../computed/computation';
import { feeRatesFor } from './feeRates';

const AMOUNT = /^-?\d+(?:\.\d+)?$/;

export const finalFeeComputation: Computation = {
  fields: ['importe', 'incluyeGastosIva', 'incluyeGastosAdministrativos', 'tipoRuta'],
  async compute(record, ports) {
    const { importe, tipoRuta } = record;
    if (isEmpty(importe) || isEmpty(tipoRuta)) return { value: null };
    if (typeof tipoRuta !== 'string' || !AMOUNT.test(String(importe)) || (typeof importe !== 'string' && typeof importe !== 'number')) return { failed: true };
    const rates = feeRatesFor(await ports.lookupRows('tiposRuta'), tipoRuta);
    if (!rates) return { failed: true };
    const { finalFee } = await import('./finalFee');
    return {
      value: finalFee(
        { importe, incluyeGastosIva: record.incluyeGastosIva === true, incluyeGastosAdministrativos: record.incluyeGastosAdministrativos === true },
        rates,
      ),
    };
  },
};
