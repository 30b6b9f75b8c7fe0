import { describe, expect, it } from 'vitest';
import { formCombos } from './formCombos';

describe('formCombos', () => {
  it('NOT-10 BNK-08 lists every combo of a form once, link-list item fields included', () => {
    const schema = {
      properties: {
        tipo: { type: 'string', 'x-combo': 'tiposNota' },
        paises: { type: 'array', items: { type: 'string', 'x-combo': 'paises' } },
        direcciones: {
          type: 'array',
          items: { type: 'object', properties: { pais: { type: 'string', 'x-combo': 'paises' }, tipo: { type: 'string', 'x-combo': 'tiposDireccion' } } },
        },
        nombre: { type: 'string' },
      },
    };
    expect(formCombos(schema)).toEqual(['tiposNota', 'paises', 'tiposDireccion']);
  });

  it('BNK-08 a form without combos (the bank form) has none', () => {
    expect(formCombos({ properties: { descripcion: { type: 'string' }, pais: { type: 'string' } } })).toEqual([]);
  });
});
