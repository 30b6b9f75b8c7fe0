import { describe, expect, it } from 'vitest';
import { hidingUnreadableLinks, unreadableLinkFields } from './unreadableLinks';

const properties = {
  cuenta: { type: 'integer', 'x-link': { kind: 'cuenta', owner: true } },
  oportunidad: { type: 'integer', 'x-link': { kind: 'oportunidad' } },
  contacto: { type: 'integer', 'x-link': { kind: 'contacto' } },
  nombre: { type: 'string' },
} as never;

describe('unreadableLinkFields', () => {
  it("COP-OP02 a token's passenger form hides the contact link (a module it may not read, no name told) and keeps the account and opportunity, whose names the session told", () => {
    const told = new Set([16, 57]);
    const hidden = unreadableLinkFields(
      properties,
      { cuenta: 16, oportunidad: 57, contacto: 50 },
      () => false,
      (id) => told.has(id),
    );
    expect(hidden).toEqual(['contacto']);
    expect(
      unreadableLinkFields(
        properties,
        { cuenta: 16, oportunidad: 57 },
        () => false,
        (id) => told.has(id),
      ),
    ).toEqual(['contacto']);
  });
  it('staff, who may read the linked modules, see every link', () => {
    expect(
      unreadableLinkFields(
        properties,
        { cuenta: 16, contacto: 50 },
        () => true,
        () => false,
      ),
    ).toEqual([]);
  });
  it('hides the fields through the ui schema, keeping their other options', () => {
    expect(hidingUnreadableLinks({ contacto: { 'ui:placeholder': 'x' } }, ['contacto'])).toEqual({
      contacto: { 'ui:placeholder': 'x', 'ui:widget': 'hidden' },
    });
    const ui = { nombre: {} };
    expect(hidingUnreadableLinks(ui, [])).toEqual(ui);
  });
});
