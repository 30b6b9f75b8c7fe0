import { describe, expect, it } from 'vitest';
import { and, assignWidgets, formatIs, maskIs, rankWith, schemaTypeIs, widgetIs, WidgetTesterRegistry } from './widgetTesters';

const registry = () => {
  const r = new WidgetTesterRegistry();
  r.register(
    'MaskedText',
    rankWith(2, (p) => typeof p['x-mask'] === 'string'),
  );
  r.register('Cuit', rankWith(3, and(schemaTypeIs('string'), maskIs('cuit'))));
  r.register('Date', rankWith(2, formatIs('date')));
  r.register('Address', rankWith(5, widgetIs('address')));
  return r;
};

const schema = {
  $id: 'x',
  required: ['cuit'],
  properties: {
    cuit: { type: 'string', 'x-mask': 'cuit' },
    telefono: { type: 'string', 'x-mask': 'telefono' },
    alta: { type: 'string', format: 'date' },
    nombre: { type: 'string' },
    direccion: { type: 'object', 'x-widget': 'address' },
  },
};

describe('ranked widget testers', () => {
  it('the highest rank wins and an annotation is enough to pick a widget', () => {
    const ui = assignWidgets(schema, {}, registry());
    expect(ui).toEqual({
      cuit: { 'ui:widget': 'Cuit' },
      telefono: { 'ui:widget': 'MaskedText' },
      alta: { 'ui:widget': 'Date' },
      direccion: { 'ui:widget': 'Address' },
    });
  });

  it('an explicit ui:widget wins, and keeps the other ui options', () => {
    const ui = assignWidgets(schema, { cuit: { 'ui:widget': 'hidden', 'ui:placeholder': 'x' } }, registry(), new Set(['hidden']));
    expect(ui.cuit).toEqual({ 'ui:widget': 'hidden', 'ui:placeholder': 'x' });
  });

  it('an unknown explicit widget fails naming the schema path', () => {
    expect(() => assignWidgets(schema, { alta: { 'ui:widget': 'Calendario' } }, registry(), new Set(['Date']))).toThrow(
      "El widget 'Calendario' de x#/properties/alta no está registrado",
    );
  });

  it('registering a widget name twice throws', () => {
    const r = registry();
    expect(() => r.register('Date', rankWith(1, formatIs('date')))).toThrow("El widget 'Date' ya está registrado");
  });

  it('a picked name registered as an rjsf field is set as ui:field, and an explicit ui:field is kept', () => {
    const ui = assignWidgets(schema, { nombre: { 'ui:field': 'Propio' } }, registry(), undefined, new Set(['Address']));
    expect(ui.direccion).toEqual({ 'ui:field': 'Address' });
    expect(ui.nombre).toEqual({ 'ui:field': 'Propio' });
    expect(ui.alta).toEqual({ 'ui:widget': 'Date' });
  });
});
