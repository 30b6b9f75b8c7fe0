import { describe, expect, it } from 'vitest';
import { limitedProperty, limitKinds } from './fieldLimits';
import type { JsonSchemaProperty } from '../moduleSchema';
import { limitRules } from '../rules/limitRules';
import type { ModuleSchema } from '../moduleSchema';
import { t } from '../messages';

const fecha = { type: 'string', title: 'Desde', format: 'date' };
const importe = { type: 'string', title: 'Límite de crédito', 'x-mask': 'moneda' };
const link = { type: 'string', title: 'Enlace', format: 'uri' };
const problemOf = (property: JsonSchemaProperty, value: unknown) => {
  const limited = limitedProperty(property, 'prueba')!;
  return limited.kind.problem(value, limited.limits);
};
const text = (property: JsonSchemaProperty, value: unknown) => {
  const problem = problemOf(property, value);
  return problem && t(problem.key, { campo: String(property.title), ...problem.args });
};

describe('19-8 plausibility limits of dates, amounts and links', () => {
  it('19-8 WID-15 a date is between 01/01/1801 (the spec blanks up to 1800) and 31/12/2199, said with the range', () => {
    for (const value of ['1801-01-01', '2024-02-29', '2199-12-31']) expect(problemOf(fecha, value)).toBeUndefined();
    for (const value of ['0001-01-01', '1799-12-31', '1800-12-31', '2200-01-01', '9999-12-31'])
      expect(text(fecha, value)).toBe('El campo Desde debe estar entre 01/01/1801 y 31/12/2199.');
  });

  it('19-8 an amount is not negative and has at most 12 integer digits', () => {
    for (const value of ['0', '0.00', '1234.5', '999999999999.99', 250]) expect(problemOf(importe, value)).toBeUndefined();
    for (const value of ['-1', '-0.01', '1000000000000', '1000000000000000', '9'.repeat(40), 1e15])
      expect(text(importe, value)).toBe('El campo Límite de crédito debe estar entre 0.00 y 999,999,999,999.99.');
  });

  it('19-8 a link is http, https or mailto: never javascript: or data:', () => {
    for (const value of ['https://www.afip.gob.ar/x', 'HTTP://a.b', 'mailto:a@b.com']) expect(problemOf(link, value)).toBeUndefined();
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x', 'file:///etc/passwd'])
      expect(text(link, value)).toBe('El campo Enlace admite solo enlaces http, https o mailto.');
  });

  it("19-8 empty or malformed values are the required and format checks' business, not the limits'", () => {
    for (const value of ['', null, undefined, '31/12/1700', 'abc']) {
      expect(problemOf(fecha, value)).toBeUndefined();
      expect(problemOf(importe, value)).toBeUndefined();
    }
    expect(problemOf(link, '')).toBeUndefined();
  });

  it('19-8 a property narrows or widens its own limits with x-limits; a read-only amount (computed) is not limited', () => {
    expect(problemOf({ ...fecha, 'x-limits': { min: '2000-01-01' } }, '1999-12-31')?.args).toEqual({ desde: '01/01/2000', hasta: '31/12/2199' });
    expect(problemOf({ ...importe, 'x-limits': { min: '-1000' } }, '-5')).toBeUndefined();
    expect(problemOf({ ...link, 'x-limits': { schemes: ['https'] } }, 'http://a.b')?.args).toEqual({ esquemas: 'https' });
    expect(limitedProperty({ ...importe, readOnly: true }, 'prueba')).toBeUndefined();
  });

  it('19-8 x-limits on a field no kind limits stops start-up naming where it is', () => {
    expect(() => limitedProperty({ type: 'string', 'x-limits': { min: 1 } }, 'schemas/x/x.schema.json#/properties/nombre')).toThrow(
      /schemas\/x\/x.schema.json#\/properties\/nombre/,
    );
    expect(Object.keys(limitKinds)).toEqual(['fecha', 'importe', 'enlace']);
  });
});

describe('19-8 limitRules', () => {
  const schema = {
    $id: 'x',
    title: 'X',
    type: 'object',
    'x-module': 'x',
    properties: {
      nombre: { type: 'string' },
      fechaNacimiento: fecha,
      limite: importe,
      files: { type: 'array', items: { type: 'object', properties: { fechaDesde: { ...fecha, title: 'Desde' } } } },
    },
  } as unknown as ModuleSchema;

  it('19-8 derives one rule per limited field, array items included, reporting each value at its own path', () => {
    const rules = limitRules('x', schema);
    expect(rules.map((r) => [r.name, r.fields])).toEqual([
      ['limits.x.fechaNacimiento', ['fechaNacimiento']],
      ['limits.x.limite', ['limite']],
      ['limits.x.files.*.fechaDesde', ['files']],
    ]);
    const record = { fechaNacimiento: '0001-01-01', limite: '-5', files: [{ fechaDesde: '2020-01-01' }, { fechaDesde: '1799-12-31' }] };
    expect(rules.flatMap((r) => r.validate(record)).map((i) => [i.path, i.key])).toEqual([
      ['fechaNacimiento', 'limits.range'],
      ['limite', 'limits.range'],
      ['files.1.fechaDesde', 'limits.range'],
    ]);
  });
});
