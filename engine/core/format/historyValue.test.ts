import { describe, expect, it } from 'vitest';
import { historyValueLines, readsTheSame } from './historyValue';

const direcciones = {
  type: 'array',
  'x-link-list': { columns: ['tipo', 'direccion'] },
  items: {
    type: 'object',
    properties: {
      tipo: { type: 'string', title: 'Tipo', oneOf: [{ const: 'legal', title: 'Legal' }] },
      direccion: { type: 'string', title: 'Dirección' },
      principal: { type: 'boolean', title: 'Principal' },
    },
  },
};
const combos = new Map([['paises', new Map([['AR', 'Argentina']])]]);

describe('21 history values as a person reads them', () => {
  it('21 an empty value has no line (the panel shows —)', () => {
    for (const value of [null, undefined, '', []]) expect(historyValueLines(value, undefined)).toEqual([]);
  });

  it('21 SHR-01 scalars read as lists show them: Sí/No, dd/mm/aaaa, choice titles, amounts through the money mask', () => {
    expect(historyValueLines(true, { type: 'boolean' })).toEqual(['Sí']);
    expect(historyValueLines('1990-02-28', { type: 'string', format: 'date' })).toEqual(['28/02/1990']);
    expect(
      historyValueLines(2, {
        type: 'integer',
        oneOf: [
          { const: 1, title: 'Prospect' },
          { const: 2, title: 'Activa' },
        ],
      }),
    ).toEqual(['Activa']);
    expect(historyValueLines(1500.5, { type: 'number', 'x-mask': 'moneda' })).toEqual(['1,500.50']);
  });

  it('21 a combo code reads as its description; an unknown code as itself', () => {
    expect(historyValueLines('AR', { type: 'string', 'x-combo': 'paises' }, { combos })).toEqual(['Argentina']);
    expect(historyValueLines(['AR', 'UY'], { type: 'array', items: { type: 'string', 'x-combo': 'paises' } }, { combos })).toEqual(['Argentina, UY']);
  });

  it("21 a link id reads as the linked record's name where the caller has it", () => {
    const linkNames = { padre: { '7': 'Grupo Sur' } };
    expect(historyValueLines(7, { type: 'integer', 'x-link': { kind: 'cuenta' } }, { linkNames }, 'padre')).toEqual(['Grupo Sur']);
    expect(historyValueLines(8, { type: 'integer', 'x-link': { kind: 'cuenta' } }, { linkNames }, 'padre')).toEqual(['8']);
  });

  it("21 a list of objects reads one line per item, labelled, the link list's columns first, no JSON nor internal keys", () => {
    const value = [
      { huella: 'abc123', principal: true, direccion: 'Corrientes 1234, CABA', tipo: 'legal' },
      { id: 4, tipo: 'legal', direccion: 'Mitre 10' },
    ];
    const lines = historyValueLines(value, direcciones);
    expect(lines).toEqual(['Tipo: Legal · Dirección: Corrientes 1234, CABA · Principal: Sí', 'Tipo: Legal · Dirección: Mitre 10']);
    for (const line of lines) expect(line).not.toMatch(/[{}"]|huella|abc123/);
  });

  it('21 an object field reads as its labelled parts; a nested date is formatted', () => {
    const property = {
      type: 'object',
      properties: { desde: { type: 'string', title: 'Desde', format: 'date' }, importe: { type: 'number', title: 'Importe', 'x-mask': 'moneda' } },
    };
    expect(historyValueLines({ importe: 10, desde: '2026-01-31' }, property)).toEqual(['Desde: 31/01/2026 · Importe: 10.00']);
  });

  it("21 a change only of internal keys (a picked address's suggestion id) reads the same before and after", () => {
    const before = [{ tipo: 'legal', direccion: 'Mitre 10', direccionId: 'v1.aaa' }];
    const after = [{ tipo: 'legal', direccion: 'Mitre 10', direccionId: 'v1.bbb', id: 9 }];
    expect(readsTheSame(before, after, direcciones)).toBe(true);
    expect(readsTheSame(before, [{ tipo: 'legal', direccion: 'Mitre 12' }], direcciones)).toBe(false);
  });
});
