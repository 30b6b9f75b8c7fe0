import { describe, expect, it } from 'vitest';
import { createPathFor, listScreenAt, unknownFixedParams } from './listScreenAt';

const area = { path: '/admin/permisos/gestion/:area', fixedFilters: { area: ':area', vigente: 'true' } };
const form = {
  paths: {
    create: '/admin/permisos/formulario',
    edit: '/admin/permisos/gestion/:area/formulario/:id',
    createWith: ['/admin/permisos/gestion/:area/formulario'],
  },
};

describe('list screens whose path has params (ADM-11)', () => {
  it('ADM-11 a list opened at /admin/permisos/gestion/banco lists the banco area: path filled, the fixed filter that names :area resolved', () => {
    expect(listScreenAt(area, { area: 'banco' })).toEqual({ path: '/admin/permisos/gestion/banco', fixedFilters: { area: 'banco', vigente: 'true' } });
  });

  it('ADM-12 the generic list by type resolves its own param; a screen without params is itself', () => {
    expect(listScreenAt({ path: '/admin/permisos/gestion/tipo/:area', fixedFilters: { area: ':area' } }, { area: 'reportes' }).fixedFilters).toEqual({
      area: 'reportes',
    });
    const plain = { path: '/herramientas/abm/bancos' };
    expect(listScreenAt(plain, {})).toBe(plain);
  });

  it('ADM-11 a missing param leaves the screen as declared; a param value is URL-encoded in the path', () => {
    expect(listScreenAt(area, {})).toBe(area);
    expect(listScreenAt(area, { area: 'a b' }).path).toBe('/admin/permisos/gestion/a%20b');
  });

  it('ADM-11 "Nuevo" creates at the createWith path the list params fill, else at the plain create path', () => {
    expect(createPathFor(form, { area: 'tarjetas' })).toBe('/admin/permisos/gestion/tarjetas/formulario');
    expect(createPathFor(form, {})).toBe('/admin/permisos/formulario');
    expect(createPathFor({ paths: { create: '/x', edit: '/x/:id' } }, { area: 'banco' })).toBe('/x');
  });

  it('ADM-11 the config check names a fixed filter whose param the path lacks', () => {
    expect(unknownFixedParams(area)).toEqual([]);
    expect(unknownFixedParams({ path: '/admin/permisos', fixedFilters: { area: ':area', tipo: 'x' } })).toEqual(['area']);
  });
});
