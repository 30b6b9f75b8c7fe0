import { describe, expect, it } from 'vitest';
import { shownAt } from './messagePlacement';

const schema = {
  properties: {
    colIngresosBrutos: { type: 'array', 'x-widget': 'coefficients', items: { type: 'object', properties: { jurisdiccion: { type: 'string' } } } },
    hijos: { type: 'array', 'x-link-list': { search: 'cuenta' }, items: { type: 'object', properties: { id: { type: 'integer' } } } },
    domicilio: { type: 'object', properties: { calle: { type: 'string' } } },
    equipos: { type: 'array', items: { type: 'string' } },
    email: { type: 'string' },
  },
};

describe('shownAt', () => {
  it('19-7 a message inside a grid or a link list shows under that control', () => {
    expect(shownAt(schema, 'colIngresosBrutos.3.jurisdiccion')).toBe('colIngresosBrutos');
    expect(shownAt(schema, '/hijos/0')).toBe('hijos');
    expect(shownAt(schema, 'hijos')).toBe('hijos');
  });
  it('19-7 elsewhere at its own path (fields drawn one by one, unknown paths)', () => {
    expect(shownAt(schema, 'domicilio.calle')).toBe('domicilio.calle');
    expect(shownAt(schema, 'equipos.1')).toBe('equipos.1');
    expect(shownAt(schema, '.email')).toBe('email');
    expect(shownAt(schema, 'otro.0.campo')).toBe('otro.0.campo');
  });
});
