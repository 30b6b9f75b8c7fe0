import { describe, expect, it } from 'vitest';
import { initialListState, listQueryParams, listStateFromSearch, listStateToSearch, nextSort, pageCount } from './listQuery';
import type { ModuleListConfig } from './screenConfig';

const list: ModuleListConfig = {
  filters: [
    { name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 },
    { name: 'vigente', kind: 'boolean', label: 'Vigente', field: 'vigente' },
  ],
  requireFilter: false,
  cap: 1000,
  defaultSort: { field: 'descripcion', direction: 'asc' },
  sortable: ['descripcion', 'pais'],
};

describe('listQuery', () => {
  it('BNK-06 starts on the first page of 25 with the configured sort', () => {
    expect(listQueryParams(list, initialListState(list, 25))).toEqual({ orden: 'descripcion', dir: 'asc', limit: '25', offset: '0' });
  });

  it('sends set filters (trimmed) and the page offset', () => {
    const state = { ...initialListState(list, 25), filters: { texto: ' nación ', vigente: false }, page: 2 };
    expect(listQueryParams(list, state)).toEqual({ texto: 'nación', vigente: 'false', orden: 'descripcion', dir: 'asc', limit: '25', offset: '50' });
  });

  it('flips the direction on the same column, ascending on a new one', () => {
    expect(nextSort({ field: 'pais', direction: 'asc' }, 'pais')).toEqual({ field: 'pais', direction: 'desc' });
    expect(nextSort({ field: 'pais', direction: 'desc' }, 'descripcion')).toEqual({ field: 'descripcion', direction: 'asc' });
  });

  it('counts pages', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('list state in the URL', () => {
  it('round-trips filters, sort and page', () => {
    const state = { filters: { texto: 'nación', vigente: true }, sort: { field: 'pais', direction: 'desc' as const }, page: 1, pageSize: 25 };
    const search = listStateToSearch(list, state);
    expect(search).toEqual({ texto: 'nación', vigente: 'true', orden: 'pais', dir: 'desc', pagina: '2' });
    expect(listStateFromSearch(list, 25, search)).toEqual(state);
  });

  it('ignores unknown filters, non-sortable fields and bad pages', () => {
    expect(listStateFromSearch(list, 25, { otro: 'x', orden: 'calle', vigente: 'quizás', pagina: '-3' })).toEqual(initialListState(list, 25));
  });
});

describe('list state of multi, date range and link filters', () => {
  const wide: ModuleListConfig = {
    ...list,
    filters: [
      ...list.filters,
      { name: 'paises', kind: 'multi', label: 'Países', field: 'pais', combo: 'paises' },
      { name: 'fecha', kind: 'dateRange', label: 'Fecha', field: 'fecha' },
      { name: 'contacto', kind: 'link', label: 'Contacto', field: 'contacto', target: 'pruebacontacto' },
    ],
  };

  it('a multi filter is a comma list, a date range two parameters, a link the record id', () => {
    const state = { ...initialListState(wide, 25), filters: { paises: 'AR,UY', fechaDesde: '2026-01-01', fechaHasta: '2026-01-31', contacto: '7' } };
    const search = listStateToSearch(wide, state);
    expect(search).toEqual({ paises: 'AR,UY', fechaDesde: '2026-01-01', fechaHasta: '2026-01-31', contacto: '7' });
    expect(listStateFromSearch(wide, 25, search)).toEqual(state);
    expect(listQueryParams(wide, state)).toMatchObject({ paises: 'AR,UY', fechaDesde: '2026-01-01', fechaHasta: '2026-01-31', contacto: '7' });
  });

  it('an empty multi selection is left out', () => {
    const state = { ...initialListState(wide, 25), filters: { paises: ' , ' } };
    expect(listStateToSearch(wide, state)).toEqual({});
    expect(listQueryParams(wide, state)).not.toHaveProperty('paises');
  });
});
