import { describe, expect, it } from 'vitest';
import type { ListScreenConfig } from './screenConfig';
import { isListHref, listReturnPath, recordEntryState } from './listReturn';

const list = {
  id: 'cuentas.lista',
  kind: 'list',
  path: '/listaCuentas',
  recordPath: '/listaCuentas/:id',
  module: 'cuenta',
  title: 'Cuentas',
  columns: [],
  pageSize: 25,
} as unknown as ListScreenConfig;

describe('21 Volver returns to the list as the user left it', () => {
  it('21 ACC-OP01 a record opened from a searched list goes back to that search, sort and page', () => {
    const from = '/listaCuentas?nombre=viajes&orden=nombre&dir=desc&pagina=3';
    expect(listReturnPath(list, { lista: from }, 42)).toBe(from);
    expect(listReturnPath(list, { lista: '/listaCuentas/42' }, 42)).toBe('/listaCuentas/42');
  });

  it('21 ACC-OP01 without a list in the entry (a typed URL) it goes back to the list at the record', () => {
    expect(listReturnPath(list, null, 42)).toBe('/listaCuentas/42');
    expect(listReturnPath(list, { solapa: 'Contactos' })).toBe('/listaCuentas');
  });

  it('21 an entry naming another screen or another site is ignored', () => {
    for (const lista of ['/contactos?nombre=x', '//evil.example/listaCuentas', 'https://evil.example/listaCuentas', '/listaCuentas/1/2', 42]) {
      expect(listReturnPath(list, { lista }, 7)).toBe('/listaCuentas/7');
    }
    expect(isListHref(list, '/listaCuentas?x=1#a')).toBe(true);
    expect(isListHref({ path: '/tarjetas' }, '/tarjetas/3')).toBe(false);
  });

  it('21 keeps only string fields of the entry state', () => {
    expect(recordEntryState({ lista: '/a', solapa: 'Notas', otro: 1 })).toEqual({ lista: '/a', solapa: 'Notas' });
    expect(recordEntryState({ lista: 3, solapa: null })).toEqual({});
    expect(recordEntryState('x')).toEqual({});
  });
});
