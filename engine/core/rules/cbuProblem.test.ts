import { describe, expect, it } from 'vitest';
import { maskRegistry } from '../format/masks';
import { storedValueProblem } from '../format/storedValueProblem';
import { t } from '../messages';
import { cbuProblem } from './cbuProblem';

// Public example CBUs (bank documentation and validator libraries); both check digits right.
const VALID = ['2850590940090418135201', '0170099220000067797370', '0110599520000001235579'];

describe('CBU (BAC-OP01: 22 digits, both check digits)', () => {
  it('BAC-OP01 accepts valid CBUs', () => {
    for (const cbu of VALID) expect(cbuProblem(cbu), cbu).toBeUndefined();
  });

  it('BAC-OP01 refuses a wrong first (bank and branch) check digit', () => {
    expect(cbuProblem('2850590840090418135201')).toBe('cbu.bankCheckDigit');
    expect(t('cbu.bankCheckDigit')).toBe('El CBU ingresado no es válido: el dígito verificador del banco y la sucursal no corresponde.');
  });

  it('BAC-OP01 refuses a wrong second (account) check digit', () => {
    expect(cbuProblem('2850590940090418135202')).toBe('cbu.accountCheckDigit');
    expect(t('cbu.accountCheckDigit')).toBe('El CBU ingresado no es válido: el dígito verificador de la cuenta no corresponde.');
  });

  it('BAC-OP01 refuses other lengths and non-digits; leaves an empty value to the required rule', () => {
    expect(cbuProblem('285059094009041813520')).toBe('cbu.length');
    expect(cbuProblem('28505909400904181352011')).toBe('cbu.length');
    expect(cbuProblem('2850590-940090418135201')).toBe('cbu.invalid');
    expect(cbuProblem('')).toBeUndefined();
    expect(cbuProblem(undefined)).toBeUndefined();
  });

  it('BAC-OP01 the `cbu` mask (declared `"x-mask": "cbu"`, run by the form and the server) stores digits and checks both check digits', () => {
    const mask = maskRegistry.get('cbu');
    expect(mask.parse('2850590-9 40090418135201')).toBe('2850590940090418135201');
    expect(mask.accepts?.('28505909400904181352011')).toBe(false);
    expect(mask.accepts?.('abc')).toBe(false);
    expect(storedValueProblem(mask, '2850590940090418135201')).toBeUndefined();
    expect(storedValueProblem(mask, '2850590940090418135202')).toBe('cbu.accountCheckDigit');
    expect(storedValueProblem(mask, '2850590840090418135201')).toBe('cbu.bankCheckDigit');
    expect(storedValueProblem(mask, '28505909-40090418135201')).toBe('mask.cbu');
  });
});
