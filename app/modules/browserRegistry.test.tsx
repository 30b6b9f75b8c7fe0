import { describe, expect, it } from 'vitest';
import { t } from '../../engine/core/messages';
import { browserModuleDefinitions, browserRegistry } from './browserRegistry';

describe('browser module loading', () => {
  it('finds every schemas/<m>/ folder with its ui schema, messages and rules', () => {
    const banco = browserModuleDefinitions().find((d) => d.name === 'banco');
    expect(banco?.schema.title).toBe('Banco');
    expect(banco?.ui['ui:layout']).toBeTruthy();
    expect(banco?.rules?.map((r) => r.name)).toContain('banco.direccionElegida');
  });

  it('BNK-07 registers module messages in the catalogue', () => {
    const registry = browserRegistry();
    expect(registry.get('banco').labels.descripcion).toBe('Nombre');
    expect(t('banco.listError')).toBe('Se produjo un error al listar los bancos.');
    expect(browserRegistry()).toBe(registry);
  });
});
