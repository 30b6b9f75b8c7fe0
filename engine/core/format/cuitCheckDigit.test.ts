import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cuitCheckDigit, isValidCuit } from './cuitCheckDigit';

const first10 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('cuitCheckDigit / isValidCuit', () => {
  it('WID-09 computes modulo 11 with weights 5,4,3,2,7,6,5,4,3,2', () => {
    // 2·5+0·4+1·3+2·2+3·7+4·6+5·5+6·4+7·3+8·2 = 148; 148 mod 11 = 5; 11 − 5 = 6
    expect(cuitCheckDigit('2012345678')).toBe(6);
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20123456783')).toBe(false); // the spec's display example (WID-08)
  });

  it('WID-09 maps a result of 11 to 0', () => {
    // 2·5+3·4 = 22; 22 mod 11 = 0 → 11 → 0
    expect(cuitCheckDigit('2300000000')).toBe(0);
    expect(isValidCuit('23000000000')).toBe(true);
    // 2·5+0·4+…+1·3 = 13; 13 mod 11 = 2 → 9
    expect(cuitCheckDigit('2000000010')).toBe(9);
  });

  it('WID-09 a result of 10 has no valid check digit: AFIP reissues the number with prefix 23', () => {
    // 20 + DNI whose computation gives 10 …
    expect(cuitCheckDigit('2000000001')).toBeUndefined();
    for (let last = 0; last <= 9; last++) expect(isValidCuit(`2000000001${last}`)).toBe(false);
    // … and the same DNI under prefix 23 gets a regular digit (9 for men, as AFIP assigns).
    expect(cuitCheckDigit('2300000001')).toBe(9);
    expect(isValidCuit('23000000019')).toBe(true);
  });

  it("WID-09 property: AFIP's reissue under 23 always yields 9 (from 20) or 4 (from 27)", () => {
    const dni = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(dni, (n) => {
        if (cuitCheckDigit(`20${n}`) === undefined) expect(cuitCheckDigit(`23${n}`)).toBe(9);
        if (cuitCheckDigit(`27${n}`) === undefined) expect(cuitCheckDigit(`23${n}`)).toBe(4);
        if (cuitCheckDigit(`30${n}`) === undefined) expect(cuitCheckDigit(`33${n}`)).toBe(9);
      }),
    );
  });

  it('CST-24 accepts only exactly 11 ASCII digits', () => {
    expect(isValidCuit('2012345678')).toBe(false);
    expect(isValidCuit('201234567861')).toBe(false);
    expect(isValidCuit('20-12345678-6')).toBe(false);
    expect(cuitCheckDigit('20123456x8')).toBeUndefined();
  });

  it('ACC-72 foreign tax ids of the 50/51/55 families follow the same check digit', () => {
    expect(isValidCuit('50000000016')).toBe(true);
    expect(isValidCuit('55000000018')).toBe(true);
  });

  it('WID-09 property: exactly one last digit makes a CUIT valid, unless the result is 10', () => {
    fc.assert(
      fc.property(first10, (head) => {
        const valid = [...'0123456789'].filter((d) => isValidCuit(head + d));
        const digit = cuitCheckDigit(head);
        expect(valid).toEqual(digit === undefined ? [] : [String(digit)]);
      }),
    );
  });

  it('WID-09 property: a single changed digit is always detected', () => {
    fc.assert(
      fc.property(first10, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (head, at, delta) => {
        const digit = cuitCheckDigit(head);
        fc.pre(digit !== undefined);
        const cuit = head + String(digit);
        const changed = cuit.slice(0, at) + String((Number(cuit[at]) + delta) % 10) + cuit.slice(at + 1);
        expect(isValidCuit(changed)).toBe(false);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(typeof isValidCuit(input)).toBe('boolean');
        cuitCheckDigit(input);
      }),
    );
  });
});
