import { describe, expect, it } from 'vitest';
import type { JsonSchemaProperty } from '../moduleSchema';
import { hasLiteReply, liteDatos, liteFields } from './liteReply';

const links = {
  contacto: {
    module: 'contacto',
    columns: [
      { field: 'mostrarNombre', label: 'Nombre' },
      { field: 'documento', label: 'Documento' },
    ],
    cap: 100,
  },
  pasajero: {
    module: 'contacto',
    noun: 'contacto',
    columns: [
      { field: 'mostrarNombre', label: 'Nombre' },
      { field: 'email', label: 'Email' },
    ],
    cap: 100,
  },
  cuenta: { module: 'cuenta', columns: [{ field: 'mostrarNombre', label: 'Nombre' }], cap: 100 },
};

describe('the light list reply (CON-08 lite)', () => {
  it('CON-08 takes the columns of every link modal that searches the module, once each', () => {
    expect(liteFields(links, 'contacto')).toEqual(['mostrarNombre', 'documento', 'email']);
    expect(liteFields(links, 'banco')).toEqual([]);
    expect(liteFields(undefined, 'contacto')).toEqual([]);
  });

  it("CON-08 LNK-32 LNK-34 adds what a pick of those kinds reads: prefill sources, checked and filtered fields, a search list's columns", () => {
    const schemas: Array<{ properties: Record<string, JsonSchemaProperty> }> = [
      {
        properties: {
          contacto: {
            type: 'integer',
            'x-link': {
              kind: 'pasajero',
              prefill: [
                { from: 'telefono', to: 'telefono' },
                { from: 'email', to: 'email' },
              ],
              checks: [{ check: 'sameAccount', field: 'cuenta', linkedField: 'cuenta' }],
            },
          },
          cuenta: { type: 'integer', 'x-link': { kind: 'cuenta', prefill: [{ from: 'vendedor', to: 'vendedor' }] } },
          viajeros: {
            type: 'array',
            'x-link-list': { search: 'contacto', columns: ['documento', { label: 'Edad', display: 'edad', from: ['fechaNacimiento'] }] },
            items: { type: 'object', properties: { id: { type: 'integer' } } },
          },
        },
      },
      {
        properties: {
          grupo: {
            type: 'object',
            properties: {
              otros: {
                type: 'array',
                'x-link-list': { search: 'pasajero' },
                items: { type: 'object', properties: { id: { type: 'integer' }, apellido: { type: 'string' } } },
              },
            },
          },
        },
      },
      {
        properties: { banco: { type: 'integer', 'x-link': { kind: 'banco', filter: { filter: 'bancosPorTarjeta', field: 'prestadora', on: 'descripcion' } } } },
      },
    ];
    expect(liteFields(links, 'contacto', schemas)).toEqual(['mostrarNombre', 'documento', 'email', 'telefono', 'cuenta', 'fechaNacimiento', 'id', 'apellido']);
    expect(liteFields(links, 'cuenta', schemas)).toEqual(['mostrarNombre', 'vendedor']);
    expect(liteFields({ ...links, banco: { module: 'banco', columns: [{ field: 'pais', label: 'País' }], cap: 100 } }, 'banco', schemas)).toEqual([
      'pais',
      'descripcion',
    ]);
    expect(liteFields(links, 'banco', schemas)).toEqual([]);
  });

  it('CON-08 a module has a light reply when a link kind searches it', () => {
    expect(hasLiteReply(links, 'contacto')).toBe(true);
    expect(hasLiteReply(links, 'banco')).toBe(false);
    expect(hasLiteReply(undefined, 'contacto')).toBe(false);
  });

  it('CON-08 keeps only those fields of a record', () => {
    expect(
      liteDatos({ mostrarNombre: 'Pérez, Ana', documento: '30111222', notas: [{ archivo: 'x' }], cuenta: 4 }, ['mostrarNombre', 'documento', 'email']),
    ).toEqual({ mostrarNombre: 'Pérez, Ana', documento: '30111222' });
  });
});
