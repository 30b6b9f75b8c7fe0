import { describe, expect, it } from 'vitest';
import { searchSortFields } from './searchSortField';

const list = (field: string) => ({ filters: [], requireFilter: false, cap: 100, defaultSort: { field, direction: 'asc' as const }, sortable: [] });
const module = (schema: string, field: string) => ({ schema, title: schema, list: list(field) }) as never;

describe('searchSortFields', () => {
  it('takes the default sort field of the first list of each schema', () => {
    const fields = new Map([
      ['banco', new Set(['descripcion', 'pais'])],
      ['nota', new Set(['fecha'])],
    ]);
    const config = { modules: { bancos: module('banco', 'descripcion'), otrosBancos: module('banco', 'pais'), notas: module('nota', 'fecha') } };
    expect(searchSortFields(config, fields)).toEqual(
      new Map([
        ['banco', 'descripcion'],
        ['nota', 'fecha'],
      ]),
    );
  });

  it('gives no key when the default sort is a system field (a column of the record)', () => {
    expect(searchSortFields({ modules: { bancos: module('banco', 'creadoEn') } }, new Map([['banco', new Set(['descripcion'])]])).size).toBe(0);
  });
});
