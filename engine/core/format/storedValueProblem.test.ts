import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtInMasks, type Mask } from './masks';
import { storedValueProblem } from './storedValueProblem';
import { catalogue, t } from '../messages';

const problem = (mask: string, value: unknown) => storedValueProblem(builtInMasks[mask], value);
/** Text as a user types into masked fields: mostly digits and separators, some letters. */
const typing = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789012345678901234567890123456789.,- ()+aEz'), maxLength: 24 }));

describe('storedValueProblem', () => {
  it('WID-09 a CUIT is 11 digits with the right check digit', () => {
    expect(problem('cuit', '20123456786')).toBeUndefined();
    expect(problem('cuit', 20123456786)).toBeUndefined();
    expect(problem('cuit', '20123456783')).toBe('cuit.checkDigit');
    expect(problem('cuit', '2012345678')).toBe('cuit.length');
    expect(problem('cuit', '20-12345678-6')).toBe('mask.cuit');
    expect(problem('cuit', '201234567861')).toBe('mask.cuit');
  });

  it('WID-12 / WID-OP05 an amount has at most 2 decimals, a dot and no thousands commas', () => {
    expect(problem('moneda', '1234.56')).toBeUndefined();
    expect(problem('moneda', '12.50')).toBeUndefined();
    expect(problem('moneda', '-3')).toBeUndefined();
    expect(problem('moneda', 1234.5)).toBeUndefined();
    expect(problem('moneda', '1234.567')).toBe('mask.moneda');
    expect(problem('moneda', 12.345)).toBe('mask.moneda');
    expect(problem('moneda', '1,234.56')).toBe('mask.moneda');
    expect(problem('moneda', '12,5')).toBe('mask.moneda');
    expect(problem('moneda', 'doce')).toBe('mask.moneda');
  });

  it('WID-13 / WID-14 phone, identity, number and card fields store digits only, within their length', () => {
    expect(problem('telefono', '1147891234')).toBeUndefined();
    expect(problem('telefono', '11 4789-1234')).toBe('mask.telefono');
    expect(problem('telefono', '11abc')).toBe('mask.telefono');
    expect(problem('telefono', '1234567890123456')).toBe('mask.telefono');
    expect(problem('documento', '12345678')).toBeUndefined();
    expect(problem('documento', '12.345.678')).toBe('mask.documento');
    expect(problem('numero', '0042')).toBeUndefined();
    expect(problem('numero', '42a')).toBe('mask.numero');
    expect(problem('numeroTarjeta', '4111111111111111')).toBeUndefined();
    expect(problem('numeroTarjeta', '4111-1111-1111-1111')).toBe('mask.numeroTarjeta');
    expect(problem('numeroTarjeta', 'XXXX-XXXX-XXXX-1111')).toBe('mask.numeroTarjeta');
  });

  it('WID-11 a route code is stored upper case, letters and digits only', () => {
    expect(problem('ruta', 'EZEMAD1')).toBeUndefined();
    expect(problem('ruta', 'ezemad')).toBe('mask.ruta');
    expect(problem('ruta', 'EZE-MAD')).toBe('mask.ruta');
  });

  it('leaves an empty value to the required rule; anything that is not text or a number is refused', () => {
    for (const mask of Object.keys(builtInMasks)) {
      expect(problem(mask, undefined)).toBeUndefined();
      expect(problem(mask, null)).toBeUndefined();
      expect(problem(mask, '')).toBeUndefined();
      expect(problem(mask, { a: 1 })).toBe(builtInMasks[mask].invalid);
      expect(problem(mask, true)).toBe(builtInMasks[mask].invalid);
      expect(problem(mask, Number.NaN)).toBe(builtInMasks[mask].invalid);
    }
  });

  it('a mask without its own message gets the generic one', () => {
    const plain: Mask = { format: String, parse: (text) => text.trim(), formatWhileTyping: true };
    expect(storedValueProblem(plain, ' x ')).toBe('mask.invalid');
    expect(storedValueProblem(plain, 'x')).toBeUndefined();
    expect(t('mask.invalid', { campo: 'Código' })).toBe('El campo Código no tiene un formato válido.');
  });

  it('every mask names a Spanish message that says which field', () => {
    for (const mask of Object.values(builtInMasks)) {
      expect(mask.invalid).toBeDefined();
      expect(catalogue[mask.invalid as keyof typeof catalogue].text).toContain('{campo}');
    }
  });

  /** 300 runs are CPU-bound: seconds on a loaded 2-core machine (a hang guard, not a target). */
  const PROPERTY_TIMEOUT_MS = 30_000;
  for (const [name, mask] of Object.entries(builtInMasks)) {
    it(
      `WID-14 property (${name}): whatever the widget stores from accepted typing passes, except the mask's own check`,
      () => {
        fc.assert(
          fc.property(typing, (typed) => {
            fc.pre(mask.accepts?.(typed) !== false);
            const stored = mask.parse(typed);
            expect([undefined, mask.check?.(stored)]).toContain(storedValueProblem(mask, stored));
          }),
          { numRuns: 300 },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it(
      `property (${name}): a value that passes is a stored form (parse leaves it as it is), and no value throws`,
      () => {
        fc.assert(
          fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.double(), fc.anything()), (value) => {
            const found = storedValueProblem(mask, value);
            if (found === undefined && typeof value === 'string' && value !== '') expect(mask.parse(value)).toBe(value);
          }),
          { numRuns: 300 },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  }
});
