import { describe, expect, it } from 'vitest';
import { SchemaRegistry, type ModuleDefinition } from './schemaRegistry';
import { ValidatorRegistry } from './validators';

const definition = (name: string, extra: Partial<ModuleDefinition['schema']> = {}): ModuleDefinition => ({
  name,
  ui: {},
  schema: {
    $id: `https://backoffice.local/schemas/${name}.schema.json`,
    title: name,
    type: 'object',
    'x-module': name,
    properties: {
      nombre: { type: 'string', title: 'Nombre', 'x-search': true },
      codigo: { type: 'string', readOnly: true },
    },
    ...extra,
  },
});

describe('SchemaRegistry', () => {
  it('derives search fields, read-only fields and labels from the schema annotations', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    const module = registry.add(definition('prueba'));
    expect(module.searchFields).toEqual(['nombre']);
    expect([...module.readOnlyFields]).toEqual(['codigo']);
    expect(module.labels).toEqual({ nombre: 'Nombre', codigo: 'codigo' });
  });

  it('refuses a module registered twice', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    registry.add(definition('prueba'));
    expect(() => registry.add(definition('prueba'))).toThrow("El módulo 'prueba' ya está registrado");
  });

  it('fails loudly when the schema names a rule nobody registered', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    expect(() => registry.add(definition('prueba', { 'x-rules': ['prueba.noExiste'] }))).toThrow(
      "La regla 'prueba.noExiste' referenciada en schemas/prueba (x-rules) no está registrada",
    );
  });

  it('requires x-module to match the folder', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    expect(() => registry.add({ ...definition('prueba'), name: 'otro' })).toThrow(/'x-module' debe ser 'otro'/);
  });

  it('derives and registers a rule per x-mask field, run after the x-rules (browser and server)', async () => {
    const validators = new ValidatorRegistry();
    validators.register({ name: 'prueba.propia', fields: ['nombre'], validate: () => [] });
    const registry = new SchemaRegistry(validators);
    const module = registry.add(
      definition('prueba', {
        'x-rules': ['prueba.propia'],
        properties: { nombre: { type: 'string' }, cuit: { type: 'string', title: 'CUIT', 'x-mask': 'cuit' } },
      }),
    );
    expect(module.ruleNames).toEqual(['prueba.propia', 'mask.prueba.cuit']);
    const ctx = { mode: 'create' as const, module: 'prueba', ports: { exists: async () => false, today: () => new Date() } };
    expect(await validators.run(module.ruleNames, { cuit: '20123456783' }, ctx)).toEqual([{ path: 'cuit', key: 'cuit.checkDigit', args: { campo: 'CUIT' } }]);
    expect(registry.add(definition('otro')).ruleNames).toEqual([]);
  });

  it('fails loudly when a field names a mask nobody registered', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    expect(() => registry.add(definition('prueba', { properties: { swift: { type: 'string', 'x-mask': 'swift' } } }))).toThrow(
      "La máscara 'swift' referenciada en schemas/prueba/prueba.schema.json#/properties/swift/x-mask no está registrada",
    );
  });

  it('an unknown module name throws', () => {
    expect(() => new SchemaRegistry(new ValidatorRegistry()).get('nada')).toThrow("El módulo 'nada' no está registrado");
  });
});
