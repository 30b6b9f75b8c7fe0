import { describe, expect, it } from 'vitest';
import { prefillFromParams, routeParams } from './routePrefill';

const properties = {
  cuenta: { type: 'integer' },
  importe: { type: 'number' },
  tipo: { type: 'string' },
  activo: { type: 'boolean' },
};

describe('create paths with params (paths.createWith)', () => {
  it('names the params of a path', () => {
    expect(routeParams('/contactoOportunidad/:cuenta/:oportunidad')).toEqual(['cuenta', 'oportunidad']);
    expect(routeParams('/nota')).toEqual([]);
  });

  it('NOT-01 fills the owner link of a new note from the URL, typed by the schema', () => {
    expect(prefillFromParams(properties, { cuenta: '42', tipo: 'EMP', importe: '12.5', activo: 'true' })).toEqual({
      data: { cuenta: 42, tipo: 'EMP', importe: 12.5, activo: true },
      invalid: [],
    });
  });

  it('a value that does not fit its field is reported, not guessed', () => {
    expect(prefillFromParams(properties, { cuenta: '4x', importe: 'abc', activo: 'si' })).toEqual({ data: {}, invalid: ['cuenta', 'importe', 'activo'] });
    expect(prefillFromParams(properties, { cuenta: '99999999999999999999' }).invalid).toEqual(['cuenta']);
  });

  it('params that are not fields of the module are ignored', () => {
    expect(prefillFromParams(properties, { otro: '1', cuenta: '7' }).data).toEqual({ cuenta: 7 });
  });
});
