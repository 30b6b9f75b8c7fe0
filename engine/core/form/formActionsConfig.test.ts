import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { describe, expect, it } from 'vitest';
import { validateScreenConfig } from '../validateScreenConfig';

const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
const fields = new Map([['banco', new Set(['descripcion', 'pais', 'anulado', 'id', 'idCrm', 'version', 'vigente'])]]);
const ctx = { schemas: new Set(['banco', 'tarjeta', 'servicefee']), fields };
const withActions = (actions: unknown) => {
  const config = shipped();
  const form = config.screens.find((s: { id: string }) => s.id === 'bancos.formulario');
  form.actions = actions;
  return { config, at: `/screens/${config.screens.indexOf(form)}/actions` };
};
const problems = (config: unknown, at: string) =>
  validateScreenConfig(config, ctx)
    .map((p) => `${p.path}: ${p.message}`)
    .filter((p) => p.startsWith(at));

describe('form screen actions on the saved record (CRD-11, FEE-13: annul)', () => {
  it('annul of a field of the module passes', () => {
    const { config, at } = withActions([{ kind: 'annul', field: 'anulado', message: 'save.registered' }]);
    expect(problems(config, at)).toEqual([]);
  });

  it('an unknown field or message fails at start-up with its JSON path; annul needs its field', () => {
    const { config, at } = withActions([
      { kind: 'annul', field: 'anulada' },
      { kind: 'annul', field: 'anulado', message: 'no.existe' },
    ]);
    expect(problems(config, at)).toEqual([`${at}/0/field: el campo 'anulada' no existe en el esquema`, `${at}/1/message: mensaje desconocido 'no.existe'`]);
    expect(
      validateScreenConfig(withActions([{ kind: 'annul' }]).config, ctx)
        .map((p) => p.path)
        .join('\n'),
    ).toMatch(/actions\/0/);
  });

  it('CRD-12 FEE-13 deleting is not a screen action (one mechanism: modules.<m>.delete); a screen that declares it fails at start-up', () => {
    expect(
      validateScreenConfig(withActions([{ kind: 'delete' }]).config, ctx)
        .map((p) => p.path)
        .join('\n'),
    ).toMatch(/actions\/0/);
  });
});

describe('record transitions in screens (SUP-17, SUP-18)', () => {
  it('SUP-17 a form action or list row action names a transition its module declares; another fails at start-up', () => {
    const { config, at } = withActions([{ kind: 'transition', name: 'autorizar' }]);
    expect(problems(config, at)).toEqual([`${at}/0/name: el módulo no declara la transición 'autorizar'`]);
    const list = config.screens.find((s: { id: string; kind?: string; module?: string }) => s.kind === 'list' && s.module === 'banco');
    list.rowActions = [{ kind: 'transition', name: 'validar' }];
    const listAt = `/screens/${config.screens.indexOf(list)}/rowActions`;
    expect(problems(config, listAt)).toEqual([`${listAt}/0/name: el módulo no declara la transición 'validar'`]);
  });

  it('SUP-18 a transition names known messages, fields of its module and an existing return screen', () => {
    const config = shipped();
    config.modules.banco.transitions = [
      {
        name: 'cerrar',
        label: 'no.existe',
        access: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] },
        from: { field: 'estadoX', equals: 1 },
        set: { pais: 'AR' },
        confirmMessage: 'save.registered',
        doneMessage: 'save.registered',
        errorMessage: 'save.registered',
        refusedMessage: 'save.registered',
        returnTo: 'no.pantalla',
      },
    ];
    expect(problems(config, '/modules/banco/transitions')).toEqual([
      "/modules/banco/transitions/0/label: mensaje desconocido 'no.existe'",
      "/modules/banco/transitions/0: el campo 'estadoX' no existe en el esquema",
      "/modules/banco/transitions/0/returnTo: no existe la pantalla 'no.pantalla'",
    ]);
  });
});
