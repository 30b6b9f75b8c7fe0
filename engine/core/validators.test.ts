import { describe, expect, it } from 'vitest';
import { ValidatorRegistry, type ValidationContext } from './validators';

const ctx: ValidationContext = { mode: 'create', module: 'm', ports: { exists: async () => false, today: () => new Date(2026, 0, 1) } };

describe('ValidatorRegistry', () => {
  it('runs only the rules that read a changed field', async () => {
    const registry = new ValidatorRegistry();
    registry.register({ name: 'a', fields: ['nombre'], validate: () => [{ path: 'nombre', key: 'x' }] });
    registry.register({ name: 'b', fields: ['codigo'], validate: async () => [{ path: 'codigo', key: 'y' }] });
    expect(await registry.run(['a', 'b'], {}, ctx, new Set(['codigo']))).toEqual([{ path: 'codigo', key: 'y' }]);
    expect(await registry.run(['a', 'b'], {}, ctx)).toHaveLength(2);
  });

  it('skips the rules that read a field the schema refused (issue 8, defect 6): they never judge a value of the wrong shape', async () => {
    const registry = new ValidatorRegistry();
    registry.register({ name: 'telefono', fields: ['telefono'], validate: (r) => [{ path: 'telefono', key: String((r.telefono as string).trim()) }] });
    registry.register({ name: 'cuit', fields: ['cuit'], validate: () => [{ path: 'cuit', key: 'cuit.invalid' }] });
    const record = { telefono: 42, cuit: '1' };
    expect(await registry.runOnValid(['telefono', 'cuit'], record, ctx, new Set(['telefono']))).toEqual([{ path: 'cuit', key: 'cuit.invalid' }]);
  });

  it('refuses a rule name registered twice and an unknown name', () => {
    const registry = new ValidatorRegistry();
    registry.register({ name: 'a', fields: [], validate: () => [] });
    expect(() => registry.register({ name: 'a', fields: [], validate: () => [] })).toThrow("La regla 'a' ya está registrada");
    expect(() => registry.get('zz', 'screens.config.json')).toThrow("La regla 'zz' referenciada en screens.config.json no está registrada");
  });
});
