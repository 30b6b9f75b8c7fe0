import { describe, expect, it } from 'vitest';
import { capWarning } from './listCap';
import type { ModuleListConfig } from './screenConfig';
import { listRulesFor } from './scopedList';

const list: ModuleListConfig = {
  filters: [{ name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 }],
  requireFilter: true,
  cap: 100,
  capMessage: 'search.capContacts',
  defaultSort: { field: 'nombre', direction: 'asc' },
  sortable: ['nombre'],
};
const screen = { scoped: { cap: 999, capMessage: 'search.capExternalContacts' } };

describe('listRulesFor', () => {
  it('CON-37 a scoped user lists without a filter, up to 999 (CON-40)', () => {
    const rules = listRulesFor(list, screen, true);
    expect(rules.list.requireFilter).toBe(false);
    expect(rules.cap).toEqual({ cap: 999, messageKey: 'search.capExternalContacts' });
    expect(capWarning(rules.cap)).toBe('Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.');
  });

  it('CON-11 staff keep the module rules: a filter required, 100 results', () => {
    const rules = listRulesFor(list, screen, false);
    expect(rules.list).toBe(list);
    expect(capWarning(rules.cap)).toBe('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.');
  });

  it('a screen without `scoped` changes nothing for a scoped user', () => {
    expect(listRulesFor(list, {}, true).list.requireFilter).toBe(true);
    expect(listRulesFor(list, undefined, true).cap.cap).toBe(100);
  });

  it("SUP-15 a screen may replace the module's required filter (the pending suppliers list at once)", () => {
    expect(listRulesFor(list, { requireFilter: false }, false).list.requireFilter).toBe(false);
    expect(listRulesFor({ ...list, requireFilter: false }, { requireFilter: true }, false).list.requireFilter).toBe(true);
    expect(listRulesFor(list, { requireFilter: true }, false).list).toBe(list);
  });
});
