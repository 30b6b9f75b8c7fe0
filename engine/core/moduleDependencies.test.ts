import { describe, expect, it } from 'vitest';
import { moduleDependencies } from './moduleDependencies';
import type { ModuleSchema } from './moduleSchema';
import type { ScreensConfig } from './screenConfig';

const moduleConfig = (schema: string, filters: unknown[] = []) => ({ schema, list: { filters } });
const config = {
  modules: {
    cuenta: moduleConfig('cuenta'),
    nota: moduleConfig('nota'),
    tarjetas: moduleConfig('tarjeta'),
    contacto: moduleConfig('contacto', [
      { name: 'cuenta', kind: 'link', field: 'cuenta', target: 'cuenta' },
      { name: 'texto', kind: 'text' },
    ]),
    banco: moduleConfig('banco'),
    oportunidad: moduleConfig('oportunidad'),
  },
  links: { cuenta: { module: 'cuenta' }, banco: { module: 'banco' }, oportunidad: { module: 'oportunidad' } },
} as unknown as Pick<ScreensConfig, 'modules' | 'links'>;

const schema = (name: string, properties: Record<string, unknown>) =>
  ({ $id: name, title: name, type: 'object', 'x-module': name, properties }) as unknown as ModuleSchema;

describe('moduleDependencies (the modules a module’s screens show)', () => {
  it('related-records tabs, by their registry name; plain tabs and itself left out', () => {
    const ui = {
      'ui:tabs': [
        { title: 'Datos', fields: ['nombre'] },
        { title: 'Notas', related: { module: 'nota', field: 'cuenta' } },
        { title: 'Tarjetas', related: { module: 'tarjetas', field: 'cuenta' } },
      ],
    };
    expect(moduleDependencies({ name: 'cuenta', schema: schema('cuenta', { cuenta: { 'x-link': { kind: 'cuenta', view: true } } }), ui }, config)).toEqual([
      'nota',
      'tarjeta',
    ]);
  });

  it('link fields that open the linked module in a dialog (create, view), nested ones included; a plain link searches through the config only', () => {
    const properties = {
      banco: { type: 'integer', 'x-link': { kind: 'banco' } },
      pasajeros: { type: 'array', items: { type: 'object', properties: { oportunidad: { type: 'integer', 'x-link': { kind: 'oportunidad', view: true } } } } },
      datos: { type: 'object', properties: { cuenta: { type: 'integer', 'x-link': { kind: 'cuenta', create: { values: { estado: 'Prospect' } } } } } },
    };
    expect(moduleDependencies({ name: 'nota', schema: schema('nota', properties), ui: {} }, config)).toEqual(['cuenta', 'oportunidad']);
  });

  it("the targets of the module's list link filters; a module with none shows no other", () => {
    expect(moduleDependencies({ name: 'contacto', schema: schema('contacto', {}), ui: {} }, config)).toEqual(['cuenta']);
    expect(moduleDependencies({ name: 'banco', schema: schema('banco', { nombre: { type: 'string' } }), ui: {} }, config)).toEqual([]);
  });
});
