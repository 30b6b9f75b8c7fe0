import { describe, expect, it } from 'vitest';
import { combosOfModule, modulesWithCombos } from './moduleCombos';

const viaje = {
  name: 'viaje',
  title: 'Viajes',
  schema: {
    properties: {
      pais: { type: 'string', title: 'País', 'x-combo': 'paises' },
      nombre: { type: 'string', title: 'Nombre' },
      idiomas: { type: 'array', title: 'Idiomas', items: { type: 'string', 'x-combo': 'idiomas' } },
      pasajeros: {
        type: 'array',
        title: 'Pasajeros',
        items: { type: 'object', properties: { genero: { type: 'string', title: 'Género', 'x-combo': 'generos' } } },
      },
    },
  },
};

describe('moduleCombos', () => {
  it('ADM-26 a module’s combos are those its fields read, nested ones too, with the fields’ labels', () => {
    expect(combosOfModule(viaje, { idiomas: 'viaje', generos: 'persona' })).toEqual([
      { combo: 'paises', propio: false, campos: ['País'] },
      { combo: 'idiomas', propio: true, campos: ['Idiomas'] },
      { combo: 'generos', propio: false, campos: ['Pasajeros › Género'] },
    ]);
  });

  it('ADM-26 a combo the module defines but no field reads is still its own', () => {
    expect(combosOfModule({ name: 'viaje', title: 'Viajes', schema: {} }, { clases: 'viaje', otros: 'persona' })).toEqual([
      { combo: 'clases', propio: true, campos: [] },
    ]);
  });

  it('ADM-23 only modules that have combos are listed, in the given order', () => {
    const sinCombos = { name: 'nota', title: 'Notas', schema: { properties: { texto: { type: 'string' } } } };
    expect(modulesWithCombos([sinCombos, viaje], {}).map((m) => [m.modulo, m.titulo, m.combos.length])).toEqual([['viaje', 'Viajes', 3]]);
  });
});
