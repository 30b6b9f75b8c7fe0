import { describe, expect, it } from 'vitest';
import { derivedPartNeeds, serverDerivedValues } from './derivedFields';

const schema = {
  properties: {
    nombre: { type: 'string' },
    apellido: { type: 'string' },
    mostrarNombre: { type: 'string', 'x-derived': { from: ['apellido', 'nombre'], template: '{apellido}, {nombre}' } },
    etiqueta: { type: 'string', 'x-derived': { from: ['pais'], template: '{pais}', parts: { pais: { field: 'pais', text: 'description' } } } },
  },
};

describe('serverDerivedValues', () => {
  it('CON-05 derives an empty template field from the record (the display name an API write left out)', () => {
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández' })).toEqual({ mostrarNombre: 'Fernández, Lucía' });
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández', mostrarNombre: '' })).toEqual({ mostrarNombre: 'Fernández, Lucía' });
  });

  it('keeps a value the body gives (edited by the user) and leaves derivations that need texts of the form', () => {
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández', mostrarNombre: 'Lu Fernández', pais: 'AR' })).toEqual({});
  });

  it('an empty source drops its placeholder; nothing to derive gives nothing', () => {
    expect(serverDerivedValues(schema, { apellido: 'Fernández' })).toEqual({ mostrarNombre: 'Fernández' });
    expect(serverDerivedValues(schema, {})).toEqual({});
  });
});

describe('serverDerivedValues with part texts (issue 21-2)', () => {
  const fee = {
    properties: {
      tipo: { type: 'string', 'x-combo': 'tiposFee' },
      cuenta: { type: 'integer', 'x-link': { kind: 'cuenta' } },
      nombre: {
        type: 'string',
        'x-derived': {
          from: ['tipo', 'cuenta'],
          template: '{tipoTexto} - {cuentaNombre}',
          parts: { tipoTexto: { field: 'tipo', text: 'description' }, cuentaNombre: { field: 'cuenta', text: 'linkName' } },
        },
      },
    },
  };
  const texts: Record<string, string> = { EMI: 'Emisión', 16: 'Viajes del Litoral' };
  const textOf = (_part: unknown, value: unknown) => texts[String(value)] ?? null;

  it('21-2 FEE-05 an empty derived name is built from the combo descriptions and the linked record’s name the server read', () => {
    expect(derivedPartNeeds(fee, { tipo: 'EMI', cuenta: 16 })).toEqual([
      { text: 'description', combo: 'tiposFee', value: 'EMI' },
      { text: 'linkName', kind: 'cuenta', value: 16 },
    ]);
    expect(serverDerivedValues(fee, { tipo: 'EMI', cuenta: 16 }, textOf)).toEqual({ nombre: 'Emisión - Viajes del Litoral' });
    // A text not found stands as the raw value, as the form shows it.
    expect(serverDerivedValues(fee, { tipo: 'XXX' }, textOf)).toEqual({ nombre: 'XXX' });
  });

  it('21-2 a name the body gives is kept, and asks for no text', () => {
    expect(derivedPartNeeds(fee, { tipo: 'EMI', nombre: 'Mío' })).toEqual([]);
    expect(serverDerivedValues(fee, { tipo: 'EMI', nombre: 'Mío' }, textOf)).toEqual({});
  });
});
