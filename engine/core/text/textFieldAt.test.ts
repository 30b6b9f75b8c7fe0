import { describe, expect, it } from 'vitest';
import { textFieldAt } from './textFieldAt';

const schema = {
  properties: {
    nombre: { type: 'string', title: 'Nombre' },
    notas: { type: 'string', title: 'Notas' },
    direcciones: {
      type: 'array',
      title: 'Direcciones',
      items: { type: 'object', properties: { calle: { type: 'string', title: 'Calle' }, sinTitulo: { type: 'string' } } },
    },
  },
};
const ui = { notas: { 'ui:widget': 'textarea' }, direcciones: { items: { calle: { 'ui:widget': 'textarea' } } } };

describe('textFieldAt', () => {
  it('names a field by its title and says when it is multi-line (ui:widget textarea)', () => {
    expect(textFieldAt(schema, ui, ['nombre'])).toEqual({ label: 'Nombre', multiline: false });
    expect(textFieldAt(schema, ui, ['notas'])).toEqual({ label: 'Notas', multiline: true });
  });
  it('goes through array items', () => {
    expect(textFieldAt(schema, ui, ['direcciones', 0, 'calle'])).toEqual({ label: 'Calle', multiline: true });
    expect(textFieldAt(schema, ui, ['direcciones', 3, 'sinTitulo'])).toEqual({ label: undefined, multiline: false });
  });
  it('an unknown field has no label and is single-line', () => {
    expect(textFieldAt(schema, ui, ['otro', 'mas'])).toEqual({ label: undefined, multiline: false });
  });
});
