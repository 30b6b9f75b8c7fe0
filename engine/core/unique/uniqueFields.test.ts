import { describe, expect, it } from 'vitest';
import { holdsUniqueClaim, uniqueClaim, uniqueClaimIn, uniqueFields, uniqueKey, uniqueMessage, uniqueScopeOf } from './uniqueFields';

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

  it('x-unique.per: a value is unique among the records sharing the scope fields only (a room number within its hotel)', () => {
    const [habitacion] = uniqueFields({
      properties: { numero: { type: 'string', 'x-unique': { ignoreCase: true, per: 'hotel' } }, hotel: { type: 'integer' } },
    });
    expect(habitacion).toEqual({ field: 'numero', ignoreCase: true, ignoreAccents: false, per: ['hotel'] });
    // Same number, other hotel: two different claims; same hotel (its id as number or text): one claim.
    expect(uniqueClaim(habitacion, { numero: '101A', hotel: 1 })).not.toBe(uniqueClaim(habitacion, { numero: '101a', hotel: 2 }));
    expect(uniqueClaim(habitacion, { numero: '101A', hotel: 1 })).toBe(uniqueClaim(habitacion, { numero: ' 101a ', hotel: '1' }));
    // A record without a hotel shares the group of the records without one.
    expect(uniqueClaim(habitacion, { numero: '7' })).toBe(uniqueClaim(habitacion, { numero: '7', hotel: null }));
    expect(uniqueClaim(habitacion, { numero: '', hotel: 1 })).toBeNull();
    // The form's question carries its record's scope and finds the same claim.
    expect(uniqueScopeOf(habitacion, { numero: '101A', hotel: 1, otro: 'x' })).toEqual({ hotel: 1 });
    expect(uniqueClaimIn(habitacion, '101a', { hotel: 1 })).toBe(uniqueClaim(habitacion, { numero: '101A', hotel: 1 }));
    // Without per, the claim is the compared value itself.
    const [iata] = uniqueFields(schema).filter((s) => s.field === 'iata');
    expect(uniqueClaim(iata, { iata: ' AR ' })).toBe('AR');
    expect(uniqueScopeOf(iata, { iata: 'AR' })).toBeUndefined();
  });
});
