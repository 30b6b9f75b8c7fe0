import { describe, expect, it } from 'vitest';
import { SchemaRegistry } from './schemaRegistry';
import { TrustedSchemaRegistry, type ModuleDefinition } from './trustedSchemaRegistry';
import { ValidatorRegistry } from './validators';

/** A module whose `required` names a missing property: a problem of its files. */
const flawed: ModuleDefinition = {
  name: 'confiable',
  ui: {},
  schema: {
    $id: 'https://backoffice.local/schemas/confiable.schema.json',
    title: 'Confiable',
    type: 'object',
    'x-module': 'confiable',
    required: ['falta'],
    properties: { nombre: { type: 'string', title: 'Nombre', 'x-search': true }, cuit: { type: 'string', 'x-mask': 'cuit' } },
  },
};

describe('TrustedSchemaRegistry (the browser registers files the server and the build already checked)', () => {
  it('registers what SchemaRegistry registers, rules included, without the checks of the files', () => {
    const trusted = new TrustedSchemaRegistry(new ValidatorRegistry()).add(flawed);
    expect(trusted.searchFields).toEqual(['nombre']);
    expect(trusted.ruleNames).toEqual(['mask.confiable.cuit']);
    expect(() => new SchemaRegistry(new ValidatorRegistry()).add(flawed)).toThrow(/falta/);
  });

  it('still refuses what would break the screens: a second registration, a foreign x-module, a rule nobody registered', () => {
    const registry = new TrustedSchemaRegistry(new ValidatorRegistry());
    registry.add(flawed);
    expect(() => registry.add(flawed)).toThrow("El módulo 'confiable' ya está registrado");
    expect(() => registry.add({ ...flawed, name: 'otro' })).toThrow(/'x-module' debe ser 'otro'/);
    expect(() => registry.add({ ...flawed, name: 'regla', schema: { ...flawed.schema, 'x-module': 'regla', 'x-rules': ['regla.noExiste'] } })).toThrow(
      /regla.noExiste/,
    );
  });

  it('an x-display naming no registered mask stops start-up with its path (a list item too)', () => {
    const registry = new TrustedSchemaRegistry(new ValidatorRegistry());
    const withDisplay = (name: string, properties: Record<string, unknown>): ModuleDefinition => ({
      ...flawed,
      name,
      schema: { ...flawed.schema, 'x-module': name, properties } as never,
    });
    expect(() => registry.add(withDisplay('vista', { documento: { type: 'string', 'x-display': 'documento' } }))).not.toThrow();
    expect(() => registry.add(withDisplay('mala', { documento: { type: 'string', 'x-display': 'dni' } }))).toThrow(
      /'dni'.*mala\.schema\.json#\/properties\/documento\/x-display/,
    );
    expect(() =>
      registry.add(
        withDisplay('hijos', { hijos: { type: 'array', items: { type: 'object', properties: { documento: { type: 'string', 'x-display': 'dni' } } } } }),
      ),
    ).toThrow(/hijos\/items\/properties\/documento\/x-display/);
  });
});
