import { describe, expect, it } from 'vitest';
import { capWarning, listCapOf } from './listCap';

const list = { cap: 100, capMessage: 'search.capContacts' };

describe('listCapOf', () => {
  it("CON-11 the module's cap and message apply when the screen declares none", () => {
    expect(listCapOf(list)).toEqual({ cap: 100, messageKey: 'search.capContacts' });
    expect(listCapOf(list, {})).toEqual({ cap: 100, messageKey: 'search.capContacts' });
    expect(capWarning(listCapOf(list))).toBe('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.');
  });

  it("ACT-10 / CON-40 a screen's own cap comes with its own message, never the module's (another number)", () => {
    expect(capWarning(listCapOf(list, { cap: 50, capMessage: 'search.capActivities' }))).toBe(
      'Se mostraron 50 resultados, existen más disponibles refinando la búsqueda',
    );
    expect(capWarning(listCapOf(list, { cap: 999, capMessage: 'search.capExternalContacts' }))).toBe(
      'Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.',
    );
    expect(listCapOf(list, { cap: 20 })).toEqual({ cap: 20, messageKey: 'search.capReached' });
    expect(capWarning(listCapOf(list, { cap: 20 }))).toBe('Se mostraron 20 resultados, existen más disponibles refinando la búsqueda.');
  });

  it('OPP-11 a screen may change only the message of the module cap', () => {
    expect(capWarning(listCapOf({ cap: 100 }, { capMessage: 'search.capOpportunities' }))).toBe(
      'Se mostraron 100 resultados, existen más disponibles refinando la búsqueda',
    );
    expect(capWarning(listCapOf({ cap: 100 }))).toBe('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.');
  });
});
