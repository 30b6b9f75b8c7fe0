import { describe, expect, it } from 'vitest';
import { formTitleOf } from './formTitle';
import type { ScreensConfig } from './screenConfig';

const config = {
  modules: { nota: { title: 'Notas' }, tarjeta: { title: 'Tarjetas' } },
  screens: [
    { id: 'notas.lista', kind: 'list', module: 'nota', title: 'Lista de notas' },
    { id: 'notas.formulario', kind: 'form', module: 'nota', title: 'Nota' },
    { id: 'notas.rapida', kind: 'form', module: 'nota', title: 'Nota rápida' },
  ],
} as unknown as ScreensConfig;

describe('formTitleOf', () => {
  it('names the record form shown in a dialog: the given form, the first form, the module', () => {
    expect(formTitleOf(config, 'nota', 'notas.rapida')).toBe('Nota rápida');
    expect(formTitleOf(config, 'nota')).toBe('Nota');
    expect(formTitleOf(config, 'tarjeta')).toBe('Tarjetas');
  });
});
