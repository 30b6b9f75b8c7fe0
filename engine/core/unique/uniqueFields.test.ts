import { describe, expect, it } from 'vitest';
import { holdsUniqueClaim, uniqueFields, uniqueKey, uniqueMessage } from './uniqueFields';

const schema = {
  properties: {
    nombre: { type: 'string', 'x-unique': { ignoreCase: true, ignoreAccents: true } },
    iata: { type: 'string', 'x-unique': true },
    icao: { type: 'string', 'x-unique': { message: 'icaoRepetido' } },
    notas: { type: 'string', 'x-unique': false },
  },
};

describe('x-unique', () => {
  it('reads every unique field with its options', () => {
    expect(uniqueFields(schema)).toEqual([
      { field: 'nombre', ignoreCase: true, ignoreAccents: true },
      { field: 'iata', ignoreCase: false, ignoreAccents: false },
      { field: 'icao', ignoreCase: false, ignoreAccents: false, message: 'icaoRepetido' },
    ]);
  });

  it('compares trimmed values, folding case and accents only when declared', () => {
    const folded = { ignoreCase: true, ignoreAccents: true };
    const exact = { ignoreCase: false, ignoreAccents: false };
    expect(uniqueKey('  Aerolíneas   Argentinas ', folded)).toBe('aerolineas argentinas');
    expect(uniqueKey('Aerolíneas', exact)).toBe('Aerolíneas');
    expect(uniqueKey('AR', { ignoreCase: true, ignoreAccents: false })).toBe('ar');
    expect(uniqueKey('Ñandú', { ignoreCase: false, ignoreAccents: true })).toBe('Nandu');
    expect(uniqueKey(42, exact)).toBe('42');
  });

  it('never treats an empty value as a duplicate', () => {
    for (const value of [undefined, null, '', '   ', {}, []]) expect(uniqueKey(value, { ignoreCase: true, ignoreAccents: true })).toBeNull();
  });

  it("says the generic message with the label, or the module's own key", () => {
    const [nombre, , icao] = uniqueFields(schema);
    expect(uniqueMessage('aerolinea', nombre, 'Nombre')).toEqual({ key: 'validation.unique', args: { field: 'Nombre' } });
    expect(uniqueMessage('aerolinea', icao, 'Código OACI')).toEqual({ key: 'aerolinea.icaoRepetido', args: { field: 'Código OACI' } });
  });
});

describe('20 x-unique.while', () => {
  it('a record out of the declared state holds no claim', () => {
    const [spec] = uniqueFields({ properties: { email: { 'x-unique': { ignoreCase: true, while: { field: 'activo', equals: true } } } } });
    expect(spec.while).toEqual({ field: 'activo', equals: true });
    expect(holdsUniqueClaim(spec, { activo: true })).toBe(true);
    expect(holdsUniqueClaim(spec, { activo: false })).toBe(false);
    expect(holdsUniqueClaim(spec, {})).toBe(false);
    expect(holdsUniqueClaim({}, {})).toBe(true);
  });
});
