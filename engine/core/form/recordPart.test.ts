import { describe, expect, it } from 'vitest';
import type { ModuleSchema } from '../moduleSchema';
import { errorField, partData, partHidden, partSchema, partUiSchema, recordPart } from './recordPart';

const schema = {
  $id: 'x',
  title: 'Cuenta',
  type: 'object',
  'x-module': 'cuenta',
  required: ['tipo', 'estado', 'mostrarNombre', 'documento', 'perfil'],
  allOf: [
    { if: { properties: { tipo: { const: 'PAR' } }, required: ['tipo'] }, then: { required: ['nombre', 'apellido'] } },
    { if: { properties: { tipo: { const: 'EMP' } }, required: ['tipo'] }, then: { required: ['razonSocial'] } },
    { if: { properties: { estado: { const: 2 } }, required: ['estado'] }, then: { required: ['vendedor'] } },
  ],
  properties: {
    tipo: { type: 'string' },
    estado: { type: 'integer' },
    nombre: { type: 'string' },
    apellido: { type: 'string' },
    razonSocial: { type: 'string' },
    mostrarNombre: { type: 'string', 'x-derived': { from: ['razonSocial', 'apellido', 'nombre'], template: '{razonSocial}{apellido}, {nombre}' } },
    documento: { type: 'string' },
    perfil: { type: 'string' },
    vendedor: { type: 'string' },
    email: { type: 'string' },
  },
} as unknown as ModuleSchema;

const part = recordPart(schema, ['tipo', 'nombre', 'apellido', 'razonSocial', 'perfil', 'email'], { estado: 1 });

describe('a record created in part (LNK-OP04)', () => {
  it('LNK-OP04 holds the shown fields, the forced values and the fields derived from them', () => {
    expect(part.shown).toEqual(['tipo', 'nombre', 'apellido', 'razonSocial', 'perfil', 'email']);
    expect([...part.fields].sort()).toEqual(['apellido', 'email', 'estado', 'mostrarNombre', 'nombre', 'perfil', 'razonSocial', 'tipo']);
  });

  it('LNK-OP04 narrows the schema: its properties, what it requires of them (by clause too), nothing else accepted', () => {
    const narrowed = partSchema(schema, part) as unknown as {
      required: string[];
      allOf: Array<{ then: { required: string[] } }>;
      properties: object;
      additionalProperties: boolean;
    };
    expect(narrowed.required).toEqual(['tipo', 'estado', 'mostrarNombre', 'perfil']);
    expect(narrowed.allOf.map((c) => c.then.required)).toEqual([['nombre', 'apellido'], ['razonSocial'], []]);
    expect(Object.keys(narrowed.properties)).not.toContain('documento');
    expect(narrowed.additionalProperties).toBe(false);
  });

  it('LNK-OP04 shows a field required under a condition only while the condition holds (names by type)', () => {
    expect([...partHidden(schema, part, { tipo: 'PAR' })].sort()).toEqual(['razonSocial']);
    expect([...partHidden(schema, part, { tipo: 'EMP' })].sort()).toEqual(['apellido', 'nombre']);
    expect([...partHidden(schema, part, {})].sort()).toEqual(['apellido', 'nombre', 'razonSocial']);
  });

  it('LNK-OP04 the dialog: its fields in order, the others hidden, no tabs; only the part is sent; errors by top-level field', () => {
    const ui = partUiSchema(
      { 'ui:tabs': [], 'ui:layout': [], 'ui:order': ['documento'], documento: { 'ui:placeholder': 'x' } },
      Object.keys(schema.properties),
      ['tipo', 'perfil'],
    );
    expect(ui['ui:order']).toEqual(['tipo', 'perfil', '*']);
    expect(ui).not.toHaveProperty('ui:tabs');
    expect(ui.documento).toEqual({ 'ui:placeholder': 'x', 'ui:widget': 'hidden' });
    expect(ui).not.toHaveProperty('tipo');
    expect(partData({ tipo: 'EMP', activo: true, estado: 1 }, part)).toEqual({ tipo: 'EMP', estado: 1 });
    expect([errorField('.razonSocial'), errorField('.direcciones.0.tipo'), errorField("['perfil']")]).toEqual(['razonSocial', 'direcciones', 'perfil']);
  });
});
