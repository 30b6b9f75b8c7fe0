/**
 * The `finalFee` computation (x-computed, FEE-10): the final fee of a service fee from its
 * `importe`, the two include flags and the rates of its `tipoRuta` in the `tiposRuta` lookup
 * (decision 83). An empty importe or route gives no value yet; a route without valid rates or an
 * importe that is not a number fails (FEE-11's message).
 */
import { isEmpty } from '../blank';
import type { Computation } from '../computed/computation';
import { feeRatesFor } from './feeRates';
import { finalFee } from './finalFee';

const AMOUNT = /^-?\d+(?:\.\d+)?$/;

export const finalFeeComputation: Computation = {
  fields: ['importe', 'incluyeGastosIva', 'incluyeGastosAdministrativos', 'tipoRuta'],
  async compute(record, ports) {
    const { importe, tipoRuta } = record;
    if (isEmpty(importe) || isEmpty(tipoRuta)) return { value: null };
    if (typeof tipoRuta !== 'string' || !AMOUNT.test(String(importe)) || (typeof importe !== 'string' && typeof importe !== 'number')) return { failed: true };
    const rates = feeRatesFor(await ports.lookupRows('tiposRuta'), tipoRuta);
    if (!rates) return { failed: true };
    return { value: finalFee({ importe, incluyeGastosIva: record.incluyeGastosIva === true, incluyeGastosAdministrativos: record.incluyeGastosAdministrativos === true }, rates) };
  },
};
