import { describe, expect, it } from 'vitest';
import { fillPath, returnPathOf, safeReturnPath, tabIndexByTitle, tabIndexOf } from './returnTo';

describe('return to the caller and open a tab (CON-04, CON-OP02, CON-OP12)', () => {
  it('CON-OP12 only a path of this app is a return path', () => {
    expect(safeReturnPath('/cuenta/formulario/5?solapa=Contactos')).toBe('/cuenta/formulario/5?solapa=Contactos');
    for (const raw of ['https://evil.example', '//evil.example/x', '/\\evil', 'cuenta/5', '', null, undefined, '/a\nb']) expect(safeReturnPath(raw)).toBeNull();
  });

  it("CON-OP02 fills a template's path params and keeps its query; a missing param gives none", () => {
    expect(fillPath('/cuenta/formulario/:cuenta?solapa=Contactos', { cuenta: 12 })).toBe('/cuenta/formulario/12?solapa=Contactos');
    expect(fillPath('/x/:a/:b', { a: 'uno dos', b: 2 })).toBe('/x/uno%20dos/2');
    expect(fillPath('/cuenta/formulario/:cuenta', {})).toBeNull();
  });

  it("CON-OP12 the caller's `volver` first, then the screen's returnTo for a record created at a createWith path, else none", () => {
    const returnTo = '/cuenta/formulario/:cuenta?solapa=Contactos';
    expect(returnPathOf('?volver=%2Fcontactos', returnTo, { cuenta: '7' })).toBe('/contactos');
    expect(returnPathOf('', returnTo, { cuenta: '7' })).toBe('/cuenta/formulario/7?solapa=Contactos');
    // Created at the plain create path (no params): stays on the new record.
    expect(returnPathOf('', returnTo, undefined)).toBeNull();
    expect(returnPathOf('', undefined, { cuenta: '7' })).toBeNull();
    expect(returnPathOf('?volver=https://evil.example', undefined, undefined)).toBeNull();
  });

  it('CON-04 `?solapa=` picks a tab by its title, ignoring accents and case', () => {
    const titles = ['Datos generales', 'Vinculaciones', 'Contactos', 'Preferencias del pasajero'];
    expect(tabIndexOf(titles, '?solapa=Contactos')).toBe(2);
    expect(tabIndexOf(titles, '?solapa=preferencias%20DEL%20pasajero')).toBe(3);
    expect(tabIndexOf(titles, '?solapa=Vinculaciónes')).toBe(1);
    expect(tabIndexByTitle(titles, 'contactos')).toBe(2);
    expect(tabIndexByTitle(titles, null)).toBe(-1);
    expect(tabIndexOf(titles, '?solapa=Otra')).toBe(-1);
    expect(tabIndexOf(titles, '')).toBe(-1);
  });
});
