import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrandOf, filterBanksByBrand, isBank } from './filterBanksByBrand';

const lookup = ['AMEX DIRECTO', 'BANCO NACION', 'CITI', 'GALICIA', 'HIPOTECARIO', 'HSBC', 'ICBC', 'MACRO', 'PATAGONIA', 'SANTANDER', 'SUPERVIELLE'].map(
  (descripcion, id) => ({ id, descripcion }),
);
const names = (banks: readonly { descripcion: string }[]) => banks.map((b) => b.descripcion);

describe('filterBanksByBrand', () => {
  it('CRD-16 Visa excludes AMEX DIRECTO', () => {
    expect(names(filterBanksByBrand(lookup, 'VISA'))).toEqual(names(lookup).filter((n) => n !== 'AMEX DIRECTO'));
  });

  it('CRD-16 MasterCard excludes AMEX DIRECTO and HIPOTECARIO', () => {
    expect(names(filterBanksByBrand(lookup, 'MasterCard'))).toEqual(names(lookup).filter((n) => n !== 'AMEX DIRECTO' && n !== 'HIPOTECARIO'));
  });

  it('CRD-16 Amex keeps only HSBC, SANTANDER, GALICIA, MACRO, CITI, AMEX DIRECTO and PATAGONIA', () => {
    expect(names(filterBanksByBrand(lookup, 'Amex'))).toEqual(['AMEX DIRECTO', 'CITI', 'GALICIA', 'HSBC', 'MACRO', 'PATAGONIA', 'SANTANDER']);
  });

  it('CST-78 keeps every bank for another brand or none, and returns a new array', () => {
    expect(filterBanksByBrand(lookup, 'Cabal')).toEqual(lookup);
    expect(filterBanksByBrand(lookup, undefined)).toEqual(lookup);
    expect(filterBanksByBrand(lookup, undefined)).not.toBe(lookup);
  });

  it('CST-78 matches bank names by whole words, ignoring case, accents and punctuation', () => {
    const real = [
      'Banco de Galicia y Buenos Aires S.A.U.',
      'Banco Santander Río',
      'HSBC Bank Argentina',
      'Citibank N.A.',
      'Banco Macro',
      'Banco Patagonia',
      'American Express Directo',
      'Banco Hipotecario',
      'Banco Galiciana',
      'Banco Credicoop',
    ].map((descripcion) => ({ descripcion }));
    expect(names(filterBanksByBrand(real, 'American Express'))).toEqual(real.slice(0, 7).map((b) => b.descripcion));
    expect(names(filterBanksByBrand(real, 'master card'))).not.toContain('Banco Hipotecario');
    expect(names(filterBanksByBrand(real, 'Visa'))).not.toContain('American Express Directo');
  });

  it('CST-78 tells the brand from the card lookup spelling', () => {
    expect(cardBrandOf('VISA')).toBe('visa');
    expect(cardBrandOf('Master Card')).toBe('mastercard');
    expect(cardBrandOf('AMERICAN EXPRESS')).toBe('amex');
    expect(cardBrandOf('Visa Débito')).toBeUndefined();
    expect(cardBrandOf(42)).toBeUndefined();
  });

  it('CST-78 AMEX alone is not AMEX DIRECTO', () => {
    expect(isBank('AMEX', 'AMEX DIRECTO')).toBe(false);
    expect(isBank('amex directo', 'AMEX DIRECTO')).toBe(true);
  });

  it('CST-78 property: the result is a sub-list in order, and Visa ⊇ MasterCard, and nothing throws', () => {
    const banks = fc.array(fc.record({ descripcion: fc.oneof(fc.constantFrom(...names(lookup)), fc.string(), fc.constant(undefined as unknown as string)) }));
    fc.assert(
      fc.property(banks, fc.oneof(fc.constantFrom('Visa', 'MasterCard', 'Amex'), fc.string({ unit: 'binary' })), (list, brand) => {
        const result = filterBanksByBrand(list, brand);
        expect(list.filter((b) => result.includes(b))).toEqual(result);
        const visa = filterBanksByBrand(list, 'Visa');
        for (const bank of filterBanksByBrand(list, 'MasterCard')) expect(visa).toContain(bank);
      }),
    );
  });
});
