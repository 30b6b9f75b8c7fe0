import { describe, expect, it } from 'vitest';
import { annotatedValues, declaresAnnotated } from './annotatedValues';

const schema = {
  properties: {
    pais: { type: 'string', 'x-combo': 'paises' },
    equipos: { type: 'array', items: { type: 'string', 'x-combo': 'equipos' } },
    domicilio: { type: 'object', properties: { provincia: { type: 'string', 'x-combo': 'provincias' } } },
    grilla: {
      type: 'array',
      items: { type: 'object', properties: { jurisdiccion: { type: 'string', 'x-combo': 'jurisdicciones' }, coeficiente: { type: 'number' } } },
    },
    archivos: { type: 'array', 'x-link-list': {}, items: { type: 'object', properties: { tipo: { type: 'string', 'x-combo': 'tipos' } } } },
    nombre: { type: 'string' },
  },
};
const combo = (property: Record<string, unknown>) =>
  typeof property['x-combo'] === 'string' || typeof (property.items as Record<string, unknown> | undefined)?.['x-combo'] === 'string';

describe('annotatedValues', () => {
  it('19-7 finds a picked value at every depth with its dotted path, its top-level field and what holds it', () => {
    const row = { jurisdiccion: '999', coeficiente: 1 };
    const found = annotatedValues(
      schema,
      { pais: 'AR', equipos: ['1', '2'], domicilio: { provincia: 'X' }, grilla: [{ coeficiente: 0 }, row], nombre: 'n' },
      combo,
    );
    expect(found.map((f) => [f.path, f.field, f.value])).toEqual([
      ['pais', 'pais', 'AR'],
      ['equipos', 'equipos', ['1', '2']],
      ['domicilio.provincia', 'domicilio', 'X'],
      ['grilla.1.jurisdiccion', 'grilla', '999'],
    ]);
    expect(found[3].holder).toBe(row);
  });

  it('19-7 skips rows of a link list marked eliminar (LNK-29: not stored), rows that are not objects and values of the wrong shape', () => {
    const found = annotatedValues(
      schema,
      { archivos: [{ tipo: 'A', eliminar: true }, null, 'x', { tipo: 'B' }], grilla: 'no es una lista', domicilio: ['x'] },
      combo,
    );
    expect(found.map((f) => f.path)).toEqual(['archivos.3.tipo']);
  });

  it('19-7 reads only own fields (a `__proto__` or inherited name is no value)', () => {
    const data = JSON.parse('{"__proto__": {"pais": "XX"}}') as Record<string, unknown>;
    expect(annotatedValues(schema, data, combo)).toEqual([]);
  });

  it('19-7 declaresAnnotated tells whether a schema has a picked property at any depth', () => {
    expect(declaresAnnotated(schema, (p) => p['x-combo'] === 'jurisdicciones')).toBe(true);
    expect(declaresAnnotated(schema, (p) => p['x-combo'] === 'provincias')).toBe(true);
    expect(declaresAnnotated(schema, (p) => p['x-widget'] === 'upload')).toBe(false);
  });
});
