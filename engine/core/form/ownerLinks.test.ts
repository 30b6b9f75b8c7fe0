import { describe, expect, it } from 'vitest';
import { ownerLinkFields, unusedOwnerLinks } from './ownerLinks';

const schema = {
  properties: {
    cuenta: { type: 'integer', 'x-link': { kind: 'cuenta', owner: true } },
    proveedor: { type: 'integer', 'x-link': { kind: 'proveedor', owner: true } },
    banco: { type: 'integer', 'x-link': { kind: 'banco' } },
    nombre: { type: 'string' },
  },
};

describe('owner links (NOT-02, CRD-03)', () => {
  it('CRD-03 lists the owner links only', () => {
    expect(ownerLinkFields(schema)).toEqual(['cuenta', 'proveedor']);
  });

  it('CRD-03 NOT-02 with one owner set (or fixed by the route), the others are hidden; with none or two, none', () => {
    expect(unusedOwnerLinks(schema, { cuenta: 4 })).toEqual(['proveedor']);
    expect(unusedOwnerLinks(schema, {}, ['proveedor'])).toEqual(['cuenta']);
    expect(unusedOwnerLinks(schema, {})).toEqual([]);
    expect(unusedOwnerLinks(schema, { cuenta: 4, proveedor: 2 })).toEqual([]);
  });
});
