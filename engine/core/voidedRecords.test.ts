import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';
import { describe, expect, it } from 'vitest';
import { validateScreenConfig } from './validateScreenConfig';
import { withVoidedHidden } from './voidedRecords';

describe('withVoidedHidden', () => {
  it('CON-27 21-5 a module that declares its void filter lists only records not voided when the query does not name it', () => {
    expect(withVoidedHidden({ hidesVoided: 'vigente' }, { cuenta: '16', limit: '10' })).toEqual({ cuenta: '16', limit: '10', vigente: 'true' });
    expect(withVoidedHidden({ hidesVoided: 'vigente' }, { cuenta: '16', vigente: '' })).toEqual({ cuenta: '16', vigente: 'true' });
  });

  it('CON-27 a query that names the filter gets what it asked for (voided ones, or all with the filter off)', () => {
    expect(withVoidedHidden({ hidesVoided: 'vigente' }, { vigente: 'false' })).toEqual({ vigente: 'false' });
  });

  it('a module that declares none is listed as asked', () => {
    const values = { cuenta: '16' };
    expect(withVoidedHidden({}, values)).toBe(values);
  });
});

describe('list.hidesVoided in screens.config.json', () => {
  const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
  const ctx = { schemas: new Set(['banco']), fields: new Map([['banco', new Set(['descripcion', 'pais', 'localidad', 'vigente', 'id'])]]) };
  const problems = (config: unknown) =>
    validateScreenConfig(config, ctx)
      .map((p) => `${p.path}: ${p.message}`)
      .filter((p) => p.startsWith('/modules/banco/list/hidesVoided'));

  it('CON-27 the shipped contacts declare their void filter; a module names a boolean filter it declares, else start-up fails with the path', () => {
    const config = shipped();
    expect(config.modules.contacto.list.hidesVoided).toBe('vigente');
    config.modules.banco.list.hidesVoided = 'vigente';
    expect(problems(config)).toEqual([]);
    config.modules.banco.list.hidesVoided = 'anulado';
    expect(problems(config)).toEqual(["/modules/banco/list/hidesVoided: el módulo no declara el filtro 'anulado' de tipo boolean"]);
  });
});

describe('combo and multi filters in screens.config.json', () => {
  const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
  const ctx = {
    schemas: new Set(['banco']),
    fields: new Map([['banco', new Set(['descripcion', 'pais', 'localidad', 'vigente', 'id'])]]),
    comboFields: new Map([['banco', new Set(['pais'])]]),
  };
  const problems = (config: unknown) =>
    validateScreenConfig(config, ctx)
      .map((p) => `${p.path}: ${p.message}`)
      .filter((p) => p.startsWith('/modules/banco/list/filters'));

  it('a combo filter compares a combo or enumerated field; on any other field start-up fails with the path and the fix', () => {
    const config = shipped();
    config.modules.banco.list.filters.push({ name: 'pais', kind: 'combo', label: 'País', field: 'pais', combo: 'paises' });
    expect(problems(config)).toEqual([]);
    config.modules.banco.list.filters.push({ name: 'localidad', kind: 'combo', label: 'Localidad', field: 'localidad', combo: 'localidades' });
    const at = config.modules.banco.list.filters.length - 1;
    expect(problems(config)).toEqual([
      `/modules/banco/list/filters/${at}/kind: el campo 'localidad' no es un combo (x-combo) ni una enumeración (enum, oneOf de const): declare el filtro como 'text' o 'numberRange', marque el campo con x-combo, o declare 'codesAsText: true' si el campo guarda los códigos del combo como texto`,
    ]);
    config.modules.banco.list.filters[at].codesAsText = true;
    expect(problems(config)).toEqual([]);
  });
});
