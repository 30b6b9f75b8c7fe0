import { describe, expect, it } from 'vitest';
import { normalizeFieldPath, toFieldErrorSchema } from './fieldErrors';
import { fieldDomId, fieldLabeler } from './fieldLabel';

describe('field errors and labels', () => {
  it('places messages under their fields, without duplicates', () => {
    expect(
      toFieldErrorSchema([
        { path: 'descripcion', message: 'Ya existe un banco con ese nombre.' },
        { path: '/descripcion', message: 'Ya existe un banco con ese nombre.' },
        { path: '/direccion/calle', message: 'x' },
      ]),
    ).toEqual({ descripcion: { __errors: ['Ya existe un banco con ese nombre.'] }, direccion: { calle: { __errors: ['x'] } } });
    expect(normalizeFieldPath('.a.b')).toBe('a.b');
  });

  it('labels a path by the schema titles and gives rjsf ids', () => {
    const labelOf = fieldLabeler({
      $id: 'x',
      title: 'X',
      type: 'object',
      'x-module': 'x',
      properties: { pais: { type: 'string', title: 'País' }, otro: { type: 'string' } },
    });
    expect(labelOf('pais')).toBe('País');
    expect(labelOf('otro')).toBe('otro');
    expect(fieldDomId('direccion.calle')).toBe('root_direccion_calle');
  });
});
