/**
 * The access probe's judgement (scripts/probeAccess/classify.ts, oracle.ts; `npm run probe-access`):
 * what counts as a leak, a refusal that stored something, and how the table counts; and the
 * oracle's extension to token-mode sessions and callers without a session.
 */
import { describe, expect, it } from 'vitest';
import { count, emptyTally, failed, formatTable, marksIn, readLeaks, saysYes, total, writeLeaks } from '../../scripts/probeAccess/classify';
import { mayAskModule, mayRead, mayWrite, type Caller } from '../../scripts/probeAccess/oracle';
import type { ModuleConfig } from '../../engine/core/screenConfig';

const fuera = { text: 'Sentinela 1a2b fuera', what: 'contacto/fuera' };
const card = { text: '4111111111111111', what: 'tarjeta/fuera numero en claro' };

describe('probe-access: read answers', () => {
  it('a 2xx answer holding a text of a record out of reach is a leak; a refusal holding it is not', () => {
    expect(readLeaks({ status: 200, body: `{"datos":[{"nombre":"${fuera.text}"}]}`, hidden: [fuera] })).toEqual(['muestra contacto/fuera']);
    expect(readLeaks({ status: 403, body: fuera.text, hidden: [fuera] })).toEqual([]);
    expect(readLeaks({ status: 200, body: '{"datos":[]}', hidden: [fuera, card] })).toEqual([]);
  });

  it('a 2xx about one record the caller may not read is a leak even without its text (its history)', () => {
    expect(readLeaks({ status: 200, body: '[]', hidden: [], record: { what: 'tarjeta/fuera', readable: false } })).toEqual([
      'responde 200 sobre tarjeta/fuera, fuera de su alcance',
    ]);
    expect(readLeaks({ status: 404, body: '', hidden: [], record: { what: 'tarjeta/fuera', readable: false } })).toEqual([]);
    expect(readLeaks({ status: 200, body: '[]', hidden: [], record: { what: 'tarjeta/dentro', readable: true } })).toEqual([]);
  });

  it('a yes/no look-up that confirms a value only a record out of reach holds is a leak; a no is not', () => {
    expect(saysYes('{"existe":true}')).toBe(true);
    expect(saysYes('{"existe":false}')).toBe(false);
    expect(saysYes('{"coincidencias":[{"id":3}]}')).toBe(true);
    expect(saysYes('{"coincidencias":[]}')).toBe(false);
    expect(saysYes('no es json')).toBe(false);
    expect(readLeaks({ status: 200, body: '{"existe":true}', hidden: [], lookupOf: 'contacto/fuera' })).toEqual([
      'confirma un valor de contacto/fuera, fuera de su alcance',
    ]);
    expect(readLeaks({ status: 200, body: '{"existe":false}', hidden: [], lookupOf: 'contacto/fuera' })).toEqual([]);
  });

  it('finds only the marks the body holds, never an empty one', () => {
    expect(marksIn(`a ${card.text} b`, [fuera, card, { text: '', what: 'vacío' }])).toEqual([card]);
  });
});

describe('probe-access: write answers', () => {
  const base = { body: '{}', hidden: [], what: 'tarjeta/fuera' };
  it('a 2xx write the caller may not make, or that leaves the record out of their reach, is a leak', () => {
    expect(writeLeaks({ ...base, status: 200, mayBefore: false })).toEqual(['escritura 200 sobre tarjeta/fuera, que no puede escribir']);
    expect(writeLeaks({ ...base, status: 200, mayBefore: true, mayAfter: false })).toEqual(['escritura 200 deja tarjeta/fuera fuera de su alcance']);
    expect(writeLeaks({ ...base, status: 201, mayBefore: true, mayAfter: true })).toEqual([]);
  });

  it('a refused write is a leak only when the admin reads a change afterwards (issue 19, defect 1)', () => {
    expect(writeLeaks({ ...base, status: 403, mayBefore: true, storedAfterRefusal: true })).toEqual([
      'escritura rechazada (403) sobre tarjeta/fuera, pero guardó un cambio',
    ]);
    expect(writeLeaks({ ...base, status: 403, mayBefore: false, storedAfterRefusal: false })).toEqual([]);
    expect(writeLeaks({ ...base, status: 400, mayBefore: true })).toEqual([]);
  });

  it('a 2xx write whose answer shows a text out of reach is a leak', () => {
    expect(writeLeaks({ ...base, status: 200, mayBefore: true, mayAfter: true, body: fuera.text, hidden: [fuera] })).toEqual([
      'la respuesta muestra contacto/fuera',
    ]);
  });
});

