import { describe, expect, it } from 'vitest';
import { SchemaRegistry, type ModuleDefinition } from '../schemaRegistry';
import { ValidatorRegistry } from '../validators';
import { relativeDefaultProblems } from './relativeDefaultProblems';

const schema = {
  $id: 'https://backoffice.local/schemas/agenda.schema.json',
  title: 'Agenda',
  type: 'object' as const,
  'x-module': 'agenda',
  properties: {
    nombre: { type: 'string' },
    inicio: { type: 'string', format: 'date-time' },
    fin: { type: 'string', format: 'date-time' },
    fechaOut: { type: 'string', format: 'date' },
    llamadas: { type: 'array', items: { type: 'object', properties: { hora: { type: 'string', format: 'date-time' } } } },
  },
};
const definition = (ui: Record<string, unknown>): ModuleDefinition => ({ name: 'agenda', schema, ui });

describe('relativeDefaultProblems (start-up check of ui:options.default / base)', () => {
  it('accepts well-formed defaults and bases naming date fields of the record', () => {
    expect(
      relativeDefaultProblems('agenda', schema, {
        inicio: { 'ui:options': { default: {} } },
        fin: { 'ui:options': { default: { minutes: 5 }, base: 'inicio' } },
        llamadas: { items: { hora: { 'ui:options': { default: { at: '10:00' }, base: ['fechaOut', 'inicio'] } } } },
      }),
    ).toEqual([]);
  });

  it('names each malformed spec and bad base by its JSON path in the ui file', () => {
    expect(
      relativeDefaultProblems('agenda', schema, {
        inicio: { 'ui:options': { default: { at: '25:00' } } },
        fin: { 'ui:options': { default: { minutos: 5 }, base: 'comienzo' } },
        fechaOut: { 'ui:options': { base: ['nombre'] } },
        llamadas: { items: { hora: { 'ui:options': { default: '+1d' } } } },
      }),
    ).toEqual([
      'agenda.ui.json#/inicio/ui:options/default/at: debe tener la forma HH:mm',
      'agenda.ui.json#/fin/ui:options/default/minutos: propiedad desconocida (admite years, months, weeks, days, hours, minutes, at)',
      "agenda.ui.json#/fin/ui:options/base: el campo 'comienzo' no existe",
      "agenda.ui.json#/fechaOut/ui:options/base: no hay 'default' que contar desde la base",
      "agenda.ui.json#/fechaOut/ui:options/base/0: el campo 'nombre' no es una fecha",
      'agenda.ui.json#/llamadas/items/hora/ui:options/default: debe ser un objeto como { "days": -7 } o { "at": "10:00" }',
    ]);
  });

  it('leaves the options of fields that are not dates alone', () => {
    expect(relativeDefaultProblems('agenda', schema, { nombre: { 'ui:options': { default: 'x', base: 3 } } })).toEqual([]);
  });

  it('a malformed spec stops the module registration (start-up) with its path', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    expect(() => registry.add(definition({ fin: { 'ui:options': { default: { days: 'siete' } } } }))).toThrow(
      'agenda.ui.json#/fin/ui:options/default/days: debe ser un entero',
    );
    expect(registry.has('agenda')).toBe(false);
  });
});
