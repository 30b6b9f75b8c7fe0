import { describe, expect, it } from 'vitest';
import { assertLinkListAnnotations, linkListAnnotationProblems } from './linkListAnnotationProblems';

const items = { type: 'object', properties: { tipo: { type: 'string' }, direccion: { type: 'string' }, principal: { type: 'boolean' } } };
const list = (annotation: Record<string, unknown>, itemSchema: Record<string, unknown> = items) => ({
  properties: { direcciones: { type: 'array', 'x-link-list': annotation, items: itemSchema } },
});

describe('linkListAnnotationProblems', () => {
  it('accepts a sound annotation', () => {
    expect(linkListAnnotationProblems(list({ principal: true, legalDefault: { field: 'tipo', value: 'legal' }, columns: ['tipo', 'direccion'] }))).toEqual([]);
    expect(linkListAnnotationProblems({ properties: { nombre: { type: 'string' } } })).toEqual([]);
  });

  it('names the JSON path of every item field the annotation names and the items lack', () => {
    expect(
      linkListAnnotationProblems(list({ principalPerType: 'clase', legalDefault: { field: 'categoria', value: 'legal' }, columns: ['tipo', 'calle'] })),
    ).toEqual([
      "/properties/direcciones/x-link-list/columns/1: el campo 'calle' no existe en los elementos de la lista",
      "/properties/direcciones/x-link-list/legalDefault/field: el campo 'categoria' no existe en los elementos de la lista",
      "/properties/direcciones/x-link-list/principalPerType: el campo 'clase' no existe en los elementos de la lista",
    ]);
    expect(linkListAnnotationProblems(list({ principal: true }, { type: 'object', properties: { tipo: { type: 'string' } } }))).toEqual([
      "/properties/direcciones/items/properties: el campo 'principal' no existe en los elementos de la lista",
    ]);
  });

  it('BAC-04 checks computed columns: the fields they read exist and the display is registered', () => {
    expect(
      linkListAnnotationProblems(
        list({
          columns: [
            { label: 'Nombre', display: 'bankAccountName', from: ['direccion', 'tipo'] },
            { field: 'tipo', label: 'Clase' },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      linkListAnnotationProblems(list({ columns: [{ label: 'Nombre', display: 'nombreDeCuenta', from: ['cuenta', 'tipo'] }, { field: 'calle' }] })),
    ).toEqual([
      "/properties/direcciones/x-link-list/columns/0/from/0: el campo 'cuenta' no existe en los elementos de la lista",
      "/properties/direcciones/x-link-list/columns/1/field: el campo 'calle' no existe en los elementos de la lista",
      "/properties/direcciones/x-link-list/columns/0/display: la presentación 'nombreDeCuenta' no está registrada",
    ]);
  });

  it('refuses a list that is not an array of objects, and items that forbid the engine flags', () => {
    expect(linkListAnnotationProblems({ properties: { notas: { type: 'string', 'x-link-list': {} } } })).toEqual([
      '/properties/notas/x-link-list: una lista vinculada debe ser un array de objetos',
    ]);
    expect(linkListAnnotationProblems(list({}, { ...items, additionalProperties: false }))).toEqual([
      '/properties/direcciones/items/additionalProperties: debe admitir las marcas del motor (id, nuevo, editar, eliminar)',
    ]);
  });

  it('throws at registration naming the module and the paths', () => {
    expect(() => assertLinkListAnnotations('prueba', list({ columns: ['calle'] }))).toThrow(
      /schemas\/prueba: listas vinculadas inválidas\n {2}- \/properties\/direcciones\/x-link-list\/columns\/0/,
    );
  });
});