describe('probe-access: counting', () => {
  it('counts 2xx, 4xx, 5xx, leaks and blank pages per caller, sums them, and fails on any leak, 5xx or blank page', () => {
    const staff = emptyTally();
    count(staff, 200, 0);
    count(staff, 403, 0);
    count(staff, 503, 0);
    count(staff, 200, 2);
    const screens = emptyTally();
    count(screens, 0, 0, true);
    expect(staff).toEqual({ cells: 4, ok2xx: 2, refused4xx: 1, leaks: 2, errors5xx: 1, blank: 0 });
    expect(total([staff, screens])).toEqual({ cells: 5, ok2xx: 2, refused4xx: 1, leaks: 2, errors5xx: 1, blank: 1 });
    expect(failed(emptyTally())).toBe(false);
    expect(failed(screens)).toBe(true);
    const table = formatTable(new Map([['staff', staff]])).split('\n');
    expect(table[0]).toMatch(/^quién +celdas +2xx +4xx +fugas +5xx +en blanco$/);
    expect(table[2]).toMatch(/^staff +4 +2 +1 +2 +1 +0$/);
    expect(table.at(-1)).toMatch(/^total +4 +2 +1 +2 +1 +0$/);
  });
});

describe('probe-access: the oracle beyond the demo users', () => {
  const pasajeros: ModuleConfig = {
    access: { read: { anyOf: [{ role: 'ROLE_CONTACTOS' }, { token: true }] }, write: { anyOf: [{ role: 'ROLE_CONTACTOS' }, { token: true }] } },
    recordScope: { exempt: { anyOf: [{ role: 'ROLE_AT' }] }, ownerField: 'cuenta', token: { oportunidad: 'oportunidad' } },
  } as unknown as ModuleConfig;
  const trip: Caller = { name: 'demo-pasajeros', bearer: 'x', token: { cuenta: '16', oportunidad: 57 } };
  const general: Caller = { name: 'demo-vigente', bearer: 'y', token: { cuenta: null, oportunidad: null } };
  const expired: Caller = { name: 'demo-expirado', bearer: 'z' };
  const record = (cuenta: string, oportunidad: number) => ({ datos: { cuenta: Number(cuenta), oportunidad }, linked: {}, owner: cuenta });

  it("a token reads and writes only its account's records of its trip, in a module open to tokens", () => {
    expect(mayRead(trip, pasajeros, record('16', 57), 1)).toBe(true);
    expect(mayWrite(trip, pasajeros, record('16', 57), 1)).toBe(true);
    expect(mayRead(trip, pasajeros, record('16', 58), 1)).toBe(false);
    expect(mayRead(trip, pasajeros, record('17', 57), 1)).toBe(false);
    const closed = { ...pasajeros, recordScope: undefined } as unknown as ModuleConfig;
    expect(mayRead(trip, closed, record('16', 57), 1)).toBe(false);
  });

  it('a token without an account, an expired token and no session reach nothing', () => {
    for (const caller of [general, expired, { name: 'sin token' }]) {
      expect(mayAskModule(caller, pasajeros)).toBe(false);
      expect(mayRead(caller, pasajeros, record('16', 57), 1)).toBe(false);
    }
  });

  it('a demo user is judged by the hand-kept table: scoped to their agency unless exempt', () => {
    const externo: Caller = { name: 'externo', holder: { roles: ['ROLE_CONTACTOS'], areas: {}, account: '16' } };
    const staff: Caller = { name: 'staff', holder: { roles: ['ROLE_AT', 'ROLE_CONTACTOS'], areas: {} } };
    expect(mayRead(externo, pasajeros, record('16', 1), 1)).toBe(true);
    expect(mayRead(externo, pasajeros, record('17', 1), 1)).toBe(false);
    expect(mayRead(staff, pasajeros, record('17', 1), 1)).toBe(true);
  });
});
