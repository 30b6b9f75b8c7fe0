import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRowType, checkCoefficients, isDuplicateJurisdiction, sumAllowed } from './checkCoefficients';
import { acceptsCoefficientInput, formatCoefficient, parseCoefficient, sumCoefficients } from './coefficientNumber';
import { catalogue } from '../messages';

const row = (jurisdiccion: string, coeficiente: number, tipo = 'convenio') => ({ jurisdiccion, coeficiente, tipo });
const keys = (...args: Parameters<typeof checkCoefficients>) => checkCoefficients(...args).map((p) => p.key);

describe('checkCoefficients (ACC-48…56, SUP-31…33)', () => {
  it('ACC-51 accepts rows adding up to exactly 1, without float noise', () => {
    expect(checkCoefficients([row('901', 0.1), row('902', 0.2), row('903', 0.7)])).toEqual([]);
    expect(checkCoefficients([row('901', 0.3333), row('902', 0.3333), row('903', 0.3334)])).toEqual([]);
  });

  it('ACC-51 / SUP-31 rejects a sum other than 1 with the spec message', () => {
    expect(checkCoefficients([row('901', 0.5), row('902', 0.25)])).toEqual([{ key: 'coefficients.sum' }]);
    expect(catalogue['coefficients.sum']).toEqual({ text: 'La sumatoria de los coeficientes debe ser 1.', spec: true });
  });

  it('ACC-48 every row needs jurisdiction, coefficient and type (ACC-OP06 message)', () => {
    expect(checkCoefficients([{ coeficiente: 1 }])).toEqual([
      { row: 0, column: 'jurisdiccion', key: 'form.missing' },
      { row: 0, column: 'tipo', key: 'form.missing' },
    ]);
    expect(checkCoefficients([{ jurisdiccion: '901', tipo: 'local' }], { inscription: '6' })).toEqual([{ row: 0, column: 'coeficiente', key: 'form.missing' }]);
  });

  it('ACC-49 / ACC-50 one coefficient above 1 and a sum above 1 are refused, even for types 6 and 7', () => {
    expect(keys([row('901', 1.5)], { inscription: '6' })).toEqual(['coefficients.sum', 'coefficients.sum']);
    expect(keys([row('901', 0.6), row('902', 0.6)], { inscription: 7 })).toEqual(['coefficients.sum']);
  });

  it('ACC-52 / SUP-32 inscription types 6 and 7 skip the exactly-1 rule', () => {
    expect(checkCoefficients([row('901', 0.4)], { inscription: '6' })).toEqual([]);
    expect(checkCoefficients([row('901', 0.4)], { inscription: 7 })).toEqual([]);
  });

  it('ACC-OP04 / SUP-32 a sum of 0 is accepted for inscription type 1 only', () => {
    const zero = [row('901', 0, 'exento'), row('902', 0, 'exento')];
    expect(checkCoefficients(zero, { inscription: '1' })).toEqual([]);
    expect(keys(zero, { inscription: '2' })).toEqual(['coefficients.sum']);
    expect(keys([row('901', 0.5)], { inscription: '1' })).toEqual(['coefficients.sum']);
  });

  it('ACC-54 an exempt row must have coefficient 0; choosing the type forces it', () => {
    expect(keys([row('901', 1, 'exento')])).toEqual(['coefficients.exempt']);
    expect(applyRowType(row('901', 0.75), 'exento')).toEqual({ jurisdiccion: '901', coeficiente: 0, tipo: 'exento' });
    expect(applyRowType(row('901', 0.75), 'local')).toEqual({ jurisdiccion: '901', coeficiente: 0.75, tipo: 'local' });
  });

  it('ACC-55 a jurisdiction cannot appear twice (spec message)', () => {
    expect(checkCoefficients([row('901', 0.5), row('901', 0.5)])).toEqual([{ row: 1, column: 'jurisdiccion', key: 'coefficients.duplicate' }]);
    expect(isDuplicateJurisdiction([row('901', 0.5), row('902', 0.5)], '901', 1)).toBe(true);
    expect(isDuplicateJurisdiction([row('901', 0.5)], '901', 0)).toBe(false);
    expect(catalogue['coefficients.duplicate'].text).toBe('Ya existe una configuración para esta jurisdicción');
  });

  it('ACC-56 more than 4 decimals is refused', () => {
    expect(keys([row('901', 0.12345), row('902', 0.87655)])).toContain('coefficients.decimals');
  });

  it('an empty grid has no problem (whether rows are required is the schema’s business)', () => {
    expect(checkCoefficients([])).toEqual([]);
  });
});

describe('coefficient numbers (ACC-56, CST-27)', () => {
  it('parses what is typed with comma or dot and shows 4 decimals', () => {
    expect(parseCoefficient('0,25')).toBe(0.25);
    expect(parseCoefficient('0.3333')).toBe(0.3333);
    expect(parseCoefficient('')).toBeUndefined();
    expect(parseCoefficient(',')).toBeUndefined();
    expect(formatCoefficient(0.25)).toBe('0,2500');
    expect(formatCoefficient(undefined)).toBe('');
  });

  it('refuses a fifth decimal or a second separator while typing', () => {
    expect(acceptsCoefficientInput('0,1234')).toBe(true);
    expect(acceptsCoefficientInput('0,12345')).toBe(false);
    expect(acceptsCoefficientInput('0,1.2')).toBe(false);
    expect(acceptsCoefficientInput('a')).toBe(false);
  });

  it('sums exactly in ten-thousandths and parse(format(x)) returns x', () => {
    expect(sumCoefficients([0.1, 0.2, undefined, 0.7])).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (units) => {
        const value = units / 10000;
        return parseCoefficient(formatCoefficient(value)) === value && sumAllowed(value, '6');
      }),
    );
  });
});
