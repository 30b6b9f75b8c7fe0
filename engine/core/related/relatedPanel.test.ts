import { describe, expect, it } from 'vitest';
import type { ModuleListConfig } from '../screenConfig';
import { withLinkFieldFilters, linkFilterFields } from './linkFieldFilters';
import {
  initialRelatedState,
  newRelatedRecord,
  relatedListParams,
  relatedPanelOf,
  relatedSortable,
  type RelatedPanel,
  withReadableRelated,
} from './relatedPanel';
import { checkListFilters } from '../listFilters';

const list: ModuleListConfig = {
  filters: [{ name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 }],
  requireFilter: true,
  cap: 100,
  defaultSort: { field: 'fecha', direction: 'desc' },
  sortable: ['asunto'],
};
const notas: RelatedPanel = {
  module: 'nota',
  field: 'cuenta',
  columns: [
    { field: 'fecha', label: 'Fecha' },
    { field: 'asunto', label: 'Asunto' },
    { field: 'detalle', label: 'Detalle' },
  ],
  pageSize: 10,
  form: 'notas.formulario',
};
const schema = {
  properties: {
    cuenta: { type: 'integer', title: 'Cuenta', 'x-link': { kind: 'cuenta' } },
    contactos: { type: 'array', 'x-link': { kind: 'contacto' } },
    auditor: { type: 'integer', 'x-link': { kind: 'personal' }, 'x-access': { read: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } } },
    asunto: { type: 'string' },
  },
};

describe('related-records panels (ACC-36, ACC-38, ACC-39; CST-18)', () => {
  it('reads the panel of a ui:tabs entry', () => {
    expect(relatedPanelOf({ title: 'Notas', related: notas })).toBe(notas);
    expect(relatedPanelOf({ title: 'Datos', fields: ['a'] })).toBeUndefined();
    expect(relatedPanelOf({ related: { module: 'nota' } })).toBeUndefined();
  });

  it('CST-18 asks the list API for the records linked to the owner, 10 per page, sorted', () => {
    const first = initialRelatedState(list);
    expect(first).toEqual({ sort: { field: 'fecha', direction: 'desc' }, page: 0 });
    expect(relatedListParams(notas, 42, first)).toEqual({ cuenta: '42', orden: 'fecha', dir: 'desc', limit: '10', offset: '0' });
    expect(relatedListParams(notas, 42, { sort: { field: 'asunto', direction: 'asc' }, page: 2 })).toEqual({
      cuenta: '42',
      orden: 'asunto',
      dir: 'asc',
      limit: '10',
      offset: '20',
    });
  });

  it('CON-08 a panel asks for the owner alone when the link filter spans a hierarchy (cuentaDirecto)', () => {
    const hierarchical = {
      filters: [
        { name: 'cuenta', kind: 'link' as const, label: 'Cuenta', field: 'cuenta', target: 'cuenta', hierarchy: { parent: 'padre', direct: 'cuentaDirecto' } },
      ],
    };
    const first = initialRelatedState(list);
    expect(relatedListParams(notas, 42, first, hierarchical)).toMatchObject({ cuenta: '42', cuentaDirecto: 'true' });
    expect(relatedListParams(notas, 42, first, list)).not.toHaveProperty('cuentaDirecto');
  });

  it('sorts only by the columns the listed module sorts on the server', () => {
    expect([...relatedSortable(notas, list)]).toEqual(['fecha', 'asunto']);
  });

  it('a new record starts linked to the owner', () => {
    expect(newRelatedRecord(notas, 7)).toEqual({ cuenta: 7 });
  });
});

describe('generic filter by link field', () => {
  it('every single-id x-link field without field guards filters the list; lists and guarded fields do not', () => {
    expect(linkFilterFields(schema)).toEqual(['cuenta']);
    expect(withLinkFieldFilters(list, schema).filters).toEqual([...list.filters, { name: 'cuenta', kind: 'link', label: 'Cuenta', field: 'cuenta' }]);
  });

  it('a declared filter of the same name wins; no link field leaves the config as it is', () => {
    const declared: ModuleListConfig = {
      ...list,
      filters: [...list.filters, { name: 'cuenta', kind: 'link', label: 'Cuenta', field: 'cuenta', target: 'cuenta' }],
    };
    expect(withLinkFieldFilters(declared, schema).filters).toEqual(declared.filters);
    expect(withLinkFieldFilters(list, { properties: { asunto: { type: 'string' } } })).toBe(list);
  });

  it('the implicit filter follows the link filter rules: a non-numeric id is refused, an id counts as a filter', () => {
    const withLinks = withLinkFieldFilters(list, schema);
    expect(checkListFilters(withLinks, {})).toEqual({ key: 'search.atLeastOneFilter' });
    expect(checkListFilters(withLinks, { cuenta: '42' })).toBeNull();
    expect(checkListFilters(withLinks, { cuenta: 'x' })).toEqual({ filter: 'cuenta', key: 'search.invalidLink', args: { filter: 'Cuenta' } });
  });
});

describe('related tabs the user may read (ACC-36)', () => {
  const ui = {
    'ui:tabs': [
      { title: 'Datos', fields: ['nombre'] },
      { title: 'Tarjetas', related: { module: 'tarjeta', field: 'cuenta', columns: [], pageSize: 10 } },
      { title: 'Notas', fields: ['observaciones'], related: { module: 'nota', field: 'cuenta', columns: [], pageSize: 10 } },
    ],
  };

  it('ACC-36 drops the tab of a module the user may not read, keeps a tab’s own fields without its panel', () => {
    const shown = withReadableRelated(ui, (m) => m !== 'tarjeta' && m !== 'nota');
    expect(shown['ui:tabs']).toEqual([
      { title: 'Datos', fields: ['nombre'] },
      { title: 'Notas', fields: ['observaciones'] },
    ]);
  });

  it('returns the same ui schema when every listed module is readable', () => {
    expect(withReadableRelated(ui, () => true)).toBe(ui);
  });
});
