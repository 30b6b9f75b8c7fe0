import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { describe, expect, it } from 'vitest';
import { validateScreenConfig } from '../validateScreenConfig';

const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
const fields = new Map([
  [
    'banco',
    new Set([
      'descripcion',
      'pais',
      'provincia',
      'localidad',
      'ciudad',
      'calle',
      'numero',
      'codigoPostal',
      'estado',
      'latitud',
      'longitud',
      'idCrm',
      'direccionCompleta',
      'direccionHuella',
      'vigente',
      'id',
      'version',
      'creadoEn',
      'modificadoEn',
    ]),
  ],
]);
const ctx = { schemas: new Set(['banco']), fields };
const withModal = (modal: unknown) => {
  const config = shipped();
  const form = config.screens.find((s: { kind: string }) => s.kind === 'form');
  form.afterSave = { modal };
  return { config, at: `/screens/${config.screens.indexOf(form)}/afterSave/modal` };
};
const problems = (config: unknown) =>
  validateScreenConfig(config, ctx)
    .map((p) => `${p.path}: ${p.message}`)
    .filter((p) => p.includes('/afterSave'));

describe('afterSave.modal in screens.config.json (form features)', () => {
  it('a modal with known message keys and screens passes', () => {
    const { config } = withModal({ title: 'save.success', message: 'save.registered', actions: [{ label: 'ui.back', navigate: 'bancos.lista' }] });
    expect(problems(config)).toEqual([]);
  });

  it('an unknown message key or screen fails at start-up with its JSON path', () => {
    const { config, at } = withModal({ title: 'no.existe', message: 'save.registered', actions: [{ label: 'ui.back', navigate: 'pantalla.fantasma' }] });
    expect(problems(config)).toEqual([`${at}/title: mensaje desconocido 'no.existe'`, `${at}/actions/0/navigate: no existe la pantalla 'pantalla.fantasma'`]);
  });

  it('the meta-schema refuses a modal without actions', () => {
    const { config } = withModal({ title: 'save.success', message: 'save.registered', actions: [] });
    expect(problems(config).join('\n')).toMatch(/afterSave\/modal\/actions/);
  });
});
