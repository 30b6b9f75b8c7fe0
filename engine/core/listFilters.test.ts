import { describe, expect, it } from 'vitest';
import { checkListFilters, filterNumber, filterParams, isYes, multiValues, shownFilters } from './listFilters';
import type { ModuleListConfig } from './screenConfig';

const list: ModuleListConfig = {
  filters: [
    { name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 },
    { name: 'vigente', kind: 'boolean', label: 'Vigente', field: 'vigente' },
  ],
  requireFilter: true,
  cap: 100,
  defaultSort: { field: 'descripcion', direction: 'asc' },
  sortable: [],
};

describe('checkListFilters', () => {
  it('SHR-15 rejects search text shorter than 3 characters', () => {
    expect(checkListFilters(list, { texto: 'ab' })).toEqual({ filter: 'texto', key: 'search.minLength', args: { min: 3 } });
    expect(checkListFilters(list, { texto: '  a  b ' })?.key).toBe('search.minLength');
    expect(checkListFilters(list, { texto: 'abc' })).toBeNull();
  });

  it('asks for at least one filter when the list requires one', () => {
    expect(checkListFilters(list, {})).toEqual({ key: 'search.atLeastOneFilter' });
    expect(checkListFilters(list, { vigente: false })).toBeNull();
    expect(checkListFilters({ ...list, requireFilter: false }, {})).toBeNull();
  });

  it('CON-OP03 a screen fixed filter is sent but is not the filter the list asks for', () => {
    expect(checkListFilters(list, { vigente: 'true' }, { vigente: 'true' })).toEqual({ key: 'search.atLeastOneFilter' });
    expect(checkListFilters(list, { vigente: 'true', texto: 'ana' }, { vigente: 'true' })).toBeNull();
  });
});

describe('checkListFilters with combo, multi, date range and link filters', () => {
  const wide: ModuleListConfig = {
    ...list,
    filters: [
      ...list.filters,
      { name: 'paises', kind: 'multi', label: 'Países', field: 'pais', combo: 'paises' },
      { name: 'fecha', kind: 'dateRange', label: 'Fecha', field: 'fecha' },
      { name: 'contacto', kind: 'link', label: 'Contacto', field: 'contacto', target: 'pruebacontacto' },
    ],
  };

  it('a date range is two ISO dates (either may be empty), desde not after hasta', () => {
    expect(checkListFilters(wide, { fechaDesde: '2026-01-31' })).toBeNull();
    expect(checkListFilters(wide, { fechaDesde: '2026-02-30' })).toEqual({ filter: 'fecha', key: 'search.invalidDate', args: { filter: 'Fecha' } });
    expect(checkListFilters(wide, { fechaHasta: '31/01/2026' })?.key).toBe('search.invalidDate');
    expect(checkListFilters(wide, { fechaDesde: '2026-02-01', fechaHasta: '2026-01-01' })?.key).toBe('search.invalidRange');
  });

  it('a number range is two numbers (either may be empty, a decimal comma or point), desde not above hasta', () => {
    const stars: ModuleListConfig = { ...list, filters: [...list.filters, { name: 'estrellas', kind: 'numberRange', label: 'Estrellas', field: 'estrellas' }] };
    expect(filterParams(stars.filters[2])).toEqual(['estrellasDesde', 'estrellasHasta']);
    expect(checkListFilters(stars, { estrellasDesde: '3' })).toBeNull();
    expect(checkListFilters(stars, { estrellasDesde: '-1,5', estrellasHasta: '5' })).toBeNull();
    expect(checkListFilters(stars, { estrellasHasta: 'cinco' })).toEqual({ filter: 'estrellas', key: 'search.invalidNumber', args: { filter: 'Estrellas' } });
    expect(checkListFilters(stars, { estrellasDesde: '1e3' })?.key).toBe('search.invalidNumber');
    expect(checkListFilters(stars, { estrellasDesde: '5', estrellasHasta: '3' })).toEqual({
      filter: 'estrellas',
      key: 'search.invalidNumberRange',
      args: { filter: 'Estrellas' },
    });
    expect(checkListFilters(stars, { estrellasDesde: '10', estrellasHasta: '9,5' })?.key).toBe('search.invalidNumberRange');
    expect(filterNumber('9,5')).toBe(9.5);
    expect(filterNumber(' ')).toBeNull();
  });

  it('a link is a positive record id', () => {
    expect(checkListFilters(wide, { contacto: '12' })).toBeNull();
    expect(checkListFilters(wide, { contacto: '0' })?.key).toBe('search.invalidLink');
    expect(checkListFilters(wide, { contacto: '1; drop' })?.key).toBe('search.invalidLink');
  });

  it('any of them counts as the one filter a list may require', () => {
    expect(checkListFilters(wide, { paises: 'AR,UY' })).toBeNull();
    expect(checkListFilters(wide, { paises: [] })).toEqual({ key: 'search.atLeastOneFilter' });
    expect(checkListFilters(wide, { fechaHasta: '2026-01-01' })).toBeNull();
    expect(checkListFilters(wide, { contacto: '3' })).toBeNull();
  });

  it('multi values come as a comma list or repeated parameters', () => {
    expect(multiValues('AR, UY,,')).toEqual(['AR', 'UY']);
    expect(multiValues(['AR', 'UY,CL'])).toEqual(['AR', 'UY', 'CL']);
    expect(multiValues(undefined)).toEqual([]);
    expect(filterParams(wide.filters[3])).toEqual(['fechaDesde', 'fechaHasta']);
  });
});

