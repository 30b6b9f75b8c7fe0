import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { describe, expect, it } from 'vitest';
import { validateScreenConfig } from '../validateScreenConfig';

const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
const fields = new Map([['banco', new Set(['descripcion', 'pais', 'provincia', 'localidad', 'id', 'idCrm', 'version', 'vigente'])]]);
const ctx = { schemas: new Set(['banco']), fields };
const withCreateWith = (createWith: unknown) => {
  const config = shipped();
  const form = config.screens.find((s: { id: string }) => s.id === 'bancos.formulario');
  form.paths = { ...form.paths, createWith };
  return { config, at: `/screens/${config.screens.indexOf(form)}/paths/createWith` };
};
const problems = (config: unknown) =>
  validateScreenConfig(config, ctx)
    .map((p) => `${p.path}: ${p.message}`)
    .filter((p) => p.includes('/paths'));

describe('paths.createWith in screens.config.json (a new record with fields from the URL)', () => {
  it('paths whose params are fields of the module pass', () => {
    const { config } = withCreateWith(['/bancos/pais/:pais', '/bancos/:pais/:provincia/nuevo']);
    expect(problems(config)).toEqual([]);
  });

  it('a param that is not a field, an engine field, a path without params or a repeated path fails at start-up with its JSON path', () => {
    const { config, at } = withCreateWith(['/bancos/pais/:paiz', '/bancos/copia/:id', '/bancos/otro', '/herramientas/abm/bancos/nuevo']);
    expect(problems(config)).toEqual([
      `${at}/0: el parámetro ':paiz' no es un campo del esquema`,
      `${at}/1: el parámetro ':id' no es un campo del esquema`,
      `${at}/2: la ruta de alta con datos debe incluir al menos un :campo`,
      `${at}/3: la ruta /herramientas/abm/bancos/nuevo está repetida`,
      `${at}/3: la ruta de alta con datos debe incluir al menos un :campo`,
    ]);
  });

  it('the meta-schema refuses an empty list', () => {
    const { config } = withCreateWith([]);
    expect(problems(config).join('\n')).toMatch(/paths\/createWith/);
  });
});

describe('afterSave.returnTo in screens.config.json (CON-OP02: where a record created at a createWith path goes back to)', () => {
  const withReturnTo = (createWith: unknown, returnTo: string) => {
    const { config } = withCreateWith(createWith);
    const form = config.screens.find((s: { id: string }) => s.id === 'bancos.formulario');
    form.afterSave = { ...form.afterSave, returnTo };
    return { config, at: `/screens/${config.screens.indexOf(form)}/afterSave/returnTo` };
  };
  const returnProblems = (config: unknown) =>
    validateScreenConfig(config, ctx)
      .map((p) => `${p.path}: ${p.message}`)
      .filter((p) => p.includes('/afterSave'));

  it('CON-OP02 a path of the app whose params every createWith path gives passes', () => {
    expect(returnProblems(withReturnTo(['/bancos/pais/:pais'], '/otro/:pais?solapa=Bancos').config)).toEqual([]);
  });

  it('CON-OP02 a param some createWith path lacks, a path outside the app or no createWith fails with its JSON path', () => {
    const { config, at } = withReturnTo(['/bancos/pais/:pais', '/bancos/:pais/:provincia/nuevo'], 'https://otro/:provincia');
    expect(returnProblems(config)).toEqual([
      `${at}: debe ser una ruta de la aplicación (empieza con /)`,
      `${at}: el parámetro ':provincia' no lo da toda ruta de paths.createWith`,
    ]);
    const config2 = shipped();
    const form = config2.screens.find((s: { id: string }) => s.id === 'bancos.formulario');
    form.afterSave = { ...form.afterSave, returnTo: '/bancos' };
    expect(returnProblems(config2)).toEqual([`/screens/${config2.screens.indexOf(form)}/afterSave/returnTo: solo se usa con paths.createWith`]);
  });
});
