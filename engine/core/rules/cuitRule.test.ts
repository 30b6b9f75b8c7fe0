import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cuitRule } from './cuitRule';
import { cuitCheckDigit } from '../format/cuitCheckDigit';
import { t } from '../messages';
import { ValidatorRegistry, type ValidationContext } from '../validators';

const ctx: ValidationContext = { mode: 'create', module: 'cuenta', ports: { exists: async () => false, today: () => new Date(2026, 0, 1) } };
const rule = cuitRule('cuit');
const check = (record: Record<string, unknown>) => rule.validate(record, ctx);

describe('cuitRule', () => {
  it('WID-09 accepts a CUIT with a correct check digit, with or without dashes', () => {
    expect(check({ cuit: '20123456786' })).toEqual([]);
    expect(check({ cuit: '20-12345678-6' })).toEqual([]);
    expect(check({ cuit: 20123456786 })).toEqual([]);
  });

  it('WID-09 flags a wrong check digit with a clear Spanish message', () => {
    expect(check({ cuit: '20-12345678-3' })).toEqual([{ path: 'cuit', key: 'cuit.checkDigit' }]);
    expect(t('cuit.checkDigit')).toBe('El CUIT ingresado no es válido: el dígito verificador no corresponde.');
  });

  it('WID-09 flags a number whose check computes to 10 whatever its last digit', () => {
    expect(check({ cuit: '20000000019' })).toEqual([{ path: 'cuit', key: 'cuit.checkDigit' }]);
    expect(check({ cuit: '23000000019' })).toEqual([]);
  });

  it('CST-24 flags a CUIT that is not 11 digits, and characters that are not digits or separators', () => {
    expect(check({ cuit: '2012345678' })).toEqual([{ path: 'cuit', key: 'cuit.length' }]);
    expect(check({ cuit: '20-12345678-6x' })).toEqual([{ path: 'cuit', key: 'cuit.invalid' }]);
    expect(check({ cuit: { numero: 1 } })).toEqual([{ path: 'cuit', key: 'cuit.invalid' }]);
    expect(t('cuit.length')).toBe('El CUIT debe tener 11 dígitos.');
    expect(t('cuit.invalid')).toBe('El CUIT ingresado no es válido.');
  });

  it('leaves an empty value to the required rule', () => {
    expect(check({})).toEqual([]);
    expect(check({ cuit: '' })).toEqual([]);
    expect(check({ cuit: null })).toEqual([]);
  });

  it('runs only when its condition holds (e.g. the identity type is CUIT), and re-runs when the fields it reads change', () => {
    const conditional = cuitRule('documento', {
      name: 'cuenta.documentoCuit',
      when: (record) => record.tipoDocumento === 'CUIT',
      reads: ['tipoDocumento'],
      keys: { checkDigit: 'cuenta.cuitInvalido' },
    });
    expect(conditional.fields).toEqual(['documento', 'tipoDocumento']);
    expect(conditional.validate({ documento: '12345678', tipoDocumento: 'DNI' }, ctx)).toEqual([]);
    expect(conditional.validate({ documento: '20123456783', tipoDocumento: 'CUIT' }, ctx)).toEqual([{ path: 'documento', key: 'cuenta.cuitInvalido' }]);
  });

  it('reads a dotted path and is named after its field by default', () => {
    const nested = cuitRule('titular.cuit');
    expect(nested.name).toBe('cuit.titular.cuit');
    expect(nested.fields).toEqual(['titular']);
    expect(nested.validate({ titular: { cuit: '20123456783' } }, ctx)).toEqual([{ path: 'titular.cuit', key: 'cuit.checkDigit' }]);
  });

  it('registers in the validator registry like any rule (browser and server)', async () => {
    const registry = new ValidatorRegistry();
    registry.register(rule);
    expect(await registry.run(['cuit.cuit'], { cuit: '20123456783' }, ctx)).toEqual([{ path: 'cuit', key: 'cuit.checkDigit' }]);
  });

  it('WID-09 property: every 10 digits plus their check digit pass; any other last digit fails', () => {
    const head = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(head, fc.integer({ min: 0, max: 9 }), (first10, last) => {
        const digit = cuitCheckDigit(first10);
        const issues = check({ cuit: `${first10}${last}` });
        expect(issues).toEqual(digit === last ? [] : [{ path: 'cuit', key: 'cuit.checkDigit' }]);
      }),
    );
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(check({ cuit: value }))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