describe('checkListFilters with a flag filter', () => {
  const flagged: ModuleListConfig = {
    ...list,
    filters: [
      ...list.filters,
      { name: 'cuenta', kind: 'link', label: 'Cuenta', field: 'cuenta', target: 'cuenta', hierarchy: { parent: 'padre', direct: 'cuentaDirecto' } },
      { name: 'cuentaDirecto', kind: 'flag', label: 'Solo la cuenta' },
    ],
  };
  it('CON-08 a flag alone is not the filter a list requires; with the filter it changes it is', () => {
    expect(checkListFilters(flagged, { cuentaDirecto: 'true' })).toEqual({ key: 'search.atLeastOneFilter' });
    expect(checkListFilters(flagged, { cuentaDirecto: 'true', cuenta: '12' })).toBeNull();
  });
  it('isYes reads a flag from a query string or a boolean', () => {
    expect([isYes('true'), isYes(true), isYes('false'), isYes(undefined), isYes('1')]).toEqual([true, true, false, false, false]);
  });
});

describe('shownFilters', () => {
  const filters: ModuleListConfig['filters'] = [
    { name: 'texto', kind: 'text', label: 'Buscar' },
    { name: 'cuenta', kind: 'link', label: 'Cuenta', field: 'cuenta', target: 'cuenta', hierarchy: { parent: 'padre', direct: 'cuentaDirecto' } },
    { name: 'cuentaDirecto', kind: 'flag', label: 'Solo la cuenta' },
    { name: 'vendedor', kind: 'combo', label: 'Vendedor', field: 'vendedor', combo: 'vendedores', via: { field: 'cuenta', module: 'cuenta' } },
    { name: 'contacto', kind: 'link', label: 'Contacto', field: 'id', target: 'contacto', hidden: true },
  ];
  it('CON-08 shows every filter but the API-only ones to a user who reads the linked module', () => {
    expect(shownFilters(filters, () => true).map((f) => f.name)).toEqual(['texto', 'cuenta', 'cuentaDirecto', 'vendedor']);
  });
  it('CON-37 a user who may read no account sees no filter over accounts (nor its flag)', () => {
    expect(shownFilters(filters, (m) => m !== 'cuenta').map((f) => f.name)).toEqual(['texto']);
  });
});
