import Ajv, { type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { blankAsMissing, holdsBlank, withoutBlanks } from './blankRequired';

// A schema like the modules': combo codes, a conditional required (ACC-42) and required fields in array items.
const schema = {
  type: 'object',
  required: ['tipo', 'importe', 'estado'],
  allOf: [{ if: { properties: { estado: { const: 2 } }, required: ['estado'] }, then: { required: ['vendedor'] } }],
  properties: {
    tipo: { type: 'string', oneOf: [{ const: 'EMI' }, { const: 'REC' }] },
    importe: { type: 'string', minLength: 1 },
    estado: { type: 'integer' },
    vendedor: { type: 'string' },
    nota: { type: 'string', minLength: 3 },
    email: { type: 'string', format: 'email' },
    equipos: { type: 'array', minItems: 1, items: { type: 'string' } },
    direcciones: { type: 'array', items: { type: 'object', required: ['direccion'], properties: { direccion: { type: 'string', minLength: 1 } } } },
  },
};
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
const validate = ajv.compile(schema);
const errorsOf = (data: unknown) => blankAsMissing<ErrorObject>((value) => (validate(value) ? null : [...(validate.errors ?? [])]), data);
const missing = (data: unknown) =>
  errorsOf(data)
    .filter((e) => e.keyword === 'required')
    .map((e) => `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`);

describe('19-5 blank required fields are missing', () => {
  it('19-5 SHR-07 an empty, spaces-only or null required field is missing, and its other errors give way', () => {
    const errors = errorsOf({ tipo: '', importe: '   ', estado: null });
    expect(errors.map((e) => [e.keyword, e.instancePath, (e.params as { missingProperty?: string }).missingProperty])).toEqual([
      ['required', '', 'tipo'],
      ['required', '', 'importe'],
      ['required', '', 'estado'],
    ]);
  });

  it('19-5 ACC-42 a conditionally required field that is blank is missing while its condition holds', () => {
    expect(missing({ tipo: 'EMI', importe: '1', estado: 2, vendedor: '' })).toEqual(['/vendedor']);
    expect(missing({ tipo: 'EMI', importe: '1', estado: 1, vendedor: '' })).toEqual([]);
  });

  it('19-5 a required field of an array item that is blank is missing at its row', () => {
    expect(missing({ tipo: 'EMI', importe: '1', estado: 1, direcciones: [{ direccion: 'Mitre 1' }, { direccion: ' ' }] })).toEqual([
      '/direcciones/1/direccion',
    ]);
  });

  it('19-5 a blank optional field keeps its own errors; a filled record is judged once, as it is', () => {
    expect(errorsOf({ tipo: 'EMI', importe: '1', estado: 1, nota: '  ' }).map((e) => e.keyword)).toEqual(['minLength']);
    let calls = 0;
    blankAsMissing(() => (calls++, null), { tipo: 'EMI', importe: '1', estado: 1 });
    expect(calls).toBe(1);
  });

  it('a blank optional e-mail has no format error (nothing was written): a module rule that requires it says its own message', () => {
    expect(errorsOf({ tipo: 'EMI', importe: '1', estado: 1, email: '' })).toEqual([]);
    expect(errorsOf({ tipo: 'EMI', importe: '1', estado: 1, email: '  ' })).toEqual([]);
    expect(errorsOf({ tipo: 'EMI', importe: '1', estado: 1, email: 'no es un correo' }).map((e) => e.keyword)).toEqual(['format']);
  });

  it('19-5 an empty array is not blank: a list that must hold something says so with minItems', () => {
    expect(errorsOf({ tipo: 'EMI', importe: '1', estado: 1, equipos: [] }).map((e) => e.keyword)).toEqual(['minItems']);
    expect(holdsBlank({ equipos: [] })).toBe(false);
  });

  it('withoutBlanks drops blank members at every depth and keeps array items in place', () => {
    expect(withoutBlanks({ a: '', b: 0, c: false, d: [' ', { e: null, f: 'x' }], g: { h: '\t' } })).toEqual({ b: 0, c: false, d: [' ', { f: 'x' }], g: {} });
  });

  it('a very deep body is left alone past the depth schemas use, without exhausting the stack', () => {
    let deep: unknown = { x: '' };
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(holdsBlank(deep)).toBe(false);
    expect(withoutBlanks(deep)).toBeTruthy();
  });
});
