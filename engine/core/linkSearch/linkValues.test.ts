import { describe, expect, it } from 'vitest';
import { linkValues } from './linkValues';

const schema = {
  properties: {
    padre: { type: 'integer', 'x-link': { kind: 'cuenta', acyclic: true } },
    hijos: {
      type: 'array',
      'x-link-list': { search: 'cuenta' },
      items: { type: 'object', properties: { id: { type: 'integer' }, nombre: { type: 'string' } } },
    },
    direcciones: {
      type: 'array',
      'x-link-list': { principal: true },
      items: { type: 'object', properties: { id: { type: 'string' }, contacto: { type: 'integer', 'x-link': { kind: 'contacto' } } } },
    },
  },
};

describe('linkValues', () => {
  it('19-7 finds top-level links, links in rows and each live row of a search link list, with the path a problem names', () => {
    const found = linkValues(schema, { padre: 7, hijos: [{ id: 8 }, { id: 999999, eliminar: true }, { id: 9 }], direcciones: [{ id: 'AbCdE', contacto: 5 }] });
    expect(found.map((f) => [f.path, f.labelPath, f.link.kind, f.ids, f.row])).toEqual([
      ['padre', 'padre', 'cuenta', [7], false],
      ['hijos.0', 'hijos', 'cuenta', [8], true],
      ['hijos.2', 'hijos', 'cuenta', [9], true],
      ['direcciones.0.contacto', 'direcciones.0.contacto', 'contacto', [5], false],
    ]);
    expect(found[0].link.acyclic).toBe(true);
  });

  it("19-7 a row of a list without search is not a link by its id (a temporary id is the row's own)", () => {
    expect(linkValues(schema, { direcciones: [{ id: 12 }] })).toEqual([]);
  });
});
