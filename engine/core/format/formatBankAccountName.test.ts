import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBankAccountName } from './formatBankAccountName';

describe('formatBankAccountName', () => {
  it('BAC-04 builds the account number, " - ", and the first 3 letters of the currency upper case', () => {
    expect(formatBankAccountName('12345', 'USD')).toBe('12345 - USD');
    expect(formatBankAccountName('12345', 'usd')).toBe('12345 - USD');
    expect(formatBankAccountName(12345, 'Pesos')).toBe('12345 - PES');
    expect(formatBankAccountName(' 0070-1234 ', 'ars ')).toBe('0070-1234 - ARS');
  });

  it('CST-79 leaves no dangling separator without a currency, and is empty without an account', () => {
    expect(formatBankAccountName('12345', '')).toBe('12345');
    expect(formatBankAccountName('12345', null)).toBe('12345');
    expect(formatBankAccountName('', 'USD')).toBe('');
    expect(formatBankAccountName(undefined, undefined)).toBe('');
  });

  it('CST-79 property: never throws and always starts with the account number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), fc.oneof(fc.string({ unit: 'binary' }), fc.constant(undefined)), (cuenta, moneda) => {
        const name = formatBankAccountName(cuenta, moneda);
        expect(name.startsWith(String(cuenta ?? '').trim())).toBe(true);
      }),
    );
  });
});
