import { describe, expect, it } from 'vitest';
import type { ScreensConfig } from './screenConfig';
import { recordFormScreen } from './recordFormScreen';

const form = (id: string, module: string) => ({
  id,
  kind: 'form',
  module,
  title: id,
  paths: { create: `/${id}`, edit: `/${id}/:id` },
  afterSave: { navigate: 'lista' },
});
const config = {
  modules: { nota: { title: 'Notas' }, banco: { title: 'Bancos' } },
  screens: [{ id: 'lista', kind: 'list', module: 'nota' }, form('notas.formulario', 'nota'), form('notas.otra', 'nota')],
} as unknown as ScreensConfig;

describe('recordFormScreen', () => {
  it('21-2 a dialog opens a record in the form screen it names, else the module’s first', () => {
    expect(recordFormScreen(config, 'nota', 'notas.otra').id).toBe('notas.otra');
    expect(recordFormScreen(config, 'nota').id).toBe('notas.formulario');
    expect(recordFormScreen(config, 'nota', 'desconocida').id).toBe('notas.formulario');
  });

  it('21-2 a module without a form screen gets a stand-in that stays after a save', () => {
    expect(recordFormScreen(config, 'banco')).toEqual({
      id: 'banco.dialogo',
      kind: 'form',
      module: 'banco',
      title: 'Bancos',
      paths: { create: '', edit: '' },
      afterSave: { stay: true },
    });
  });
});
