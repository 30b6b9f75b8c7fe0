import { describe, expect, it } from 'vitest';
import { checkListFilters } from './listFilters';
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
});
