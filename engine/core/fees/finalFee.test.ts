import { describe, expect, it } from 'vitest';
import { feeRatesFor } from './feeRates';
import { finalFee } from './finalFee';

const NACIONAL = { iva: '21', gastoAdministrativo: '3' };
const INTERNACIONAL = { iva: '21', gastoAdministrativo: '5' };

describe('finalFee (FEE-10, FEE-12, CST-30)', () => {
  // importe, incluyeGastosIva, incluyeGastosAdministrativos, rates, finalFee
  const examples: Array<[string | number, boolean, boolean, typeof NACIONAL, string, string]> = [
    [1000, false, false, NACIONAL, '1246.30', 'adds 3 % charge, then 21 % VAT on importe + charge: 1000 + 30 + 216.30'],
    [1000, true, true, NACIONAL, '1000.00', 'both included: the importe itself'],
    [1000, true, false, NACIONAL, '1030.00', 'VAT included: only the charge is added'],
    [1000, false, true, NACIONAL, '1210.00', 'charge included: only VAT on the importe'],
    [10, false, false, INTERNACIONAL, '12.71', 'a percentage fee: 10 + 0.5 + 2.205 = 12.705, half-up to 12.71 (not 12.70)'],
    ['10.5', false, false, NACIONAL, '13.09', '10.5 + 0.315 + 2.27115 = 13.08615'],
    ['12.5', false, true, { iva: '21', gastoAdministrativo: '0' }, '15.13', '12.5 × 1.21 = 15.125 exactly, half-up'],
    [0.1, true, false, { iva: '21', gastoAdministrativo: '20' }, '0.12', '0.1 read as one tenth: 0.12, not 0.12000000000000001'],
    ['123456789.99', false, false, NACIONAL, '153864197.36', 'large amounts keep every cent'],
    [0, false, false, NACIONAL, '0.00', 'zero stays zero'],
    [1000, false, false, { iva: '0', gastoAdministrativo: '0' }, '1000.00', 'a route with no rates'],
  ];
  for (const [importe, incluyeGastosIva, incluyeGastosAdministrativos, rates, expected, why] of examples) {
    it(`FEE-10 FEE-12 ${importe} (IVA incl. ${incluyeGastosIva ? 'sí' : 'no'}, gastos incl. ${incluyeGastosAdministrativos ? 'sí' : 'no'}) → ${expected}: ${why}`, () => {
      expect(finalFee({ importe, incluyeGastosIva, incluyeGastosAdministrativos }, rates)).toBe(expected);
    });
  }

  it('refuses an importe that is not a number', () => {
    expect(() => finalFee({ importe: 'mil', incluyeGastosIva: false, incluyeGastosAdministrativos: false }, NACIONAL)).toThrow();
  });
});

describe('feeRatesFor (the `tiposRuta` lookup)', () => {
  const rows = [
    { codigo: 'NAC', extra: { iva: '21', gastoAdministrativo: '3' } },
    { codigo: 'INT', extra: '{"iva":"21","gastoAdministrativo":"5"}' },
    { codigo: 'MAL', extra: { iva: 'veintiuno', gastoAdministrativo: '3' } },
  ];
  it('reads the rates of the route type from the row extra (object or JSON text)', () => {
    expect(feeRatesFor(rows, 'NAC')).toEqual({ iva: '21', gastoAdministrativo: '3' });
    expect(feeRatesFor(rows, 'INT')).toEqual({ iva: '21', gastoAdministrativo: '5' });
  });
  it('gives nothing for an unknown route or a rate that is not a percentage', () => {
    expect(feeRatesFor(rows, 'XXX')).toBeUndefined();
    expect(feeRatesFor(rows, 'MAL')).toBeUndefined();
  });
});
