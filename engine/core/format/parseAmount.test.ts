import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_UNREADABLE, parseAmount } from './parseAmount';
import { formatCurrency } from './formatCurrency';

const amountOf = (text: string) => parseAmount(text).amount;
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Canonical stored amounts: no leading zeros, at most 2 decimals, no negative zero. */
const stored = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      fc.constant('0'),
      fc.tuple(fc.constantFrom(...'123456789'), digits(0, 15)).map(([a, b]) => a + b),
    ),
    fc.option(digits(1, 2), { nil: undefined }),
  )
  .map(([neg, int, dec]) => `${neg ? '-' : ''}${int}${dec ? `.${dec}` : ''}`)
  .filter((x) => !/^-[0.]*$/.test(x));

describe('parseAmount', () => {
  it('21-1 WID-OP05 reads a comma before one or two final digits as the decimal mark, never as thousands', () => {
    expect(amountOf('1500,50')).toBe('1500.50');
    expect(Number(amountOf('1500,50'))).toBe(1500.5);
    expect(amountOf('1,5')).toBe('1.5');
    expect(amountOf('1.500,50')).toBe('1500.50');
    expect(amountOf('1.500,5')).toBe('1500.5');
    expect(amountOf('12.345.678,90')).toBe('12345678.90');
  });

  it('21-1 WID-12 reads the spec convention: thousands commas and a decimal dot', () => {
    expect(amountOf('1,500.50')).toBe('1500.50');
    expect(amountOf('1,500')).toBe('1500');
    expect(amountOf('1500.5')).toBe('1500.5');
    expect(amountOf('12,345,678.9')).toBe('12345678.9');
    expect(amountOf('1.500.000')).toBe('1500000');
    expect(amountOf('-1,234.5')).toBe('-1234.5');
    expect(amountOf(' 007 ')).toBe('7');
    expect(amountOf('.5')).toBe('0.5');
    expect(amountOf('1500,')).toBe('1500');
  });

  it('21-1 nothing typed stores nothing; no negative zero', () => {
    expect(parseAmount('')).toEqual({ amount: '' });
    expect(parseAmount('-')).toEqual({ amount: '' });
    expect(parseAmount('.')).toEqual({ amount: '' });
    expect(amountOf('-0.00')).toBe('0.00');
  });

  it('21-1 refuses, with a message, text whose separators group no thousands or that has a third decimal', () => {
    for (const text of ['abc', '12a', '1500,505', '1,5000', '15,00.5', '1.500', '1,500.000', '1.500,000', '1,500,5.5', '1..5', '1,2,3', '$ 15', '1e5', '--5']) {
      expect(parseAmount(text), text).toEqual({ problem: AMOUNT_UNREADABLE });
    }
  });

  it('21-1 property: format → parse returns the stored amount (decimals padded to two)', () => {
    fc.assert(
      fc.property(stored, (x) => {
        const [int, dec = ''] = x.split('.');
        expect(amountOf(formatCurrency(x))).toBe(`${int}.${dec.padEnd(2, '0')}`);
      }),
    );
  });

  it('21-1 property: any text gives an amount in the stored form or the message, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.,- '), maxLength: 20 })), (text) => {
        const reading = parseAmount(text);
        if (reading.amount === undefined) expect(reading.problem).toBe(AMOUNT_UNREADABLE);
        else expect(reading.amount).toMatch(/^(-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?)?$/);
      }),
    );
  });
});
