import { describe, expect, it } from 'vitest';
import { applyDerived, deriveValue, initialTouched, nextTouched, settleDerived, undecidedDerived, waitingDerived } from './derivedFields';
import { derivedPartProblems, type PartText } from './derivedParts';
import { formAnnotationProblems } from './checkFormAnnotations';

// Opportunity name = account name + destination (OPP): the account is a link (an id), the destination a combo code.
const nombre = {
  from: ['cuenta', 'destino'],
  template: '{cuentaNombre} - {destinoDescripcion}',
  parts: { cuentaNombre: { field: 'cuenta', text: 'linkName' }, destinoDescripcion: { field: 'destino', text: 'description' } },
} as const;
const schema = { properties: { cuenta: { 'x-link': { kind: 'cuenta' } }, destino: { 'x-combo': 'destinos' }, nombre: { 'x-derived': nombre } } };

const names: Record<number, string> = { 7: 'Acme Viajes', 8: 'Turismo Sur' };
const destinos: Record<string, string> = { BRC: 'Bariloche', IGR: 'Iguazú' };
/** Every text known; unknown codes have none. */
const loaded: PartText = (part, value) => (part.text === 'linkName' ? (names[Number(value)] ?? null) : (destinos[String(value)] ?? null));
/** The linked record's name still loading. */
const nameLoading: PartText = (part, value) => (part.text === 'linkName' ? undefined : loaded(part, value));

describe('derivation parts: a combo description and a linked record name (x-derived parts)', () => {
  it('OPP a name is built from the account name and the destination description, not from the id and the code', () => {
    expect(deriveValue(nombre, { cuenta: 7, destino: 'BRC' }, loaded)).toBe('Acme Viajes - Bariloche');
    expect(deriveValue(nombre, { destino: 'IGR' }, loaded)).toBe('Iguazú');
    expect(deriveValue(nombre, { cuenta: 8 }, loaded)).toBe('Turismo Sur');
  });

  it('a part without a text (failed load, unknown code) shows the raw value; without texts at all every part does', () => {
    expect(deriveValue(nombre, { cuenta: 99, destino: 'XXX' }, loaded)).toBe('99 - XXX');
    expect(deriveValue(nombre, { cuenta: 7, destino: 'BRC' })).toBe('7 - BRC');
  });

  it('waits (undefined) while a text of a non-empty source is loading; an empty source needs no text', () => {
    expect(deriveValue(nombre, { cuenta: 7, destino: 'BRC' }, nameLoading)).toBeUndefined();
    expect(deriveValue(nombre, { destino: 'BRC' }, nameLoading)).toBe('Bariloche');
  });

  it('follows while untouched; a waiting derivation leaves the field as it is until its text arrives', () => {
    expect(applyDerived<Record<string, unknown>>(schema, { cuenta: 7, destino: 'BRC' }, new Set(), loaded).nombre).toBe('Acme Viajes - Bariloche');
    const waiting = { cuenta: 8, destino: 'BRC', nombre: 'Bariloche' };
    expect(applyDerived(schema, waiting, new Set(), nameLoading)).toBe(waiting);
    expect([...waitingDerived(schema, waiting, new Set(), nameLoading)]).toEqual(['nombre']);
    expect([...waitingDerived(schema, waiting, new Set(), loaded)]).toEqual([]);
    expect(applyDerived(schema, waiting, new Set(), loaded).nombre).toBe('Turismo Sur - Bariloche');
  });

  it('stops following once the user edits it', () => {
    const before = { cuenta: 7, destino: 'BRC', nombre: 'Acme Viajes - Bariloche' };
    const edited = { ...before, nombre: 'Viaje de egresados' };
    const touched = nextTouched(schema, before, edited, new Set(), loaded);
    expect([...touched]).toEqual(['nombre']);
    expect(applyDerived(schema, { ...edited, destino: 'IGR' }, touched, loaded).nombre).toBe('Viaje de egresados');
  });

  it('a loaded record is undecided while its texts load, then follows when its stored name equals the derivation', () => {
    const stored = { cuenta: 7, destino: 'BRC', nombre: 'Acme Viajes - Bariloche' };
    const touched = initialTouched(schema, stored, nameLoading);
    const undecided = undecidedDerived(schema, stored, nameLoading);
    expect([...touched]).toEqual(['nombre']);
    expect([...undecided]).toEqual(['nombre']);
    expect(settleDerived(schema, stored, touched, undecided, nameLoading)).toEqual({ touched, undecided });
    const settled = settleDerived(schema, stored, touched, undecided, loaded);
    expect([...settled.touched]).toEqual([]);
    expect([...settled.undecided]).toEqual([]);
  });

  it('... and stays edited when its stored name differs', () => {
    const stored = { cuenta: 7, destino: 'BRC', nombre: 'Otro nombre' };
    const settled = settleDerived(schema, stored, initialTouched(schema, stored, nameLoading), undecidedDerived(schema, stored, nameLoading), loaded);
    expect([...settled.touched]).toEqual(['nombre']);
    expect([...settled.undecided]).toEqual([]);
  });

  it('start-up checks: a part names an existing field carrying its annotation, a known kind and no field name', () => {
    const properties = { cuenta: {}, destino: { 'x-combo': 'destinos' } };
    expect(
      derivedPartProblems(properties, '/properties/n/x-derived', {
        a: { field: 'cuenta', text: 'linkName' },
        b: { field: 'nada', text: 'description' },
        c: { field: 'destino', text: 'nombre' },
        destino: { field: 'destino', text: 'description' },
      }),
    ).toEqual([
      "/properties/n/x-derived/parts/a/field: el campo 'cuenta' no tiene x-link",
      "/properties/n/x-derived/parts/b/field: el campo 'nada' no existe",
      "/properties/n/x-derived/parts/c/text: tipo de parte desconocido 'nombre' (description, linkName)",
      '/properties/n/x-derived/parts/destino: el nombre coincide con un campo del esquema',
    ]);
    expect(formAnnotationProblems(schema, {})).toEqual([]);
    const unknownPlaceholder = { properties: { ...schema.properties, nombre: { 'x-derived': { ...nombre, template: '{cuentaNombre} {otro}' } } } };
    expect(formAnnotationProblems(unknownPlaceholder, {})).toEqual(["/properties/nombre/x-derived: el campo 'otro' no existe"]);
  });
});
