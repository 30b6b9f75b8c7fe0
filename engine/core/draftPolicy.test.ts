import { describe, expect, it } from 'vitest';
import { isDirty, restoredVersion, shouldOfferDraft } from './draftPolicy';

const loaded = { descripcion: 'Banco Galicia', pais: 'Argentina', direccion: { calle: 'Perón', numero: 430 } };
const draftOf = (datos: Record<string, unknown>, version: number | null = 1) => ({ savedAt: '2025-03-10T11:00:00.000Z', version, datos });

describe('draftPolicy (SHR-OP01 override)', () => {
  it('a form is dirty when a value differs from what was loaded', () => {
    expect(isDirty(loaded, { ...loaded })).toBe(false);
    expect(isDirty(loaded, { ...loaded, pais: 'Chile' })).toBe(true);
    expect(isDirty(loaded, { ...loaded, direccion: { calle: 'Perón', numero: 431 } })).toBe(true);
    expect(isDirty({}, { descripcion: 'x' })).toBe(true);
  });

  it('blank values, key order and keys without value are not changes', () => {
    expect(
      isDirty(loaded, { pais: 'Argentina', descripcion: 'Banco Galicia', direccion: { numero: 430, calle: 'Perón', piso: '' }, localidad: undefined }),
    ).toBe(false);
    expect(isDirty({ localidad: null }, { localidad: '' })).toBe(false);
    expect(isDirty({}, { direccion: {} })).toBe(false);
    expect(isDirty({ direccion: { piso: null } }, {})).toBe(false);
  });

  it('arrays compare item by item, their blank items included, and a shared subtree is the same', () => {
    const pasajeros = [{ nombre: 'Ana' }, { nombre: 'Luis', dni: '' }];
    expect(isDirty({ pasajeros }, { pasajeros })).toBe(false);
    expect(isDirty({ pasajeros }, { pasajeros: [{ nombre: 'Ana' }, { nombre: 'Luis' }] })).toBe(false);
    expect(isDirty({ pasajeros }, { pasajeros: [{ nombre: 'Ana' }] })).toBe(true);
    expect(isDirty({ pasajeros }, { pasajeros: [{ nombre: 'Ana' }, { nombre: 'Luisa' }] })).toBe(true);
    expect(isDirty({ lista: [null, 'a'] }, { lista: ['', 'a'] })).toBe(false);
    expect(isDirty({ lista: [] }, {})).toBe(true);
    expect(isDirty({ n: 0 }, { n: '0' })).toBe(true);
  });

  it('offers a draft only when it would change the form', () => {
    expect(shouldOfferDraft(null, loaded)).toBe(false);
    expect(shouldOfferDraft(draftOf({ ...loaded }), loaded)).toBe(false);
    expect(shouldOfferDraft(draftOf({ ...loaded, localidad: 'Luján' }), loaded)).toBe(true);
    expect(shouldOfferDraft(draftOf({ descripcion: 'Banco Nuevo' }, null), {})).toBe(true);
  });

  it('a restored draft saves against the version its edits started from', () => {
    expect(restoredVersion(draftOf({}, 3), 3)).toBe(3);
    // Someone saved since: the older version makes the save meet the 409 conflict.
    expect(restoredVersion(draftOf({}, 2), 4)).toBe(2);
    expect(restoredVersion(draftOf({}, null), 4)).toBe(4);
    expect(restoredVersion(draftOf({}, null), undefined)).toBeUndefined();
  });
});
